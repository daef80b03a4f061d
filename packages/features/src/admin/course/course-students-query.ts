import type { EndpointInput, Endpoints, SubscriptionStatus } from '@aula/contract';
import {
  chosenFilters,
  listParam,
  listQueryCodec,
  pageParams,
  SUBSCRIPTION_STATUS_IN_URL,
} from '../list/list-query';

/** What the "Alunos" tab shows: kept in the page's URL query (ADR 019, 032). */
export interface CourseStudentsQuery {
  search: string;
  status: SubscriptionStatus | null;
  page: number;
}

/** The tab's URL query (`?busca=ana&situacao=expirada&pagina=2`), as the course list reads its own. */
export const courseStudentsQuery = listQueryCodec<CourseStudentsQuery>({
  search: listParam.search(),
  status: listParam.oneOf('situacao', SUBSCRIPTION_STATUS_IN_URL),
  page: listParam.page(),
});

export const DEFAULT_COURSE_STUDENTS_QUERY: CourseStudentsQuery = courseStudentsQuery.defaults;

/** Rows per page of the tab. */
export const STUDENTS_PER_PAGE = 15;

/** The `listCourseStudents` request for a state. */
export function listCourseStudentsInput(
  courseId: number,
  query: CourseStudentsQuery,
  perPage = STUDENTS_PER_PAGE,
): EndpointInput<Endpoints['listCourseStudents']> {
  return {
    params: { id: courseId },
    query: {
      ...pageParams(query, perPage),
      ...chosenFilters({ status: query.status }),
    },
  };
}
