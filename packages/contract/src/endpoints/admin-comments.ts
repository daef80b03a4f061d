import { z } from 'zod/mini';
import { COMMENT_MAX_LENGTH } from '../entities/comment';
import {
  envelope,
  id,
  intFrom,
  isoDateTime,
  paginated,
  paginationQuerySchema,
  routeId,
  slug,
  str,
  text,
} from '../entities/common';
import { authorSchema } from '../entities/user';
import { endpoint } from './define';

/**
 * Comment moderation (issue 19, ADR 022): the team's queue of top-level comments. A thread is
 * answered once an admin replies to it (`POST api/comments/:commentId/replies`) or marks it
 * answered; the rest wait, oldest first.
 */

export const adminCommentStateSchema = z.enum(['unanswered', 'answered', 'all']);
export type AdminCommentState = z.infer<typeof adminCommentStateSchema>;

export const adminCommentFiltersSchema = z.object({
  /** Default `unanswered`. */
  state: z.optional(adminCommentStateSchema),
  course_id: z.optional(routeId),
  /** Part of the comment's text (`%` and `_` are taken literally). */
  search: z.optional(str(z.maxLength(100))),
});
export type AdminCommentFilters = z.infer<typeof adminCommentFiltersSchema>;

export const adminCommentReplySchema = z.object({
  id,
  /** Plain text; rendered as text, never as HTML. `author.is_team`: written by an admin. */
  body: text(1, COMMENT_MAX_LENGTH),
  author: authorSchema,
  created_at: isoDateTime,
});
export type AdminCommentReply = z.infer<typeof adminCommentReplySchema>;

export const adminCommentSchema = z.object({
  id,
  body: text(1, COMMENT_MAX_LENGTH),
  author: authorSchema,
  course: z.object({ id, slug, title: z.string() }),
  /** `position` is the player's address (`/{course}/aula/{position}`). */
  lecture: z.object({ id, title: z.string(), position: intFrom(1) }),
  created_at: isoDateTime,
  /** A team reply, or marked answered; `answered_at` is when. */
  answered: z.boolean(),
  answered_at: z.nullable(isoDateTime),
  /** Oldest first; deleting the comment deletes them too. */
  replies: z.array(adminCommentReplySchema),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminCommentEndpoints = {
  /** Unanswered first (oldest first: a queue), then the answered ones, newest first. */
  listAdminComments: endpoint({
    method: 'GET',
    path: 'api/admin/comments',
    access: 'admin',
    query: z.extend(paginationQuerySchema, adminCommentFiltersSchema.shape),
    response: paginated(adminCommentSchema),
  }),
  /** The admin navigation's figure: top-level comments waiting for the team. */
  adminUnansweredCommentsCount: endpoint({
    method: 'GET',
    path: 'api/admin/comments/unanswered-count',
    access: 'admin',
    response: envelope(z.object({ count: intFrom(0) })),
  }),
  /** Marks a top-level comment answered without replying, or puts it back in the queue. */
  setCommentAnswered: endpoint({
    method: 'PUT',
    path: 'api/admin/comments/:id/answered',
    access: 'admin',
    params: z.object({ id: routeId }),
    body: z.object({ answered: z.boolean() }),
    response: envelope(adminCommentSchema),
  }),
} as const;
