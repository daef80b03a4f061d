import { bookmarkedLectureSchema } from '../entities/account-favorites';
import { paginated, paginationQuerySchema } from '../entities/common';
import { endpoint } from './define';

/**
 * The favourites page (issue 17): the viewer's bookmarked lectures, a page at a time, ordered by
 * course (title) and then lecture position, so that the page groups them by course. Removing one
 * (and undoing it) is the existing toggle, `bookmarkLecture`.
 */
export const accountFavoritesEndpoints = {
  myBookmarks: endpoint({
    method: 'GET',
    path: 'api/me/bookmarks',
    access: 'student',
    query: paginationQuerySchema,
    response: paginated(bookmarkedLectureSchema),
  }),
} as const;
