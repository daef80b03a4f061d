import type { EndpointInput, Endpoints, SubscriptionStatus } from '@aula/contract';

/** What the "Alunos" tab shows: kept in the page's URL query (ADR 019). */
export interface CourseStudentsQuery {
  search: string;
  status: SubscriptionStatus | null;
  page: number;
}

export const DEFAULT_COURSE_STUDENTS_QUERY: CourseStudentsQuery = {
  search: '',
  status: null,
  page: 1,
};

/** Rows per page of the tab. */
export const STUDENTS_PER_PAGE = 15;

/** The URL's names for the subscription states (pt-BR, as the address bar shows them). */
const STATUS_IN_URL: Record<SubscriptionStatus, string> = {
  active: 'ativa',
  trial: 'em-teste',
  lifetime: 'vitalicia',
  pending_payment: 'pagamento-pendente',
  canceled: 'cancelada',
  expired: 'expirada',
};
const STATUS_FROM_URL = new Map(
  Object.entries(STATUS_IN_URL).map(([key, value]) => [value, key as SubscriptionStatus]),
);

const positiveInt = (value: string | null) => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

/**
 * The tab's state from the URL query (`?busca=ana&situacao=expirada&pagina=2`), as the course list
 * reads its own (ADR 016): anything unknown or malformed falls back to the default.
 */
export function parseCourseStudentsQuery(params: URLSearchParams): CourseStudentsQuery {
  return {
    search: (params.get('busca') ?? '').slice(0, 100),
    status: STATUS_FROM_URL.get(params.get('situacao') ?? '') ?? null,
    page: positiveInt(params.get('pagina')) ?? 1,
  };
}

/** The URL query of a state; defaults are left out, so the plain tab is plain `/alunos`. */
export function courseStudentsQueryToParams(query: CourseStudentsQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set('busca', search);
  if (query.status !== null) params.set('situacao', STATUS_IN_URL[query.status]);
  if (query.page > 1) params.set('pagina', String(query.page));
  return params;
}

/** Whether the list is narrowed (an empty answer is then "no match", not "no students yet"). */
export function isStudentsFiltered(query: CourseStudentsQuery) {
  return query.search.trim() !== '' || query.status !== null;
}

/** The `listCourseStudents` request for a state. */
export function listCourseStudentsInput(
  courseId: number,
  query: CourseStudentsQuery,
  perPage = STUDENTS_PER_PAGE,
): EndpointInput<Endpoints['listCourseStudents']> {
  const search = query.search.trim();
  return {
    params: { id: courseId },
    query: {
      page: query.page,
      per_page: perPage,
      ...(search ? { search } : {}),
      ...(query.status !== null ? { status: query.status } : {}),
    },
  };
}
