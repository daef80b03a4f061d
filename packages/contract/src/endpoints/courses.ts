import { z } from 'zod/mini';
import { subscriptionStatusSchema } from '../entities/account-subscriptions';
import {
  envelope,
  id,
  idParam,
  intFrom,
  isoDateTime,
  paginated,
  paginationQuerySchema,
  routeId,
  slug,
  str,
  trimmedText,
  url,
} from '../entities/common';
import {
  courseRepositorySchema,
  courseSchema,
  courseStudentSchema,
  courseSummarySchema,
  freeLectureSchema,
  LECTURE_POSITION_MAX_SECONDS,
  lectureSchema,
  scheduledLectureSchema,
  scheduledScopeSchema,
  sectionSchema,
  watchResultSchema,
} from '../entities/course';
import { parseVideoLink } from '../video-link';
import { endpoint } from './define';

const title = trimmedText(1, 200);

export const courseInputSchema = z.object({
  title,
  slug,
  description: z.optional(z.nullable(str(z.maxLength(5000)))),
  cover_url: z.optional(z.nullable(url())),
  product_id: id,
  /**
   * The course's own publish switch (ADR 018). Absent: a new course is a draft, an updated one
   * keeps its state. Students and guests never see an unpublished course.
   */
  is_published: z.optional(z.boolean()),
});
export type CourseInput = z.infer<typeof courseInputSchema>;

/**
 * An external video link (issue 35 §1 "Link externo"): a media file the lecture's player plays
 * (MP4, WebM or MOV, or an HLS playlist `.m3u8`), or a YouTube, Vimeo or Panda Video link, which
 * plays through the provider's embed (`parseVideoLink`). Any other page would give the student a
 * dead player: refused on the field.
 */
export const VIDEO_LINK_MESSAGE =
  'Use um link do YouTube, do Vimeo ou do Panda Video, ou o endereço direto de um arquivo de vídeo (MP4, WebM ou uma playlist HLS .m3u8).';
/** A media file the player plays itself (not an embed). */
export const isDirectMediaUrl = (value: string) => {
  const link = parseVideoLink(value);
  return link?.kind === 'file' || link?.kind === 'hls';
};
const isPlayableVideoLink = (value: string) => parseVideoLink(value) !== null;

export const lectureInputSchema = z.object({
  section_id: id,
  title,
  description: z.optional(z.nullable(str(z.maxLength(50_000)))),
  video_url: z.optional(
    z.nullable(url().check(z.refine(isPlayableVideoLink, { error: VIDEO_LINK_MESSAGE }))),
  ),
  duration_seconds: z.optional(z.nullable(intFrom(0))),
  is_free: z.optional(z.boolean()),
  is_published: z.optional(z.boolean()),
  scheduled_for: z.optional(z.nullable(isoDateTime)),
});
export type LectureInput = z.infer<typeof lectureInputSchema>;

/** A repository's address: https only (an `http:`, `javascript:` or other scheme is refused). */
export const REPOSITORY_URL_MESSAGE = 'Informe um endereço que comece com https://.';

export const repositoryInputSchema = z.object({
  name: trimmedText(1, 120),
  url: url({ protocol: /^https$/, hostname: z.regexes.domain, error: REPOSITORY_URL_MESSAGE }),
  description: z.optional(z.nullable(trimmedText(0, 500))),
});

/** A course's state in the admin list: its `is_published` column (ADR 018; ADR 016 derived it). */
export const courseStatusSchema = z.enum(['published', 'draft']);
export type CourseStatus = z.infer<typeof courseStatusSchema>;
/** The admin list's orders: a column name, descending with a leading `-` (JSON:API's `sort`). */
export const courseSortSchema = z.enum([
  'title',
  '-title',
  'updated_at',
  '-updated_at',
  'students',
  '-students',
]);
export type CourseSort = z.infer<typeof courseSortSchema>;

