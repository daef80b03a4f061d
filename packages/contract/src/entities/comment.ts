import { z } from 'zod/mini';
import { COMMENT_MAX_LENGTH } from './comment-limits';
import { id, isoDateTime, text } from './common';
import { authorSchema } from './user';

export { COMMENT_MAX_LENGTH };

const commentBase = z.object({
  id,
  lecture_id: id,
  parent_id: z.nullable(id),
  /** Plain text; clients render it as text, never as HTML. */
  body: text(1, COMMENT_MAX_LENGTH),
  author: authorSchema,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  is_own: z.boolean(),
  can_edit: z.boolean(),
});

export const replySchema = commentBase;
export type Reply = z.infer<typeof replySchema>;

/** A top-level comment with its replies (one level deep) and the reader's notification choice. */
export const commentSchema = z.extend(commentBase, {
  replies: z.array(replySchema),
  notify_replies: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
