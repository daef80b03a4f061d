import { z } from 'zod/mini';
import { envelope, id, intFrom, isoDateTime, slug } from '../entities/common';
import { authorSchema } from '../entities/user';
import { endpoint } from './define';

/**
 * The admin home's figures (issue 19, ADR 023). "This week" and "the next 7 days" are rolling
 * windows from now. A comment without an answer is a top-level comment that no admin replied to.
 */
export const adminSummarySchema = z.object({
  students_count: intFrom(0),
  /** Accounts created in the last 7 days. */
  students_new_this_week: intFrom(0),
  /** Subscriptions whose state grants access now (active, trial, lifetime). */
  active_subscriptions_count: intFrom(0),
  unanswered_comments_count: intFrom(0),
  /** Published lectures of published courses releasing within the next 7 days. */
  lectures_releasing_count: intFrom(0),
  /** Trial periods whose range holds today. */
  active_trial_periods_count: intFrom(0),
  /** The 5 latest comments without an answer, newest first. */
  latest_unanswered_comments: z.array(
    z.object({
      id,
      author: authorSchema,
      body: z.string(),
      created_at: isoDateTime,
      course: z.object({ id, slug, title: z.string() }),
      /** `position`: its course-wide number in the player (ADR 009); null while unpublished. */
      lecture: z.object({ id, title: z.string(), position: z.nullable(intFrom(1)) }),
    }),
  ),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export type UnansweredComment = AdminSummary['latest_unanswered_comments'][number];

export const adminHomeEndpoints = {
  adminSummary: endpoint({
    method: 'GET',
    path: 'api/admin/summary',
    access: 'admin',
    response: envelope(adminSummarySchema),
  }),
} as const;
