import { z } from 'zod/mini';
import { subscriptionStatusSchema } from './account-subscriptions';
import { myCertificateSchema } from './certificate';
import { id, intFrom, isoDateTime, slug, text } from './common';
import { captionTrackSchema } from './video';

const percentage = intFrom(0, 100);

/** The longest position a lecture's video may be saved at: 24 hours. */
export const LECTURE_POSITION_MAX_SECONDS = 86_400;

export const lectureSchema = z.object({
  id,
  section_id: id,
  title: text(1, 200),
  /**
   * The lecture's route parameter (`/{course}/aula/{position}`), 1-based within the course and the
   * same for every viewer (ADR 009): published lectures are numbered in course order; drafts, which
   * only admins see, come after them (published count + 1, + 2...) so they never shift a published one.
   */
  position: intFrom(1),
  has_watched: z.boolean(),
  is_bookmarked: z.boolean(),
  is_free: z.boolean(),
  is_published: z.boolean(),
  /** Locked for this viewer: no video source is sent; the player shows the enroll call-to-action. */
  is_locked: z.boolean(),
  /** Release date of a scheduled lecture; null when released. */
  scheduled_for: z.nullable(isoDateTime),
  /** Null when the lecture is locked or not released yet. */
  video_url: z.nullable(z.string()),
  duration_seconds: z.nullable(intFrom(0)),
  /** A still of the video (signed link), shown before it plays; absent without one. */
  poster_url: z.optional(z.nullable(z.string())),
  /**
   * The seek previews: a signed WebVTT file whose cues name regions of a sprite image
   * (`sprite.jpg#xywh=x,y,w,h`, themselves signed links); absent without one.
   */
  storyboard_url: z.optional(z.nullable(z.string())),
  /** The lecture's caption tracks (signed WebVTT links), pt-BR first; absent or empty without. */
  captions: z.optional(z.array(captionTrackSchema)),
  /** Rich text (sanitised HTML) written by the course team. */
  description: z.nullable(z.string()),
  /**
   * Where this viewer stopped in the video (seconds) and when it was saved, from any device;
   * absent for guests and where none was saved.
   */
  saved_position: z.optional(
    z.object({ seconds: intFrom(0, LECTURE_POSITION_MAX_SECONDS), saved_at: isoDateTime }),
  ),
});
export type Lecture = z.infer<typeof lectureSchema>;

export const sectionSchema = z.object({
  id,
  course_id: id,
  title: text(1, 200),
  position: intFrom(1),
  lectures: z.array(lectureSchema),
});
export type Section = z.infer<typeof sectionSchema>;

export const productRefSchema = z.object({ id, slug, title: z.string() });

