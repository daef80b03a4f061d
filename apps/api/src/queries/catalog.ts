import type { CaptionTrack, Course, CourseSummary, Lecture, Section } from '@aula/contract';
import type { Queryable } from '../db/database';
import { run, type Sql, sql } from '../db/sql';
import type { Viewer } from '../env';
import { forbidden, HttpError, notFound } from '../http';
import { type MediaSigner, storeMediaPath } from '../media-signing';
import { captionTracksOf } from './captions';
import { CONTENT_VERSION } from './content-map';

/** Dates leave the server as ISO-8601 strings. */
export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The rounded integer percentage of watched lectures (product spec, section 9). */
export const percentage = (watched: number, total: number) =>
  total === 0 ? 0 : Math.min(100, Math.round((watched * 100) / total));

/** Laravel's pagination meta. */
export const pageMeta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

const viewerId = (viewer: Viewer | null) => viewer?.id ?? null;
export const isAdmin = (viewer: Viewer | null) => viewer?.is_admin ?? false;

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  cover_url: string | null;
  product_id: number;
  lectures_count: number;
  lectures_watched_count: number;
  drafts_count: number;
  last_lecture_id: number | null;
}

/** `drafts_count` is there for an admin with drafts only (`withDrafts`). */
export function toSummary(row: SummaryRow, withDrafts: boolean): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    cover_url: row.cover_url,
    lectures_count: row.lectures_count,
    lectures_watched_count: row.lectures_watched_count,
    lectures_watched_percentage: percentage(row.lectures_watched_count, row.lectures_count),
    ...(withDrafts && row.drafts_count > 0 ? { drafts_count: row.drafts_count } : {}),
    last_lecture_id: row.last_lecture_id,
  };
}

/** Which courses `courseSummaries` reads: all, a product's, or these ids. */
export type CourseSummaryFilter = { all: true } | { productId: number } | { ids: number[] };

/**
 * Course summaries with the viewer's progress, by id. Lectures count when published, for everyone
 * (ADR 009), so a student and an admin read the same totals; an admin also gets `drafts_count`.
 * Unpublished courses are the admin's only (ADR 018).
 */
export async function courseSummaries(
  db: Queryable,
  viewer: Viewer | null,
  filter: CourseSummaryFilter,
): Promise<(CourseSummary & { product_id: number })[]> {
  const user = viewerId(viewer);
  const admin = isAdmin(viewer);
  const which =
    'ids' in filter
      ? sql`c.id = any(${filter.ids}::int[])`
      : 'productId' in filter
        ? sql`c.product_id = ${filter.productId}`
        : sql`true`;
  const rows = await run<SummaryRow>(
    db,
    sql`select c.id, c.slug, c.title, c.description, c.cover_url, c.product_id,
               (count(l.id) filter (where l.is_published))::int as lectures_count,
               (count(lv.lecture_id) filter (where l.is_published))::int as lectures_watched_count,
               (count(l.id) filter (where not l.is_published))::int as drafts_count,
               (select cp.lecture_id from course_progress cp
                 where cp.course_id = c.id and cp.user_id = ${user}::int) as last_lecture_id
          from courses c
          left join sections s on s.course_id = c.id
          left join lectures l on l.section_id = s.id
          left join lecture_views lv on lv.lecture_id = l.id and lv.user_id = ${user}::int
         where ${which} and (c.is_published or ${admin}::boolean)
         group by c.id
         order by c.id`,
  );
  return rows.map((row) => ({ ...toSummary(row, admin), product_id: row.product_id }));
}

/**
 * The one rule of which enrollments make a student of a product (ADR 012): active, trial and
 * lifetime subscriptions; pending, canceled and expired ones are kept but grant nothing. A SQL
 * condition on the enrollment row aliased `alias`.
 */
export const grantsAccess = (alias = 'e') => `${alias}.status in ('active', 'trial', 'lifetime')`;

/** Whether a viewer may watch a lecture: admins always, enrolled viewers, anyone on a free one. */
export const canWatch = (viewer: Viewer | null, enrolled: boolean, isFree: boolean) =>
  isAdmin(viewer) || enrolled || isFree;

/** Whether the viewer gets the lecture's video: unlocked, and released (admins preview early). */
export const canPlay = (viewer: Viewer | null, unlocked: boolean, released: boolean) =>
  unlocked && (released || isAdmin(viewer));