/** The new order, as the ids in their new positions. */
export const rankingSchema = z.object({ ids: z.array(id).check(z.minLength(1)) });

/**
 * `rank-lectures` (ADR 020): the sections a drop touched, each with its lectures in their new
 * order. A reorder inside a section names that one section; a move to another section names both
 * (the source may end empty). Together they must hold exactly the lectures those sections hold
 * now, each once: a lecture of a section left out, or a stale screen, is a 422 that changes nothing.
 */
export const lectureRankingSchema = z.object({
  sections: z
    .array(z.object({ id, lecture_ids: z.array(id).check(z.maxLength(1000)) }))
    .check(z.minLength(1), z.maxLength(200)),
});
export type LectureRanking = z.infer<typeof lectureRankingSchema>;

export const courseEndpoints = {
  listCourses: endpoint({
    method: 'GET',
    path: 'api/courses',
    access: 'admin',
    query: z.extend(paginationQuerySchema, {
      search: z.optional(str(z.maxLength(100))),
      product_id: z.optional(routeId),
      status: z.optional(courseStatusSchema),
      sort: z.optional(courseSortSchema),
    }),
    response: paginated(courseSummarySchema),
  }),
  createCourse: endpoint({
    method: 'POST',
    path: 'api/courses',
    access: 'admin',
    body: courseInputSchema,
    response: envelope(courseSummarySchema),
  }),
  getCourse: endpoint({
    method: 'GET',
    path: 'api/courses/:id',
    access: 'admin',
    params: idParam,
    response: envelope(courseSchema),
  }),
  updateCourse: endpoint({
    method: 'PUT',
    path: 'api/courses/:id',
    access: 'admin',
    params: idParam,
    body: courseInputSchema,
    response: envelope(courseSummarySchema),
  }),
  deleteCourse: endpoint({
    method: 'DELETE',
    path: 'api/courses/:id',
    access: 'admin',
    params: idParam,
  }),
  deleteCourses: endpoint({
    method: 'DELETE',
    path: 'api/courses',
    access: 'admin',
    body: z.object({ ids: z.array(id).check(z.minLength(1), z.maxLength(100)) }),
  }),
  listSections: endpoint({
    method: 'GET',
    path: 'api/courses/:id/sections',
    access: 'admin',
    params: idParam,
    response: envelope(z.array(sectionSchema)),
  }),
  createSection: endpoint({
    method: 'POST',
    path: 'api/courses/:id/sections',
    access: 'admin',
    params: idParam,
    body: z.object({ title }),
    response: envelope(sectionSchema),
  }),
  updateSection: endpoint({
    method: 'PUT',
    path: 'api/courses/:id/sections/:sectionId',
    access: 'admin',
    params: z.extend(idParam, { sectionId: routeId }),
    body: z.object({ title }),
    response: envelope(sectionSchema),
  }),
  deleteSection: endpoint({
    method: 'DELETE',
    path: 'api/courses/:id/sections/:sectionId',
    access: 'admin',
    params: z.extend(idParam, { sectionId: routeId }),
  }),
  rankSections: endpoint({
    method: 'PUT',
    path: 'api/courses/:id/rank-sections',
    access: 'admin',
    params: idParam,
    body: rankingSchema,
  }),
  createLecture: endpoint({
    method: 'POST',
    path: 'api/courses/:id/lectures',
    access: 'admin',
    params: idParam,
    body: lectureInputSchema,
    response: envelope(lectureSchema),
  }),
  updateLecture: endpoint({
    method: 'PUT',
    path: 'api/courses/:id/lectures/:lectureId',
    access: 'admin',
    params: z.extend(idParam, { lectureId: routeId }),
    body: z.partial(lectureInputSchema),
    response: envelope(lectureSchema),
  }),
  deleteLecture: endpoint({
    method: 'DELETE',
    path: 'api/courses/:id/lectures/:lectureId',
    access: 'admin',
    params: z.extend(idParam, { lectureId: routeId }),
  }),
  rankLectures: endpoint({
    method: 'PUT',
    path: 'api/courses/:id/rank-lectures',
    access: 'admin',
    params: idParam,
    body: lectureRankingSchema,
  }),
  listCourseStudents: endpoint({
    method: 'GET',
    path: 'api/courses/:id/students',
    access: 'admin',
    params: idParam,
    query: z.extend(paginationQuerySchema, {
      search: z.optional(str(z.maxLength(100))),
      /** Only the subscriptions in this state; absent: every state (ADR 019). */
      status: z.optional(subscriptionStatusSchema),
    }),
    response: paginated(courseStudentSchema),
  }),
  listRepositories: endpoint({
    method: 'GET',
    path: 'api/courses/:id/repositories',
    access: 'admin',
    params: idParam,
    response: envelope(z.array(courseRepositorySchema)),
  }),
  createRepository: endpoint({
    method: 'POST',
    path: 'api/courses/:id/repositories',
    access: 'admin',
    params: idParam,
    body: repositoryInputSchema,
    response: envelope(courseRepositorySchema),
  }),
  updateRepository: endpoint({
    method: 'PUT',
    path: 'api/courses/:id/repositories/:repoId',
    access: 'admin',
    params: z.extend(idParam, { repoId: routeId }),
    body: repositoryInputSchema,
    response: envelope(courseRepositorySchema),
  }),
  deleteRepository: endpoint({
    method: 'DELETE',
    path: 'api/courses/:id/repositories/:repoId',
    access: 'admin',
    params: z.extend(idParam, { repoId: routeId }),
  }),
  courseBySlug: endpoint({
    method: 'GET',
    path: 'api/course-by-slug/:slug',
    access: 'public',
    params: z.object({ slug }),
    response: envelope(courseSchema),
  }),
  scheduledLectures: endpoint({
    method: 'GET',
    path: 'api/courses/scheduled-lectures',
    access: 'user',
    response: z.object({
      data: z.array(scheduledLectureSchema),
      meta: z.object({ scope: scheduledScopeSchema }),
    }),
  }),
  updateProgress: endpoint({
    method: 'PUT',
    path: 'api/courses/:id/progress',
    access: 'student',
    params: idParam,
    body: z.object({ lecture_id: id }),
  }),
  /**
   * `{"watched": true|false}` sets the state (a retried PUT leaves it as asked); a call without
   * the field toggles it (older clients).
   */
  watchLecture: endpoint({
    method: 'PUT',
    path: 'api/lectures/:id/watch',
    access: 'student',
    params: idParam,
    body: z.object({ watched: z.optional(z.boolean()) }),
    response: envelope(watchResultSchema),
    // A click just before the tab closes or reloads still reaches the server.
    keepalive: true,
  }),
  /** `{"bookmarked": true|false}` sets the state; a call without the field toggles it. */
  bookmarkLecture: endpoint({
    method: 'PUT',
    path: 'api/lectures/:id/bookmark',
    access: 'student',
    params: idParam,
    body: z.object({ bookmarked: z.optional(z.boolean()) }),
    response: envelope(z.object({ is_bookmarked: z.boolean() })),
    keepalive: true,
  }),
  /**
   * Where the student is in the lecture's video, in whole seconds (one row per student and
   * lecture, the newest wins): sent while it plays, on pause and as the page closes, so the
   * lecture opens there on any device (issue 35).
   */
  saveLecturePosition: endpoint({
    method: 'PUT',
    path: 'api/lectures/:id/position',
    access: 'student',
    params: idParam,
    body: z.object({ seconds: intFrom(0, LECTURE_POSITION_MAX_SECONDS) }),
    keepalive: true,
  }),
  freeLectures: endpoint({
    method: 'GET',
    path: 'api/lectures/free',
    access: 'public',
    response: envelope(z.array(freeLectureSchema)),
  }),
} as const;