/** A course as listed (catalogue cards, the product's course entries). */
export const courseSummarySchema = z.object({
  id,
  slug,
  title: text(1, 200),
  description: z.nullable(z.string()),
  cover_url: z.nullable(z.string()),
  /** Published lectures (drafts never count, for anyone: ADR 009). */
  lectures_count: intFrom(0),
  /** Watched published lectures. */
  lectures_watched_count: intFrom(0),
  /** Unpublished lectures, sent to admins only (and only when there are some). */
  drafts_count: z.optional(intFrom(1)),
  /** Rounded integer percentage of watched lectures (0–100). */
  lectures_watched_percentage: percentage,
  /** The lecture the student opened last (`PUT api/courses/{id}/progress`). */
  last_lecture_id: z.nullable(id),
  /** The admin list's columns (`listCourses`, `createCourse`, `updateCourse`); absent elsewhere. */
  product: z.optional(productRefSchema),
  /** Accounts whose subscription to the course's product grants access now (ADR 012). */
  students_count: z.optional(intFrom(0)),
  /** The course's publish switch (ADR 018): unpublished courses are hidden from non-admins. */
  is_published: z.optional(z.boolean()),
  updated_at: z.optional(isoDateTime),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseRepositorySchema = z.object({
  id,
  course_id: id,
  name: text(1, 120),
  url: z.url({ protocol: /^https?$/ }),
  /** What the repository holds; null when none was given. */
  description: z.nullable(z.string()),
  created_at: isoDateTime,
});
export type CourseRepository = z.infer<typeof courseRepositorySchema>;

/** A course with its content, as the player loads it. */
export const courseSchema = z.extend(courseSummarySchema, {
  product: productRefSchema,
  /** The viewer is a student of the course's product (guests: false). Its students comment. */
  is_enrolled: z.boolean(),
  /**
   * The product's offer as the sales page shows it (issue 37 §3, ADR 041): the price text the
   * seller wrote and the checkout page "Comprar" leads to. Absent from older answers.
   */
  offer: z.optional(
    z.object({ price_text: z.nullable(z.string()), offer_url: z.nullable(z.string()) }),
  ),
  sections: z.array(sectionSchema),
  /**
   * The course's repositories (the admin's "Repositórios" tab), for whoever may watch the course:
   * its students and admins. Absent for a guest or an account without access (issue 33, item 16).
   */
  repositories: z.optional(z.array(courseRepositorySchema)),
});
export type Course = z.infer<typeof courseSchema>;

export const productSchema = z.object({
  id,
  slug,
  title: text(1, 200),
  description: z.nullable(z.string()),
  cover_url: z.nullable(z.string()),
  /** Whether students may comment on this product's lectures. */
  can_comment: z.boolean(),
  courses_count: intFrom(0),
  /** Present when asked with `include=courses`. */
  courses: z.optional(z.array(courseSummarySchema)),
  /**
   * What a visitor is shown of its price and where they buy it (issue 37 §3, ADR 046): the
   * seller's price text and the checkout page. Absent from older answers.
   */
  offer: z.optional(
    z.object({ price_text: z.nullable(z.string()), offer_url: z.nullable(z.string()) }),
  ),
  /** The viewer is a student of the product now (guests: false). Absent from older answers. */
  is_enrolled: z.optional(z.boolean()),
});
export type Product = z.infer<typeof productSchema>;

export const scheduledLectureSchema = z.object({
  id,
  title: z.string(),
  position: intFrom(1),
  scheduled_for: isoDateTime,
  course: z.object({ id, slug, title: z.string() }),
});
export type ScheduledLecture = z.infer<typeof scheduledLectureSchema>;

/**
 * Whose scheduled lectures a list holds: `enrolled`, the viewer's own products' (a student);
 * `catalogue`, every course's, for a viewer enrolled in none (the page invites to enroll); `all`,
 * every course's, for an admin.
 */
export const scheduledScopeSchema = z.enum(['enrolled', 'catalogue', 'all']);
export type ScheduledScope = z.infer<typeof scheduledScopeSchema>;

/** A free lecture anyone may watch, as the home page lists them. */
export const freeLectureSchema = z.extend(scheduledLectureSchema, {
  scheduled_for: z.nullable(isoDateTime),
  duration_seconds: z.nullable(intFrom(0)),
  /** A still of its video (a signed link, as the player's), for the card; absent without one. */
  poster_url: z.optional(z.nullable(z.string())),
});
export type FreeLecture = z.infer<typeof freeLectureSchema>;

/** A course's student as the admin's "Alunos" tab lists them (ADR 019). */
export const courseStudentSchema = z.object({
  id,
  name: z.string(),
  email: z.email(),
  avatar_url: z.nullable(z.string()),
  /** Watched published lectures ÷ the course's published lectures, rounded (0–100). */
  lectures_watched_percentage: percentage,
  /** The lecture the student opened last in this course (`/{slug}/aula/{position}`); null when none. */
  last_lecture: z.nullable(z.object({ id, title: z.string(), position: intFrom(1) })),
  /** The student's latest activity in this course (opened or marked a lecture); null: never. */
  last_accessed_at: z.nullable(isoDateTime),
  /** The subscription to the course's product, whatever its state (only some grant access). */
  subscription_status: subscriptionStatusSchema,
  enrolled_at: isoDateTime,
});
export type CourseStudent = z.infer<typeof courseStudentSchema>;

/** Result of toggling a lecture watched: the lecture's flag and the course's recomputed totals. */
export const watchResultSchema = z.object({
  has_watched: z.boolean(),
  course_id: id,
  lectures_watched_count: intFrom(0),
  lectures_watched_percentage: percentage,
  /** The course's certificate when this mark completed the course or it was earned before. */
  certificate: z.optional(z.nullable(myCertificateSchema)),
});
export type WatchResult = z.infer<typeof watchResultSchema>;