/** A course's own columns and its product's: the same for every viewer. */
interface CourseHead {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  cover_url: string | null;
  product_id: number;
  product_slug: string;
  product_title: string;
  product_price_text: string | null;
  product_offer_url: string | null;
  is_published: boolean;
}

/** What one viewer adds to a course: their enrollment, where they stopped, their marks. */
interface ViewerRow extends Pick<CourseHead, 'id' | 'is_published'> {
  version: string;
  enrolled: boolean;
  last_lecture_id: number | null;
  watched: number[];
  bookmarked: number[];
  /** This course's saved positions: [lecture id, seconds, saved at]. */
  positions: [number, number, string][];
}

/** A section with each of its lectures (drafts too), in course order; `id` null: none. */
interface StructureRow {
  section_id: number;
  section_title: string;
  id: number | null;
  title: string;
  description: string | null;
  video_url: string | null;
  /** The ready upload's folder in the FileStore (issue 35); null: the link (or nothing) plays. */
  video_prefix: string | null;
  duration_seconds: number | null;
  is_free: boolean;
  is_published: boolean;
  scheduled_for: Date | string | null;
}

/** A repository of the course, as its students get it. */
interface RepositoryRow {
  id: number;
  course_id: number;
  name: string;
  url: string;
  description: string | null;
  created_at: Date | string;
}

interface CourseStructure {
  version: string;
  head: CourseHead;
  rows: StructureRow[];
  /** In the admin's order (by id); a write moves the content's version (migration 0015). */
  repositories: RepositoryRow[];
  /** Each lecture's caption tracks, their URLs unsigned (a write moves the version: 0021). */
  captions: Map<number, CaptionTrack[]>;
}

/**
 * Each process keeps every course's structure (its columns, sections and lectures, drafts
 * included) per database, tagged with the content's version (`CONTENT_VERSION`, which every
 * content write moves: ADR 020). A read checks the version in its own statement, so a structure
 * an admin changed, in this process or another, is loaded again at once (issue 21).
 */
const structures = new WeakMap<Queryable, Map<number, Promise<CourseStructure>>>();

function courseStructure(db: Queryable, courseId: number, version: string) {
  let byCourse = structures.get(db);
  if (!byCourse) {
    byCourse = new Map();
    structures.set(db, byCourse);
  }
  const courses = byCourse;
  const held = courses.get(courseId);
  const fresh = async (): Promise<CourseStructure> => {
    const [head] = await db.query<CourseHead>(
      `select c.id, c.slug, c.title, c.description, c.cover_url, c.is_published,
              p.id as product_id, p.slug as product_slug, p.title as product_title,
              p.price_text as product_price_text, p.offer_url as product_offer_url
         from courses c join products p on p.id = c.product_id
        where c.id = $1`,
      [courseId],
    );
    if (!head) throw notFound('Curso não encontrado.');
    const rows = await db.query<StructureRow>(
      `select s.id as section_id, s.title as section_title,
              l.id, l.title, l.description, l.video_url, v.files_prefix as video_prefix,
              l.duration_seconds, l.is_free, l.is_published, l.scheduled_for
         from sections s
         left join lectures l on l.section_id = s.id
         left join video_uploads v on v.id = l.video_upload_id and v.status = 'ready'
        where s.course_id = $1
        order by s.position, s.id, l.position, l.id`,
      [courseId],
    );
    const repositories = await db.query<RepositoryRow>(
      `select id, course_id, name, url, description, created_at
         from repositories where course_id = $1 order by id`,
      [courseId],
    );
    const lectureIds = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    const captions = await captionTracksOf(db, lectureIds, (_, url) => url);
    return { version, head, rows, repositories, captions };
  };
  const use = async () => {
    const current = await held?.catch(() => null);
    if (current?.version === version) return current;
    const loading = fresh();
    // Concurrent reads after a change share one load; a failed load is retried by the next.
    courses.set(courseId, loading);
    loading.catch(() => {
      if (courses.get(courseId) === loading) courses.delete(courseId);
    });
    return loading;
  };
  return use();
}

