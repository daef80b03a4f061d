import { z } from 'zod';
import { id, isoDateTime, slug } from './common';

export const lectureSchema = z.object({
  id,
  section_id: id,
  title: z.string().min(1).max(200),
  /** The lecture's route parameter (`/{course}/aula/{position}`), 1-based within the course. */
  position: z.number().int().min(1),
  has_watched: z.boolean(),
  is_bookmarked: z.boolean(),
  is_free: z.boolean(),
  is_published: z.boolean(),
  /** Locked for this viewer: no video source is sent; the player shows the enroll call-to-action. */
  is_locked: z.boolean(),
  /** Release date of a scheduled lecture; null when released. */
  scheduled_for: isoDateTime.nullable(),
  /** Null when the lecture is locked or not released yet. */
  video_url: z.string().nullable(),
  duration_seconds: z.number().int().min(0).nullable(),
  /** Rich text (sanitised HTML) written by the course team. */
  description: z.string().nullable(),
});
export type Lecture = z.infer<typeof lectureSchema>;

export const sectionSchema = z.object({
  id,
  course_id: id,
  title: z.string().min(1).max(200),
  position: z.number().int().min(1),
  lectures: z.array(lectureSchema),
});
export type Section = z.infer<typeof sectionSchema>;

export const productRefSchema = z.object({ id, slug, title: z.string() });

/** A course as listed (catalogue cards, the product's course entries). */
export const courseSummarySchema = z.object({
  id,
  slug,
  title: z.string().min(1).max(200),
  description: z.string().nullable(),
  cover_url: z.string().nullable(),
  lectures_count: z.number().int().min(0),
  lectures_watched_count: z.number().int().min(0),
  /** Rounded integer percentage of watched lectures (0–100). */
  lectures_watched_percentage: z.number().int().min(0).max(100),
  /** The lecture the student opened last (`PUT api/courses/{id}/progress`). */
  last_lecture_id: id.nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** A course with its content, as the player loads it. */
export const courseSchema = courseSummarySchema.extend({
  product: productRefSchema,
  sections: z.array(sectionSchema),
});
export type Course = z.infer<typeof courseSchema>;

export const productSchema = z.object({
  id,
  slug,
  title: z.string().min(1).max(200),
  description: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Whether students may comment on this product's lectures. */
  can_comment: z.boolean(),
  courses_count: z.number().int().min(0),
  /** Present when asked with `include=courses`. */
  courses: z.array(courseSummarySchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const scheduledLectureSchema = z.object({
  id,
  title: z.string(),
  position: z.number().int().min(1),
  scheduled_for: isoDateTime,
  course: z.object({ id, slug, title: z.string() }),
});
export type ScheduledLecture = z.infer<typeof scheduledLectureSchema>;

/** A free lecture anyone may watch, as the home page lists them. */
export const freeLectureSchema = scheduledLectureSchema.extend({
  scheduled_for: isoDateTime.nullable(),
  duration_seconds: z.number().int().min(0).nullable(),
});
export type FreeLecture = z.infer<typeof freeLectureSchema>;

export const courseRepositorySchema = z.object({
  id,
  course_id: id,
  name: z.string().min(1).max(120),
  url: z.url({ protocol: /^https?$/ }),
  created_at: isoDateTime,
});
export type CourseRepository = z.infer<typeof courseRepositorySchema>;

export const courseStudentSchema = z.object({
  id,
  name: z.string(),
  email: z.email(),
  avatar_url: z.string().nullable(),
  lectures_watched_percentage: z.number().int().min(0).max(100),
  enrolled_at: isoDateTime,
});
export type CourseStudent = z.infer<typeof courseStudentSchema>;

/** Result of toggling a lecture watched: the lecture's flag and the course's recomputed totals. */
export const watchResultSchema = z.object({
  has_watched: z.boolean(),
  course_id: id,
  lectures_watched_count: z.number().int().min(0),
  lectures_watched_percentage: z.number().int().min(0).max(100),
});
export type WatchResult = z.infer<typeof watchResultSchema>;
