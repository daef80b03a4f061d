import type {
  AdminStudentSort,
  EndpointInput,
  Endpoints,
  SubscriptionStatus,
} from '@aula/contract';
import type { TableSort } from '@aula/ui';

/** What the admin student list shows: kept in the page's URL query (ADR 021). */
export interface StudentListQuery {
  search: string;
  productId: number | null;
  status: SubscriptionStatus | null;
  /** `true`: marked as a student; `false`: not; null: everyone. */
  isStudent: boolean | null;
  /** Calendar days `YYYY-MM-DD` (school time zone), inclusive. */
  joinedFrom: string | null;
  joinedTo: string | null;
  sort: AdminStudentSort;
  page: number;
}

export const DEFAULT_STUDENT_LIST_QUERY: StudentListQuery = {
  search: '',
  productId: null,
  status: null,
  isStudent: null,
  joinedFrom: null,
  joinedTo: null,
  sort: '-created_at',
  page: 1,
};

/** Rows per page of the list. */
export const STUDENT_LIST_PER_PAGE = 20;

/** The URL's names (pt-BR, as the address bar shows them) and the API's values behind them. */
const STATUS_IN_URL: Record<SubscriptionStatus, string> = {
  active: 'ativa',
  trial: 'em-teste',
  lifetime: 'vitalicia',
  pending_payment: 'pagamento-pendente',
  canceled: 'cancelada',
  expired: 'expirada',
};
const SORT_IN_URL: Record<AdminStudentSort, string> = {
  name: 'nome',
  '-name': '-nome',
  created_at: 'cadastro',
  '-created_at': '-cadastro',
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

/** A real calendar day `YYYY-MM-DD`, or null. */
export function validDay(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? value
    : null;
}

/** A picked day (the DatePicker's local midnight) as `YYYY-MM-DD`. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as the DatePicker's local midnight. */
export function dateOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/**
 * The list's state from the URL query
 * (`?busca=ana&produto=1&situacao=ativa&estudante=sim&desde=2026-01-01&ate=2026-01-31&ordem=nome&pagina=2`).
 * Anything unknown or malformed falls back to the default, so an edited or stale link still opens.
 */
export function parseStudentListQuery(params: URLSearchParams): StudentListQuery {
  const student = params.get('estudante');
  return {
    search: (params.get('busca') ?? '').slice(0, 100),
    productId: positiveInt(params.get('produto')),
    status: STATUS_FROM_URL.get(params.get('situacao') ?? '') ?? null,
    isStudent: student === 'sim' ? true : student === 'nao' ? false : null,
    joinedFrom: validDay(params.get('desde')),
    joinedTo: validDay(params.get('ate')),
    sort: SORT_FROM_URL.get(params.get('ordem') ?? '') ?? DEFAULT_STUDENT_LIST_QUERY.sort,
    page: positiveInt(params.get('pagina')) ?? 1,
  };
}

/** The URL query of a state; defaults are left out, so the plain list is `/admin/estudantes`. */
export function studentListQueryToParams(query: StudentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set('busca', search);
  if (query.productId !== null) params.set('produto', String(query.productId));
  if (query.status !== null) params.set('situacao', STATUS_IN_URL[query.status]);
  if (query.isStudent !== null) params.set('estudante', query.isStudent ? 'sim' : 'nao');
  if (query.joinedFrom) params.set('desde', query.joinedFrom);
  if (query.joinedTo) params.set('ate', query.joinedTo);
  if (query.sort !== DEFAULT_STUDENT_LIST_QUERY.sort) params.set('ordem', SORT_IN_URL[query.sort]);
  if (query.page > 1) params.set('pagina', String(query.page));
  return params;
}

/** Whether the list is narrowed (an empty answer is then "no match", not "no accounts"). */
export function isStudentListFiltered(query: StudentListQuery) {
  return (
    query.search.trim() !== '' ||
    query.productId !== null ||
    query.status !== null ||
    query.isStudent !== null ||
    query.joinedFrom !== null ||
    query.joinedTo !== null
  );
}

/** The API's filters of a state (the list's and the CSV export's query, without the page). */
export function studentFiltersOf(query: StudentListQuery) {
  const search = query.search.trim();
  return {
    sort: query.sort,
    ...(search ? { search } : {}),
    ...(query.productId !== null ? { product_id: query.productId } : {}),
    ...(query.status !== null ? { status: query.status } : {}),
    ...(query.isStudent !== null
      ? { is_student: query.isStudent ? ('true' as const) : ('false' as const) }
      : {}),
    ...(query.joinedFrom ? { joined_from: query.joinedFrom } : {}),
    ...(query.joinedTo ? { joined_to: query.joinedTo } : {}),
  };
}
export type StudentFilters = ReturnType<typeof studentFiltersOf>;

/** The `listAdminStudents` request for a state. */
export function listAdminStudentsInput(
  query: StudentListQuery,
  perPage = STUDENT_LIST_PER_PAGE,
): EndpointInput<Endpoints['listAdminStudents']> {
  return { query: { page: query.page, per_page: perPage, ...studentFiltersOf(query) } };
}

/** The table's columns the server sorts by, and their `sort` key. */
const SORTABLE_COLUMNS = { student: 'name', created_at: 'created_at' } as const;
type SortColumn = keyof typeof SORTABLE_COLUMNS;

/** The table header's sort for a state's `sort`. */
export function studentTableSortOf(sort: AdminStudentSort): TableSort {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  return {
    columnId: key === 'name' ? 'student' : 'created_at',
    direction: descending ? 'desc' : 'asc',
  };
}

/** The `sort` for a header click; null for a column the server cannot sort by. */
export function studentSortOf(sort: TableSort): AdminStudentSort | null {
  if (!(sort.columnId in SORTABLE_COLUMNS)) return null;
  const key = SORTABLE_COLUMNS[sort.columnId as SortColumn];
  return (sort.direction === 'desc' ? `-${key}` : key) as AdminStudentSort;
}