/**
 * A course as the player (or the admin) loads it, with the viewer's progress. Students never see
 * drafts; locked and unreleased lectures carry no video source. Positions are the same for every
 * viewer (ADR 009): published lectures are numbered in course order, and an admin's drafts after
 * them (published count + 1, + 2... in course order), so a draft never shifts a published lecture.
 * Counts and watched totals are over published lectures only.
 *
 * One statement per read: the content's version and what the viewer adds (enrollment, where they
 * stopped, and every lecture they watched or bookmarked, read from the primary keys alone: the
 * course's own are picked out of the structure, which costs less than joining to find them);
 * the structure comes from the process's copy at that version (`courseStructure`).
 */
export async function loadCourse(
  db: Queryable,
  viewer: Viewer | null,
  by: { slug: string } | { id: number },
  now: Date,
): Promise<Course | null> {
  const [mine] = await db.query<ViewerRow>(
    `select (${CONTENT_VERSION}) as version, c.id, c.is_published,
            exists (select 1 from enrollments e where e.user_id = $1 and e.product_id = c.product_id and ${grantsAccess()}) as enrolled,
            (select cp.lecture_id from course_progress cp
              where cp.course_id = c.id and cp.user_id = $1) as last_lecture_id,
            array(select lv.lecture_id from lecture_views lv where lv.user_id = $1) as watched,
            array(select b.lecture_id from bookmarks b where b.user_id = $1) as bookmarked,
            (select coalesce(json_agg(json_build_array(lp.lecture_id, lp.seconds, lp.updated_at)), '[]'::json)
               from lecture_positions lp
               join lectures l on l.id = lp.lecture_id
               join sections s on s.id = l.section_id
              where lp.user_id = $1 and s.course_id = c.id) as positions
       from courses c
      where ${'slug' in by ? 'c.slug = $2' : 'c.id = $2'}
        and (c.is_published or $3::boolean)`,
    // An unpublished course is unknown to students and guests (ADR 018); admins preview it.
    [viewerId(viewer), 'slug' in by ? by.slug : by.id, isAdmin(viewer)],
  );
  if (!mine) return null;
  const { head, rows, repositories, captions } = await courseStructure(db, mine.id, mine.version);
  const course = { ...head, enrolled: mine.enrolled, last_lecture_id: mine.last_lecture_id };
  const watchedIds = new Set(mine.watched);
  const bookmarkedIds = new Set(mine.bookmarked);
  const positions = new Map(
    mine.positions.map(([lectureId, seconds, savedAt]) => [
      lectureId,
      { seconds, saved_at: iso(new Date(savedAt)) },
    ]),
  );
  const admin = isAdmin(viewer);

  const sections: Section[] = [];
  const publishedCount = rows.filter((row) => row.id !== null && row.is_published).length;
  let published = 0;
  let drafts = 0;
  let watched = 0;
  for (const row of rows) {
    let section = sections.at(-1);
    if (section?.id !== row.section_id) {
      section = {
        id: row.section_id,
        course_id: course.id,
        title: row.section_title,
        position: sections.length + 1,
        lectures: [],
      };
      sections.push(section);
    }
    // Students never see drafts (nor learn they exist).
    if (row.id === null || (!row.is_published && !admin)) continue;
    const hasWatched = watchedIds.has(row.id);
    let position: number;
    if (row.is_published) {
      published += 1;
      position = published;
      if (hasWatched) watched += 1;
    } else {
      drafts += 1;
      position = publishedCount + drafts;
    }
    const locked = !canWatch(viewer, course.enrolled, row.is_free);
    const released = row.scheduled_for === null || new Date(row.scheduled_for) <= now;
    const lecture: Lecture = {
      id: row.id,
      section_id: row.section_id,
      title: row.title,
      position,
      has_watched: hasWatched,
      is_bookmarked: bookmarkedIds.has(row.id),
      is_free: row.is_free,
      is_published: row.is_published,
      is_locked: locked,
      scheduled_for: released ? null : iso(row.scheduled_for as Date),
      video_url: null,
      duration_seconds: row.duration_seconds,
      description: row.description,
    };
    if (canPlay(viewer, !locked, released)) {
      const prefix = row.video_prefix;
      // An uploaded video plays its HLS ladder; its files are signed by `withSignedMedia`.
      lecture.video_url = prefix ? storeMediaPath(`${prefix}/master.m3u8`) : row.video_url;
      if (prefix) {
        lecture.poster_url = storeMediaPath(`${prefix}/poster.jpg`);
        lecture.storyboard_url = storeMediaPath(`${prefix}/storyboard.vtt`);
      }
    }
    const saved = positions.get(row.id);
    if (saved && lecture.video_url !== null) lecture.saved_position = saved;
    const tracks = captions.get(row.id);
    if (tracks && lecture.video_url !== null) lecture.captions = tracks;
    section.lectures.push(lecture);
  }
  const visibleSections = admin ? sections : sections.filter((s) => s.lectures.length > 0);
  const lectureIds = new Set(visibleSections.flatMap((s) => s.lectures.map((l) => l.id)));
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    cover_url: course.cover_url,
    lectures_count: published,
    lectures_watched_count: watched,
    lectures_watched_percentage: percentage(watched, published),
    ...(drafts > 0 ? { drafts_count: drafts } : {}),
    // The switch, for the admin's editing screens (everyone else only ever sees published ones).
    ...(admin ? { is_published: course.is_published } : {}),
    last_lecture_id:
      course.last_lecture_id && lectureIds.has(course.last_lecture_id)
        ? course.last_lecture_id
        : null,
    product: { id: course.product_id, slug: course.product_slug, title: course.product_title },
    is_enrolled: course.enrolled,
    // What the sales page shows and links to (issue 37 §3, ADR 041).
    offer: { price_text: course.product_price_text, offer_url: course.product_offer_url },
    sections: visibleSections.map((s, i) => ({ ...s, position: i + 1 })),
    // Whoever may watch the course (its students, admins) gets its repositories (issue 33, item 16).
    ...(admin || course.enrolled
      ? {
          repositories: repositories.map((repository) => ({
            ...repository,
            created_at: iso(repository.created_at),
          })),
        }
      : {}),
  };
}

