import type { AdminCommentState, EndpointInput, Endpoints } from '@aula/contract';

/** What `/admin/comentarios` shows: kept in the page's URL query (ADR 022). */
export interface AdminCommentsQuery {
  state: AdminCommentState;
  courseId: number | null;
  search: string;
  page: number;
}

export const DEFAULT_ADMIN_COMMENTS_QUERY: AdminCommentsQuery = {
  state: 'unanswered',
  courseId: null,
  search: '',
  page: 1,
};

/** Cards per page. */
export const COMMENTS_PER_PAGE = 20;

/** The URL's names for the states (pt-BR, as the address bar shows them). */
const STATE_IN_URL: Record<AdminCommentState, string> = {
  unanswered: 'sem-resposta',
  answered: 'respondidos',
  all: 'todos',
};
const STATE_FROM_URL = new Map(
  Object.entries(STATE_IN_URL).map(([key, value]) => [value, key as AdminCommentState]),
);

const positiveInt = (value: string | null) => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

/**
 * The page's state from the URL query (`?situacao=todos&curso=2&busca=deploy&pagina=2`); anything
 * unknown or malformed falls back to the default (the queue: sem resposta).
 */
export function parseAdminCommentsQuery(params: URLSearchParams): AdminCommentsQuery {
  return {
    state: STATE_FROM_URL.get(params.get('situacao') ?? '') ?? 'unanswered',
    courseId: positiveInt(params.get('curso')),
    search: (params.get('busca') ?? '').slice(0, 100),
    page: positiveInt(params.get('pagina')) ?? 1,
  };
}

/** The URL query of a state; defaults are left out, so the queue is plain `/admin/comentarios`. */
export function adminCommentsQueryToParams(query: AdminCommentsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.state !== 'unanswered') params.set('situacao', STATE_IN_URL[query.state]);
  if (query.courseId !== null) params.set('curso', String(query.courseId));
  const search = query.search.trim();
  if (search) params.set('busca', search);
  if (query.page > 1) params.set('pagina', String(query.page));
  return params;
}

/** Whether the list is narrowed beyond its state (an empty answer is then "no match"). */
export function isAdminCommentsFiltered(query: AdminCommentsQuery) {
  return query.search.trim() !== '' || query.courseId !== null;
}

/** The `listAdminComments` request for a state. */
export function listAdminCommentsInput(
  query: AdminCommentsQuery,
  perPage = COMMENTS_PER_PAGE,
): EndpointInput<Endpoints['listAdminComments']> {
  const search = query.search.trim();
  return {
    query: {
      state: query.state,
      page: query.page,
      per_page: perPage,
      ...(query.courseId !== null ? { course_id: query.courseId } : {}),
      ...(search ? { search } : {}),
    },
  };
}
