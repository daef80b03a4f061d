import type { Course, CourseSummary, Lecture, Product, Section } from '@aula/contract';

/**
 * The course player's rules (product spec, sections 3 and 4), pure so that they are tested alone
 * and cheap enough to run on every toggle of a 2,000-lecture course.
 */

/**
 * The route's `{lecture}` as it should be written: `7` for `7`; `1` for `abc`, `0` or `007`'s
 * non-canonical spellings. The player replaces a URL whose parameter differs (item 6).
 */
export function canonicalPosition(param: string | undefined): string | null {
  if (param === undefined) return null;
  const canonical = String(parsePosition(param));
  return canonical === param ? null : canonical;
}

/** The route's `{lecture}`: a position; anything that is not a positive integer means 1. */
export function parsePosition(param: string | undefined): number {
  if (param === undefined || !/^\d+$/.test(param)) return 1;
  const position = Number(param);
  return Number.isSafeInteger(position) && position >= 1 ? position : 1;
}

/** Every lecture of the course in order (sections by position, then lectures by position). */
export function courseLectures(course: Pick<Course, 'sections'>): Lecture[] {
  return course.sections.flatMap((section) => section.lectures);
}

export interface LecturePlace {
  /** The lecture at the route's position; null when no lecture has it. */
  lecture: Lecture | null;
  /** The section whose accordion opens: the lecture's, else the first section. */
  openSectionId: number | null;
  previous: Lecture | null;
  next: Lecture | null;
  isFirst: boolean;
  isLast: boolean;
  /** 0-based index in the course's lectures; -1 when not found. */
  index: number;
  total: number;
}

/**
 * Where the route's position lands: the lecture, the section to open, and the neighbours, clamped
 * at the first and last lecture (no previous before the first, no next after the last).
 */
export function locateLecture(course: Pick<Course, 'sections'>, position: number): LecturePlace {
  const lectures = courseLectures(course);
  const index = lectures.findIndex((lecture) => lecture.position === position);
  const lecture = index >= 0 ? (lectures[index] ?? null) : null;
  const section = lecture
    ? course.sections.find((s) => s.id === lecture.section_id)
    : course.sections[0];
  return {
    lecture,
    openSectionId: section?.id ?? course.sections[0]?.id ?? null,
    previous: index > 0 ? (lectures[index - 1] ?? null) : null,
    next: index >= 0 && index < lectures.length - 1 ? (lectures[index + 1] ?? null) : null,
    isFirst: index === 0,
    isLast: index >= 0 && index === lectures.length - 1,
    index,
    total: lectures.length,
  };
}

/** Where `/{course}` alone opens: the lecture recorded as last opened, else the first. */
export function resumeLecture(
  course: Pick<Course, 'sections' | 'last_lecture_id'>,
): Lecture | null {
  const lectures = courseLectures(course);
  return lectures.find((lecture) => lecture.id === course.last_lecture_id) ?? lectures[0] ?? null;
}

/** The rounded integer percentage of watched lectures, clamped to 0–100 (0 for an empty course). */
export function watchedPercentage(watched: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((watched / total) * 100)));
}

type Totals = Pick<CourseSummary, 'lectures_watched_count' | 'lectures_watched_percentage'>;

/**
 * The course after a lecture's `has_watched` changed: only that lecture's section is a new object
 * (the sidebar re-renders one section, not a hundred), and the totals are recomputed.
 */
export function applyWatched(course: Course, lectureId: number, hasWatched: boolean): Course {
  let changed = false;
  let delta = 0;
  const sections = course.sections.map((section): Section => {
    const at = section.lectures.findIndex((lecture) => lecture.id === lectureId);
    const lecture = section.lectures[at];
    if (!lecture || lecture.has_watched === hasWatched) return section;
    changed = true;
    delta = hasWatched ? 1 : -1;
    const lectures = section.lectures.slice();
    lectures[at] = { ...lecture, has_watched: hasWatched };
    return { ...section, lectures };
  });
  if (!changed) return course;
  const total = course.lectures_count || courseLectures(course).length;
  const watched = Math.min(total, Math.max(0, course.lectures_watched_count + delta));
  return {
    ...course,
    sections,
    lectures_watched_count: watched,
    lectures_watched_percentage: watchedPercentage(watched, total),
  };
}

/** A lecture's `is_bookmarked` set (the same single-section copy as `applyWatched`). */
export function applyBookmarked(course: Course, lectureId: number, isBookmarked: boolean): Course {
  let changed = false;
  const sections = course.sections.map((section): Section => {
    const at = section.lectures.findIndex((lecture) => lecture.id === lectureId);
    const lecture = section.lectures[at];
    if (!lecture || lecture.is_bookmarked === isBookmarked) return section;
    changed = true;
    const lectures = section.lectures.slice();
    lectures[at] = { ...lecture, is_bookmarked: isBookmarked };
    return { ...section, lectures };
  });
  return changed ? { ...course, sections } : course;
}

