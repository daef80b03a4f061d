import type {
  AdminStudentSort,
  EndpointInput,
  Endpoints,
  SubscriptionStatus,
} from '@aula/contract';
import {
  chosenFilters,
  listParam,
  listQueryCodec,
  SUBSCRIPTION_STATUS_IN_URL,
  searchParam,
  serverSort,
} from '../list/list-query';

/** What the admin student list shows: kept in the page's URL query (ADR 021, 032). */
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

/**
 * The list's URL query
 * (`?busca=ana&produto=1&situacao=ativa&estudante=sim&desde=2026-01-01&ate=2026-01-31&ordem=nome&pagina=2`).
 */
export const studentListQuery = listQueryCodec<StudentListQuery>({
  search: listParam.search(),
  productId: listParam.id('produto'),
  status: listParam.oneOf('situacao', SUBSCRIPTION_STATUS_IN_URL),
  isStudent: listParam.flag('estudante'),
  joinedFrom: listParam.day('desde'),
  joinedTo: listParam.day('ate'),
  sort: listParam.choice(
    'ordem',
    { name: 'nome', '-name': '-nome', created_at: 'cadastro', '-created_at': '-cadastro' },
    '-created_at',
  ),
  page: listParam.page(),
});

export const DEFAULT_STUDENT_LIST_QUERY: StudentListQuery = studentListQuery.defaults;

/** Rows per page of the list. */
export const STUDENT_LIST_PER_PAGE = 20;

/** The API's filters of a state (the list's and the CSV export's query, without the page). */
export function studentFiltersOf(query: StudentListQuery) {
  return {
    sort: query.sort,
    ...searchParam(query.search),
    ...chosenFilters({ product_id: query.productId, status: query.status }),
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
export const studentSort = serverSort<AdminStudentSort>({
  student: 'name',
  created_at: 'created_at',
});
