import type { AdminCommentState, EndpointInput, Endpoints } from '@aula/contract';
import { chosenFilters, listParam, listQueryCodec, pageParams } from '../list/list-query';

/** What `/admin/comentarios` shows: kept in the page's URL query (ADR 022, 032). */
export interface AdminCommentsQuery {
  state: AdminCommentState;
  courseId: number | null;
  search: string;
  page: number;
}

/**
 * The page's URL query (`?situacao=todos&curso=2&busca=deploy&pagina=2`); the state is the view
 * (a tab), not a filter: the queue, "sem resposta", is the plain address.
 */
export const adminCommentsQuery = listQueryCodec<AdminCommentsQuery>({
  state: listParam.choice(
    'situacao',
    { unanswered: 'sem-resposta', answered: 'respondidos', all: 'todos' },
    'unanswered',
  ),
  courseId: listParam.id('curso'),
  search: listParam.search(),
  page: listParam.page(),
});

export const DEFAULT_ADMIN_COMMENTS_QUERY: AdminCommentsQuery = adminCommentsQuery.defaults;

/** Cards per page. */
export const COMMENTS_PER_PAGE = 20;

/** The `listAdminComments` request for a state. */
export function listAdminCommentsInput(
  query: AdminCommentsQuery,
  perPage = COMMENTS_PER_PAGE,
): EndpointInput<Endpoints['listAdminComments']> {
  return {
    query: {
      state: query.state,
      ...pageParams(query, perPage),
      ...chosenFilters({ course_id: query.courseId }),
    },
  };
}