/** The course's watched totals copied into the product's entry for that course, if it has one. */
export function mirrorTotals<P extends Pick<Product, 'courses'>>(
  product: P,
  courseId: number,
  totals: Totals,
): P {
  const courses = product.courses;
  if (!courses?.some((course) => course.id === courseId)) return product;
  return {
    ...product,
    courses: courses.map((course) =>
      course.id === courseId
        ? {
            ...course,
            lectures_watched_count: totals.lectures_watched_count,
            lectures_watched_percentage: totals.lectures_watched_percentage,
          }
        : course,
    ),
  };
}

/** The entry's last opened lecture, mirrored the same way after `PUT api/courses/{id}/progress`. */
export function mirrorLastLecture<P extends Pick<Product, 'courses'>>(
  product: P,
  courseId: number,
  lectureId: number,
): P {
  const courses = product.courses;
  if (!courses?.some((course) => course.id === courseId && course.last_lecture_id !== lectureId)) {
    return product;
  }
  return {
    ...product,
    courses: courses.map((course) =>
      course.id === courseId ? { ...course, last_lecture_id: lectureId } : course,
    ),
  };
}

/** A lecture the viewer may play: not locked, released, and with a video. */
export function isPlayable(lecture: Lecture, now: Date): boolean {
  if (lecture.is_locked || !lecture.video_url) return false;
  return !lecture.scheduled_for || new Date(lecture.scheduled_for).getTime() <= now.getTime();
}

/** A lecture released in the future (the scheduled-for notice). */
export function isScheduled(lecture: Pick<Lecture, 'scheduled_for'>, now: Date): boolean {
  return !!lecture.scheduled_for && new Date(lecture.scheduled_for).getTime() > now.getTime();
}

/** Who is looking: null for a guest; the session's flags otherwise. */
export type PlayerViewer = { is_student: boolean; is_admin: boolean } | null;

/**
 * Whether the course shows the viewer's progress ("3 de 9 aulas assistidas"): only to students, who
 * can mark lectures watched (ADR 031). A guest or a non-student would read a 0 % they cannot move.
 */
export const showsProgress = (viewer: PlayerViewer): boolean => !!viewer?.is_student;

/** What the comments block shows for a lecture. */
export type CommentsMode =
  /** Not shown at all (the lecture is locked: the enroll call-to-action stands alone). */
  | 'hidden'
  /** A guest on a free lecture: "sign in to read and write". */
  | 'sign-in'
  /** The product's `can_comment` is not known yet (its request is on its way). */
  | 'pending'
  /** The list and the composer (students of this course; admins, who answer as the team). */
  | 'open'
  /** The list, and "only students of this course comment" with the enroll call-to-action. */
  | 'students-only'
  /** The product closed comments for everyone. */
  | 'closed';

export interface LectureView {
  /** What takes the video's place. */
  stage: 'enroll' | 'scheduled' | 'video' | 'no-video';
  /**
   * The watch and bookmark buttons, the `M` shortcut, marking watched at the video's end and the
   * progress call on open: only on a lecture the viewer may watch, once it is released.
   */
  tracks: boolean;
  comments: CommentsMode;
  /** The viewer writes as the course team (admins). */
  asTeam: boolean;
}

/**
 * The one rule for what a viewer gets on a lecture (issue 16): a lecture the viewer cannot watch
 * shows the enroll call-to-action only (no comments, buttons or calls that the API would refuse);
 * before release, the notice (admins preview the video) and no tracking; comments are read by
 * anyone who may watch, written by the course's students and the team, unless the product closed them.
 */
export function lectureView(
  lecture: Pick<Lecture, 'is_locked' | 'scheduled_for' | 'video_url'>,
  viewer: PlayerViewer,
  context: { enrolled: boolean; canComment: boolean | undefined; now: Date },
): LectureView {
  if (lecture.is_locked)
    return { stage: 'enroll', tracks: false, comments: 'hidden', asTeam: false };
  const admin = !!viewer?.is_admin;
  const released = !isScheduled({ scheduled_for: lecture.scheduled_for }, context.now);
  const stage =
    lecture.video_url && (released || admin) ? 'video' : released ? 'no-video' : 'scheduled';
  // The API keeps watch, bookmark and progress for student accounts (`access: 'student'`).
  const tracks = !!viewer?.is_student && released;
  let comments: CommentsMode;
  if (!viewer) comments = 'sign-in';
  else if (context.canComment === undefined) comments = 'pending';
  else if (!context.canComment) comments = 'closed';
  else comments = admin || context.enrolled ? 'open' : 'students-only';
  return { stage, tracks, comments, asTeam: admin };
}
