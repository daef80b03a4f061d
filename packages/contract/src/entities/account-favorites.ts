import { z } from 'zod/mini';
import { id, intFrom, isoDateTime, slug, text } from './common';

/**
 * One of the viewer's bookmarked lectures, with what the favourites page needs to group it under
 * its course and link to it: the course's slug and the lecture's position are the player's route
 * (`/{course}/aula/{position}`, positions as in ADR 009).
 */
export const bookmarkedLectureSchema = z.object({
  course: z.object({ id, title: text(1, 200), slug }),
  lecture: z.object({ id, title: text(1, 200), position: intFrom(1) }),
  bookmarked_at: isoDateTime,
});
export type BookmarkedLecture = z.infer<typeof bookmarkedLectureSchema>;
