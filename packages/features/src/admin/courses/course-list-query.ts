import type { CourseSort, CourseStatus, EndpointInput, Endpoints } from '@aula/contract';
import {
  chosenFilters,
  listParam,
  listQueryCodec,
  pageParams,
  serverSort,
} from '../list/list-query';

/** What the admin course list shows: kept in the page's URL query (ADR 016, 032). */
export interface CourseListQuery {
  search: string;
  productId: number | null;
  status: CourseStatus | null;
  sort: CourseSort;
  page: number;
}

/**
 * The list's URL query (`?busca=react&produto=2&status=rascunho&ordem=-alunos&pagina=3`), pt-BR
 * names for the API's values.
 */
export const courseListQuery = listQueryCodec<CourseListQuery>({
  search: listParam.search(),
  productId: listParam.id('produto'),
  status: listParam.oneOf('status', { published: 'publicado', draft: 'rascunho' }),
  sort: listParam.choice(
    'ordem',
    {
      title: 'titulo',
      '-title': '-titulo',
      updated_at: 'atualizado',
      '-updated_at': '-atualizado',
      students: 'alunos',
      '-students': '-alunos',
    },
    'title',
  ),
  page: listParam.page(),
});

export const DEFAULT_COURSE_LIST_QUERY: CourseListQuery = courseListQuery.defaults;

/** Rows per page of the admin list. */
export const COURSES_PER_PAGE = 15;

/** The `listCourses` request for a state. */
export function listCoursesInput(
  query: CourseListQuery,
  perPage = COURSES_PER_PAGE,
): EndpointInput<Endpoints['listCourses']> {
  return {
    query: {
      ...pageParams(query, perPage),
      sort: query.sort,
      ...chosenFilters({ product_id: query.productId, status: query.status }),
    },
  };
}

/** The table's columns the server sorts by, and their `sort` key. */
export const courseSort = serverSort<CourseSort>({
  title: 'title',
  updated_at: 'updated_at',
  students: 'students',
});