/**
 * The course as the player gets it: each video the viewer may play (the only ones `loadCourse`
 * leaves a `video_url` on) as a signed, short-lived `/media` URL. The admin's editing payloads
 * skip this and keep the stored URL, so saving a lecture never stores a signature.
 */
export async function withSignedMedia(course: Course, media: MediaSigner): Promise<Course> {
  const sign = await media.signer();
  return {
    ...course,
    sections: course.sections.map((section) => ({
      ...section,
      lectures: section.lectures.map((lecture) =>
        lecture.video_url === null
          ? lecture
          : {
              ...lecture,
              video_url: sign(lecture.id, lecture.video_url),
              ...(lecture.poster_url ? { poster_url: sign(lecture.id, lecture.poster_url) } : {}),
              ...(lecture.storyboard_url
                ? { storyboard_url: sign(lecture.id, lecture.storyboard_url) }
                : {}),
              ...(lecture.captions
                ? {
                    captions: lecture.captions.map((t) => ({ ...t, url: sign(lecture.id, t.url) })),
                  }
                : {}),
            },
      ),
    })),
  };
}

export interface LectureAccess {
  id: number;
  courseId: number;
  productId: number;
  canComment: boolean;
  /** The viewer is a student of the lecture's product. */
  enrolled: boolean;
  /** The viewer may see it at all (published in a published course, or an admin). */
  visible: boolean;
  /** The viewer may watch it (enrolled, free or admin). */
  unlocked: boolean;
  released: boolean;
}

/** What a viewer may do with one lecture; null when it does not exist. */
export async function lectureAccess(
  db: Queryable,
  lectureId: number,
  viewer: Viewer | null,
  now: Date,
): Promise<LectureAccess | null> {
  const [row] = await db.query<{
    id: number;
    course_id: number;
    product_id: number;
    can_comment: boolean;
    is_free: boolean;
    is_published: boolean;
    course_published: boolean;
    scheduled_for: Date | null;
    enrolled: boolean;
  }>(
    `select l.id, s.course_id, c.product_id, p.can_comment, l.is_free, l.is_published, l.scheduled_for,
            c.is_published as course_published,
            exists (select 1 from enrollments e where e.user_id = $2 and e.product_id = c.product_id and ${grantsAccess()}) as enrolled
       from lectures l
       join sections s on s.id = l.section_id
       join courses c on c.id = s.course_id
       join products p on p.id = c.product_id
      where l.id = $1`,
    [lectureId, viewerId(viewer)],
  );
  if (!row) return null;
  return {
    id: row.id,
    courseId: row.course_id,
    productId: row.product_id,
    canComment: row.can_comment,
    enrolled: row.enrolled,
    // A lecture of an unpublished course is as unknown as a draft (ADR 018).
    visible: (row.is_published && row.course_published) || isAdmin(viewer),
    unlocked: canWatch(viewer, row.enrolled, row.is_free),
    released: row.scheduled_for === null || new Date(row.scheduled_for) <= now,
  };
}

