import { z } from 'zod/mini';
import { envelope, id, idParam, intFrom, slug, text } from '../entities/common';
import { courseSummarySchema } from '../entities/course';
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
    /** The course's publish switch (ADR 018; ADR 016 derived it from its lectures). */
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

/** Largest course cover the API stores, in bytes (2 MB, as avatars); the browser resizes first. */
export const COVER_MAX_BYTES = 2 * 1024 * 1024;
/** The widest cover the browser uploads, in pixels (it keeps the picked image's proportions). */
export const COVER_MAX_WIDTH = 1280;

/** `PUT api/courses/:id/cover` as multipart form data (sent as POST with `_method=PUT`). */
export const coverBodySchema = z.object({ cover: z.file() });

export const adminCourseEndpoints = {
  courseOverview: endpoint({
    method: 'GET',
    path: 'api/courses/:id/overview',
    access: 'admin',
    params: idParam,
    response: envelope(courseOverviewSchema),
  }),
  /**
   * Replaces the course's cover (ADR 018): a JPEG, PNG or WebP of at most 2 MB (by its bytes),
   * stored under a new unguessable name and served from `GET /api/covers/:name`; the previous
   * file is deleted.
   */
  updateCourseCover: endpoint({
    method: 'PUT',
    path: 'api/courses/:id/cover',
    access: 'admin',
    params: idParam,
    body: coverBodySchema,
    response: envelope(courseSummarySchema),
  }),
  /** Removes the course's cover (its file too); idempotent. */
  deleteCourseCover: endpoint({
    method: 'DELETE',
    path: 'api/courses/:id/cover',
    access: 'admin',
    params: idParam,
    response: envelope(courseSummarySchema),
  }),
} as const;
