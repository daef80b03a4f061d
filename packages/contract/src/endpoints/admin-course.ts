import { z } from 'zod/mini';
import { envelope, id, idParam, intFrom, slug, text } from '../entities/common';
import { endpoint } from './define';

/**
 * The admin course page's header and its "Visão geral" tab (ADR 017): what the course is and how
 * it stands. Scheduled lectures are published ones whose release date is still in the future;
 * "this week" is the last 7 days (a rolling window, so it needs no time zone).
 */
export const courseOverviewSchema = z.object({
  course: z.object({
    id,
    slug,
    title: text(1, 200),
    /** Published when at least one of its lectures is published (ADR 016); a draft otherwise. */
    is_published: z.boolean(),
  }),
  sections_count: intFrom(0),
  /** Published lectures already released (no release date, or one in the past). */
  lectures_published_count: intFrom(0),
  /** Unpublished lectures. */
  lectures_draft_count: intFrom(0),
  /** Published lectures whose release date is in the future. */
  lectures_scheduled_count: intFrom(0),
  /** Accounts whose subscription to the course's product grants access now. */
  students_count: intFrom(0),
  /** The students' average share of the course's published lectures watched, 0–100, rounded. */
  average_progress_percentage: z.int().check(z.gte(0), z.lte(100)),
  /** Comments (replies included) on the course's lectures in the last 7 days. */
  comments_this_week_count: intFrom(0),
});
export type CourseOverview = z.infer<typeof courseOverviewSchema>;

export const adminCourseEndpoints = {
  courseOverview: endpoint({
    method: 'GET',
    path: 'api/courses/:id/overview',
    access: 'admin',
    params: idParam,
    response: envelope(courseOverviewSchema),
  }),
} as const;
