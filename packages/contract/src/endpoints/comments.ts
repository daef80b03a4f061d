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

/**
 * Writing is for signed-in people; who may write on a lecture (its product's students and the
 * team, while the product allows comments) is the server's rule per lecture, not a role.
 */
export const commentEndpoints = {
  lectureComments: endpoint({
    method: 'GET',
    path: 'api/lectures/:id/comments',
    access: 'user',
    params: idParam,
    query: paginationQuerySchema,
    response: paginated(commentSchema),
  }),
  createComment: endpoint({
    method: 'POST',
    path: 'api/lectures/:id/comments',
    access: 'user',
    params: idParam,
    body: commentBodySchema,
    response: envelope(commentSchema),
  }),
  replyToComment: endpoint({
    method: 'POST',
    path: 'api/comments/:commentId/replies',
    access: 'user',
    params: commentParam,
    body: commentBodySchema,
    response: envelope(replySchema),
  }),
  updateComment: endpoint({
    method: 'PUT',
    path: 'api/comments/:commentId',
    access: 'user',
    params: commentParam,
    body: commentBodySchema,
    response: envelope(replySchema),
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: 'api/comments/:commentId',
    access: 'user',
    params: commentParam,
  }),
  setCommentNotifications: endpoint({
    method: 'PUT',
    path: 'api/comments/:commentId/notifications',
    access: 'user',
    params: commentParam,
    body: z.object({ notify_replies: z.boolean() }),
    response: envelope(z.object({ notify_replies: z.boolean() })),
  }),
} as const;
