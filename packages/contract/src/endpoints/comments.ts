import { z } from 'zod/mini';
import { COMMENT_MAX_LENGTH, commentSchema, replySchema } from '../entities/comment';
import {
  envelope,
  idParam,
  paginated,
  paginationQuerySchema,
  routeId,
  trimmedText,
} from '../entities/common';
import { endpoint } from './define';

const commentParam = z.object({ commentId: routeId });
export const commentBodySchema = z.object({
  body: trimmedText(1, COMMENT_MAX_LENGTH),
});

export const commentEndpoints = {
  lectureComments: endpoint({
    method: 'GET',
    path: 'api/lectures/:id/comments',
    summary: "A lecture's comments with their replies, newest first, paginated",
    access: 'user',
    params: idParam,
    query: paginationQuerySchema,
    response: paginated(commentSchema),
  }),
  createComment: endpoint({
    method: 'POST',
    path: 'api/lectures/:id/comments',
    summary: "Comments on a lecture (when the product's can_comment is true)",
    access: 'student',
    params: idParam,
    body: commentBodySchema,
    response: envelope(commentSchema),
    errors: ['ValidationException'],
  }),
  replyToComment: endpoint({
    method: 'POST',
    path: 'api/comments/:commentId/replies',
    summary: 'Replies to a comment',
    access: 'student',
    params: commentParam,
    body: commentBodySchema,
    response: envelope(replySchema),
    errors: ['ValidationException'],
  }),
  updateComment: endpoint({
    method: 'PUT',
    path: 'api/comments/:commentId',
    summary: "Edits one's own comment or reply",
    access: 'student',
    params: commentParam,
    body: commentBodySchema,
    response: envelope(replySchema),
    errors: ['ValidationException'],
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: 'api/comments/:commentId',
    summary: "Deletes one's own comment (and its replies) or reply",
    access: 'student',
    params: commentParam,
  }),
  setCommentNotifications: endpoint({
    method: 'PUT',
    path: 'api/comments/:commentId/notifications',
    summary: 'Turns reply notifications for a comment on or off',
    access: 'student',
    params: commentParam,
    body: z.object({ notify_replies: z.boolean() }),
    response: envelope(z.object({ notify_replies: z.boolean() })),
  }),
} as const;
