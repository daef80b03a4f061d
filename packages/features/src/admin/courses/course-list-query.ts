import type { CourseSort, CourseStatus, EndpointInput, Endpoints } from '@aula/contract';
import type { TableSort } from '@aula/ui';

/** What the admin course list shows: kept in the page's URL query (ADR 016). */
export interface CourseListQuery {
  search: string;
  productId: number | null;
  status: CourseStatus | null;
  sort: CourseSort;
  page: number;
}

export const DEFAULT_COURSE_LIST_QUERY: CourseListQuery = {
  search: '',
  productId: null,
  status: null,
  sort: 'title',
  page: 1,
};

/** Rows per page of the admin list. */
export const COURSES_PER_PAGE = 15;

/** The URL's names (pt-BR, as the address bar shows them) and the API's values behind them. */
const STATUS_IN_URL: Record<CourseStatus, string> = { published: 'publicado', draft: 'rascunho' };
const SORT_IN_URL: Record<CourseSort, string> = {
  title: 'titulo',
  '-title': '-titulo',
  updated_at: 'atualizado',
  '-updated_at': '-atualizado',
  students: 'alunos',
  '-students': '-alunos',
};
const invert = <K extends string>(record: Record<K, string>) =>
  new Map(Object.entries(record).map(([key, value]) => [value as string, key as K]));
const STATUS_FROM_URL = invert(STATUS_IN_URL);
const SORT_FROM_URL = invert(SORT_IN_URL);

const positiveInt = (value: string | null) => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

/**
 * The list's state from the URL query (`?busca=react&produto=2&status=rascunho&ordem=-alunos&pagina=3`).
 * Anything unknown or malformed falls back to the default, so an edited or stale link still opens.
 */
export function parseCourseListQuery(params: URLSearchParams): CourseListQuery {
  return {
    search: (params.get('busca') ?? '').slice(0, 100),
    productId: positiveInt(params.get('produto')),
    status: STATUS_FROM_URL.get(params.get('status') ?? '') ?? null,
    sort: SORT_FROM_URL.get(params.get('ordem') ?? '') ?? DEFAULT_COURSE_LIST_QUERY.sort,
    page: positiveInt(params.get('pagina')) ?? 1,
  };
}

/** The URL query of a state; defaults are left out, so the plain list is plain `/admin/cursos`. */
export function courseListQueryToParams(query: CourseListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set('busca', search);
  if (query.productId !== null) params.set('produto', String(query.productId));
  if (query.status !== null) params.set('status', STATUS_IN_URL[query.status]);
  if (query.sort !== DEFAULT_COURSE_LIST_QUERY.sort) params.set('ordem', SORT_IN_URL[query.sort]);
  if (query.page > 1) params.set('pagina', String(query.page));
  return params;
}

/** Whether the list is narrowed (an empty answer is then "no match", not "no courses"). */
export function isFiltered(query: CourseListQuery) {
  return query.search.trim() !== '' || query.productId !== null || query.status !== null;
}

/** The `listCourses` request for a state. */
export function listCoursesInput(
  query: CourseListQuery,
  perPage = COURSES_PER_PAGE,
): EndpointInput<Endpoints['listCourses']> {
  const search = query.search.trim();
  return {
    query: {
      page: query.page,
      per_page: perPage,
      sort: query.sort,
      ...(search ? { search } : {}),
      ...(query.productId !== null ? { product_id: query.productId } : {}),
      ...(query.status !== null ? { status: query.status } : {}),
    },
  };
}

/** The table's columns that the server can sort by, and their `sort` key. */
export const SORTABLE_COLUMNS = {
  title: 'title',
  updated_at: 'updated_at',
  students: 'students',
} as const;
type SortColumn = keyof typeof SORTABLE_COLUMNS;

/** The table header's sort for a state's `sort`. */
export function tableSortOf(sort: CourseSort): TableSort {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as SortColumn;
  return { columnId: key, direction: descending ? 'desc' : 'asc' };
}

/** The `sort` for a header click; null for a column the server cannot sort by. */
export function courseSortOf(sort: TableSort): CourseSort | null {
  if (!(sort.columnId in SORTABLE_COLUMNS)) return null;
  const key = SORTABLE_COLUMNS[sort.columnId as SortColumn];
  return (sort.direction === 'desc' ? `-${key}` : key) as CourseSort;
}