/**
 * A lecture the viewer may use: 404 when they cannot see it (unknown, or a draft to a student),
 * 403 when it is locked, and with `released`, 403 while it is scheduled for later.
 */
export async function usableLecture(
  db: Queryable,
  lectureId: number,
  viewer: Viewer,
  now: Date,
  { released = false } = {},
): Promise<LectureAccess> {
  const access = await lectureAccess(db, lectureId, viewer, now);
  if (!access?.visible) throw notFound('Aula não encontrada.');
  if (!access.unlocked) throw forbidden();
  if (released && !access.released) {
    throw new HttpError(403, 'ServerErrorException', 'Esta aula ainda não foi liberada.');
  }
  return access;
}

/** A course's watched totals for one viewer, over its published lectures (ADR 009). */
export async function courseTotals(db: Queryable, courseId: number, viewer: Viewer) {
  const [row] = await db.query<{ total: number; watched: number }>(
    `select count(l.id)::int as total, count(lv.lecture_id)::int as watched
       from sections s
       join lectures l on l.section_id = s.id and l.is_published
       left join lecture_views lv on lv.lecture_id = l.id and lv.user_id = $2
      where s.course_id = $1`,
    [courseId, viewer.id],
  );
  const total = row?.total ?? 0;
  const watched = row?.watched ?? 0;
  return {
    lectures_watched_count: watched,
    lectures_watched_percentage: percentage(watched, total),
  };
}

/** Which published lectures `positionedLectures` reads, and in what order. */
export type PositionedLectureFilter =
  | { free: true }
  | {
      /** Scheduled after this instant, soonest first, 50 at most. */
      scheduledAfter: Date;
      /** Every course's (an admin's, unpublished ones too: ADR 018), or published courses'... */
      courses: 'all' | 'published' | { enrolledUserId: number };
    };

/**
 * Published lectures with their course-wide position (what the player's route uses: published
 * lectures in course order, as `loadCourse` numbers them, ADR 009), for the home page's lists:
 * the free ones of published courses, or the scheduled ones.
 */
export async function positionedLectures(db: Queryable, filter: PositionedLectureFilter) {
  let where: Sql;
  let tail: Sql;
  if ('free' in filter) {
    where = sql`l.is_free and l.course_published`;
    tail = sql`order by l.course_id, l.position`;
  } else {
    const after = sql`l.scheduled_for > ${filter.scheduledAfter.toISOString()}::timestamptz`;
    const { courses } = filter;
    where =
      courses === 'all'
        ? after
        : courses === 'published'
          ? sql`${after} and l.course_published`
          : sql`${after} and l.course_published and l.product_id in
                  (select e.product_id from enrollments e
                    where e.user_id = ${courses.enrolledUserId} and ${sql.raw(grantsAccess())})`;
    tail = sql`order by l.scheduled_for, l.id limit 50`;
  }
  return run<{
    id: number;
    title: string;
    position: number;
    scheduled_for: Date | null;
    duration_seconds: number | null;
    course_id: number;
    course_slug: string;
    course_title: string;
    /** The folder of its ready uploaded video (HLS ladder, poster); null without one. */
    video_prefix: string | null;
  }>(
    db,
    sql`select * from (
       select l.id, l.title, l.scheduled_for, l.duration_seconds, l.is_free,
              v.files_prefix as video_prefix,
              c.id as course_id, c.slug as course_slug, c.title as course_title, c.product_id,
              c.is_published as course_published,
              row_number() over (partition by c.id order by s.position, s.id, l.position, l.id)::int as position
         from lectures l
         join sections s on s.id = l.section_id
         join courses c on c.id = s.course_id
         left join video_uploads v on v.id = l.video_upload_id and v.status = 'ready'
        where l.is_published
     ) l
     where ${where}
     ${tail}`,
  );
}
