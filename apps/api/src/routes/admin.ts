import type { CourseInput, CourseSort, LectureInput, SubscriptionStatus } from '@aula/contract';
import type { Queryable } from '../db/database';
import type { Viewer } from '../env';
import { fieldError, HttpError, notFound, VALIDATION_MESSAGE } from '../http';
import {
  courseSummaries,
  grantsAccess,
  iso,
  isoOrNull,
  loadCourse,
  pageMeta,
  percentage,
} from '../queries/catalog';
import { sanitizeRichText } from '../queries/rich-text';
import { dropCovers } from './covers';
import type { Handlers } from './define';

type AdminEndpoint =
  | 'listCourses'
  | 'createCourse'
  | 'getCourse'
  | 'updateCourse'
  | 'deleteCourse'
  | 'deleteCourses'
  | 'listSections'
  | 'createSection'
  | 'updateSection'
  | 'deleteSection'
  | 'rankSections'
  | 'createLecture'
  | 'updateLecture'
  | 'deleteLecture'
  | 'rankLectures'
  | 'listCourseStudents'
  | 'listRepositories'
  | 'createRepository'
  | 'updateRepository'
  | 'deleteRepository';

const courseNotFound = () => notFound('Curso não encontrado.');

async function requireCourse(db: Queryable, id: number) {
  const [row] = await db.query<{ id: number; product_id: number }>(
    'select id, product_id from courses where id = $1',
    [id],
  );
  if (!row) throw courseNotFound();
  return row;
}

async function requireSection(db: Queryable, courseId: number, sectionId: number) {
  const [row] = await db.query<{ id: number }>(
    'select id from sections where id = $1 and course_id = $2',
    [sectionId, courseId],
  );
  if (!row) throw notFound('Seção não encontrada.');
  return row;
}

/** A `section_id` in a body that is not one of the course's sections: a 422 on that field. */
async function requireSectionField(db: Queryable, courseId: number, sectionId: number) {
  await requireSection(db, courseId, sectionId).catch(() => {
    throw fieldError('section_id', 'A seção escolhida não pertence a este curso.');
  });
}

interface RepositoryRow {
  id: number;
  course_id: number;
  name: string;
  url: string;
  description: string | null;
  created_at: Date;
}
const toRepository = (row: RepositoryRow) => ({ ...row, created_at: iso(row.created_at) });

async function checkCourseInput(db: Queryable, body: CourseInput, exceptId: number | null) {
  const [product] = await db.query('select 1 from products where id = $1', [body.product_id]);
  if (!product) throw fieldError('product_id', 'O produto escolhido não existe.');
  const [taken] = await db.query('select 1 from courses where slug = $1 and id <> $2', [
    body.slug,
    exceptId ?? 0,
  ]);
  if (taken) throw fieldError('slug', 'Este endereço (slug) já está em uso por outro curso.');
}

/** One course as the admin endpoints answer it (the list's columns). */
export async function summary(db: Queryable, viewer: Viewer, id: number) {
  const [course] = await adminSummaries(db, viewer, [id]);
  if (!course) throw courseNotFound();
  return course;
}

/** `%`, `_` and `\` in a search term are matched as themselves, not as `like` wildcards. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The admin list's rows before paging (ADR 016): `$1` a `like` pattern or null, `$2` a product id
 * or null, `$3` `published` / `draft` or null. The status is the course's `is_published` column
 * (ADR 018; ADR 016 derived it from the lectures).
 */
const ADMIN_LIST = `with listed as (
  select * from (
    select c.id, c.title, c.updated_at, c.is_published,
           (select count(*) from enrollments e
             where e.product_id = c.product_id and ${grantsAccess('e')})::int as students_count
      from courses c
     where ($1::text is null or c.title ilike $1 escape '\\' or c.slug ilike $1 escape '\\')
       and ($2::int is null or c.product_id = $2)
  ) rows
  where $3::text is null or is_published = ($3::text = 'published')
)`;

/**
 * One page of a course's students (ADR 019) in one statement: every subscription to the course's
 * product, whatever its state. `$1` product, `$2` a `like` pattern or null, `$3` a status or null,
 * `$4` course, `$5` limit, `$6` offset. The total comes on every row, and alone (a row of nulls)
 * when the page is past the end. Lecture positions are the player's (ADR 009): published lectures
 * in course order, then drafts.
 */
const COURSE_STUDENTS = `with students as (
  select u.id, u.name, u.email, u.avatar_url, e.status, e.created_at as enrolled_at
    from enrollments e join users u on u.id = e.user_id
   where e.product_id = $1
     and ($2::text is null or u.name ilike $2 escape '\\' or u.email ilike $2 escape '\\')
     and ($3::text is null or e.status = $3)
), numbered as (
  select l.id, l.title, l.is_published,
         row_number() over (order by (not l.is_published), s.position, s.id, l.position, l.id)::int as position
    from lectures l join sections s on s.id = l.section_id
   where s.course_id = $4
)
select t.total, p.*,
       (select count(*) from numbered where is_published)::int as published,
       (select count(*) from lecture_views lv join numbered n on n.id = lv.lecture_id and n.is_published
         where lv.user_id = p.id)::int as watched,
       last.id as last_lecture_id, last.title as last_lecture_title, last.position as last_lecture_position,
       greatest(cp.updated_at,
                (select max(lv.created_at) from lecture_views lv join numbered n on n.id = lv.lecture_id
                  where lv.user_id = p.id)) as last_accessed_at
  from (select count(*)::int as total from students) t
  left join lateral (
    select * from students order by lower(name), id limit $5 offset $6
  ) p on true
  left join course_progress cp on cp.user_id = p.id and cp.course_id = $4
  left join numbered last on last.id = cp.lecture_id
 order by lower(p.name), p.id`;

interface CourseStudentRow {
  total: number;
  id: number | null;
  name: string;
  email: string;
  avatar_url: string | null;
  status: SubscriptionStatus;
  enrolled_at: Date;
  published: number;
  watched: number;
  last_lecture_id: number | null;
  last_lecture_title: string | null;
  last_lecture_position: number | null;
  last_accessed_at: Date | null;
}

/** The `sort` values as SQL orders; ties go by title, then id, so pages never overlap. */
const ADMIN_SORTS: Record<CourseSort, string> = {
  title: 'lower(title), id',
  '-title': 'lower(title) desc, id desc',
  updated_at: 'updated_at, lower(title), id',
  '-updated_at': 'updated_at desc, lower(title), id',
  students: 'students_count, lower(title), id',
  '-students': 'students_count desc, lower(title), id',
};

/** Course summaries with the admin list's columns, in the order of `ids`. */
async function adminSummaries(db: Queryable, viewer: Viewer, ids: number[]) {
  if (ids.length === 0) return [];
  const courses = await courseSummaries(db, viewer, 'c.id = any($2::int[])', [ids]);
  const extras = await db.query<{
    id: number;
    product_id: number;
    product_slug: string;
    product_title: string;
    updated_at: Date;
    students_count: number;
    is_published: boolean;
  }>(
    `select c.id, p.id as product_id, p.slug as product_slug, p.title as product_title,
            c.updated_at, c.is_published,
            (select count(*) from enrollments e
              where e.product_id = c.product_id and ${grantsAccess('e')})::int as students_count
       from courses c join products p on p.id = c.product_id
      where c.id = any($1::int[])`,
    [ids],
  );
  const byId = new Map(extras.map((row) => [row.id, row]));
  const summaries = new Map(courses.map((course) => [course.id, course]));
  return ids.flatMap((courseId) => {
    const course = summaries.get(courseId);
    const extra = byId.get(courseId);
    if (!course || !extra) return [];
    const { product_id: _, ...rest } = course;
    return [
      {
        ...rest,
        product: { id: extra.product_id, slug: extra.product_slug, title: extra.product_title },
        students_count: extra.students_count,
        is_published: extra.is_published,
        updated_at: iso(extra.updated_at),
      },
    ];
  });
}

/** The course as the admin sees it now; the handlers pick what they just wrote from it. */
async function adminCourse(db: Queryable, viewer: Viewer, courseId: number, now: Date) {
  const course = await loadCourse(db, viewer, { id: courseId }, now);
  if (!course) throw courseNotFound();
  return course;
}

async function sectionWithLectures(
  db: Queryable,
  viewer: Viewer,
  courseId: number,
  sectionId: number,
  now: Date,
) {
  const section = (await adminCourse(db, viewer, courseId, now)).sections.find(
    (s) => s.id === sectionId,
  );
  if (!section) throw notFound('Seção não encontrada.');
  return section;
}

async function lectureOf(
  db: Queryable,
  viewer: Viewer,
  courseId: number,
  lectureId: number,
  now: Date,
) {
  const lectures = (await adminCourse(db, viewer, courseId, now)).sections.flatMap(
    (s) => s.lectures,
  );
  const lecture = lectures.find((l) => l.id === lectureId);
  if (!lecture) throw notFound('Aula não encontrada.');
  return lecture;
}

const STALE_ORDER = 'A nova ordem deve conter cada item exatamente uma vez.';

/** True when `ids` names each of `known` exactly once, and nothing else. */
function sameSet(ids: readonly number[], known: ReadonlySet<number>) {
  const unique = new Set(ids);
  return (
    unique.size === ids.length && unique.size === known.size && ids.every((id) => known.has(id))
  );
}

/** Writes positions 1..n in the order of `ids` (and, for lectures, their section). */
async function writeOrder(tx: Queryable, table: 'sections' | 'lectures', ids: number[]) {
  await tx.query(
    `update ${table} t set position = o.position
       from unnest($1::int[]) with ordinality as o(id, position)
      where t.id = o.id`,
    [ids],
  );
}

/**
 * Renumbers a scope's rows 1..n in their current order: after a delete or a move, positions stay
 * dense (ADR 020), so the next ranking, insert and the player's numbering never see a gap.
 */
async function densify(
  tx: Queryable,
  table: 'sections' | 'lectures',
  scope: string,
  scopeId: number,
) {
  await tx.query(
    `update ${table} t set position = o.position
       from (select id, row_number() over (order by position, id)::int as position
               from ${table} where ${scope} = $1) o
      where t.id = o.id and t.position <> o.position`,
    [scopeId],
  );
}

/** Locks the course row: content writes of one course run one after the other (dense positions). */
async function lockCourse(tx: Queryable, courseId: number) {
  const [row] = await tx.query<{ id: number; product_id: number }>(
    'select id, product_id from courses where id = $1 for update',
    [courseId],
  );
  if (!row) throw courseNotFound();
  return row;
}

/** A content change moves the course's "updated at" (the admin list's column). */
async function touchCourse(tx: Queryable, courseId: number) {
  await tx.query('update courses set updated_at = now() where id = $1', [courseId]);
}

function lectureColumns(body: { [K in keyof LectureInput]?: LectureInput[K] | undefined }) {
  const columns: Record<string, unknown> = {};
  if (body.title !== undefined) columns.title = body.title;
  if (body.description !== undefined)
    columns.description = body.description === null ? null : sanitizeRichText(body.description);
  if (body.video_url !== undefined) columns.video_url = body.video_url;
  if (body.duration_seconds !== undefined) columns.duration_seconds = body.duration_seconds;
  if (body.is_free !== undefined) columns.is_free = body.is_free;
  if (body.is_published !== undefined) columns.is_published = body.is_published;
  if (body.scheduled_for !== undefined) columns.scheduled_for = body.scheduled_for;
  return columns;
}

export const adminHandlers: Pick<Handlers, AdminEndpoint> = {
  async listCourses({ db, viewer, query }) {
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const term = query.search?.trim();
    const params = [
      term ? `%${escapeLike(term)}%` : null,
      query.product_id ?? null,
      query.status ?? null,
    ];
    const [count] = await db.query<{ total: number }>(
      `${ADMIN_LIST} select count(*)::int as total from listed`,
      params,
    );
    const total = count?.total ?? 0;
    const ordered = await db.query<{ id: number }>(
      `${ADMIN_LIST} select id from listed order by ${ADMIN_SORTS[query.sort ?? 'title']}
        limit $4 offset $5`,
      [...params, perPage, (page - 1) * perPage],
    );
    return {
      data: await adminSummaries(
        db,
        viewer,
        ordered.map((row) => row.id),
      ),
      meta: pageMeta(page, perPage, total),
    };
  },

  async createCourse({ db, viewer, body }) {
    await checkCourseInput(db, body, null);
    const [row] = await db.query<{ id: number }>(
      `insert into courses (product_id, slug, title, description, cover_url, is_published)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        body.product_id,
        body.slug,
        body.title,
        body.description ?? null,
        body.cover_url ?? null,
        // A new course is a draft unless the body says otherwise (ADR 018).
        body.is_published ?? false,
      ],
    );
    if (!row) throw new Error('course insert returned nothing');
    return { data: await summary(db, viewer, row.id) };
  },

  async getCourse({ db, viewer, params, now }) {
    return { data: await adminCourse(db, viewer, params.id, now()) };
  },

  async updateCourse({ db, viewer, params, body }) {
    await requireCourse(db, params.id);
    await checkCourseInput(db, body, params.id);
    await db.query(
      // Absent `cover_url` and `is_published` keep theirs (the cover has its own endpoints).
      `update courses set product_id = $2, slug = $3, title = $4, description = $5,
              cover_url = case when $7::boolean then $6::text else cover_url end,
              is_published = coalesce($8::boolean, is_published),
              updated_at = now() where id = $1`,
      [
        params.id,
        body.product_id,
        body.slug,
        body.title,
        body.description ?? null,
        body.cover_url ?? null,
        body.cover_url !== undefined,
        body.is_published ?? null,
      ],
    );
    return { data: await summary(db, viewer, params.id) };
  },

  async deleteCourse(services) {
    const removed = await services.db.query<{ cover_url: string | null }>(
      'delete from courses where id = $1 returning cover_url',
      [services.params.id],
    );
    if (removed.length === 0) throw courseNotFound();
    // Its content goes with it (cascade, ADR 020); its cover file too.
    await dropCovers(
      services,
      removed.map((row) => row.cover_url),
    );
    return undefined;
  },

  async deleteCourses(services) {
    // All or nothing: ids that no longer exist are fine (deleted elsewhere).
    const removed = await services.db.transaction((tx) =>
      tx.query<{ cover_url: string | null }>(
        'delete from courses where id = any($1::int[]) returning cover_url',
        [services.body.ids],
      ),
    );
    await dropCovers(
      services,
      removed.map((row) => row.cover_url),
    );
    return undefined;
  },

  async listSections({ db, viewer, params, now }) {
    return { data: (await adminCourse(db, viewer, params.id, now())).sections };
  },

  async createSection({ db, viewer, params, body, now }) {
    const row = await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const [inserted] = await tx.query<{ id: number }>(
        `insert into sections (course_id, title, position)
         values ($1, $2, (select coalesce(max(position), 0) + 1 from sections where course_id = $1))
         returning id`,
        [params.id, body.title],
      );
      await touchCourse(tx, params.id);
      return inserted;
    });
    if (!row) throw new Error('section insert returned nothing');
    return { data: await sectionWithLectures(db, viewer, params.id, row.id, now()) };
  },

  async updateSection({ db, viewer, params, body, now }) {
    await requireSection(db, params.id, params.sectionId);
    await db.transaction(async (tx) => {
      await tx.query('update sections set title = $1 where id = $2', [
        body.title,
        params.sectionId,
      ]);
      await touchCourse(tx, params.id);
    });
    return { data: await sectionWithLectures(db, viewer, params.id, params.sectionId, now()) };
  },

  async deleteSection({ db, params }) {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      await requireSection(tx, params.id, params.sectionId);
      await tx.query('delete from sections where id = $1', [params.sectionId]);
      await densify(tx, 'sections', 'course_id', params.id);
      await touchCourse(tx, params.id);
    });
    return undefined;
  },

  async rankSections({ db, params, body }) {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const current = await tx.query<{ id: number }>(
        'select id from sections where course_id = $1',
        [params.id],
      );
      if (!sameSet(body.ids, new Set(current.map((row) => row.id)))) {
        throw new HttpError(422, 'ValidationException', VALIDATION_MESSAGE, { ids: [STALE_ORDER] });
      }
      await writeOrder(tx, 'sections', body.ids);
      await touchCourse(tx, params.id);
    });
    return undefined;
  },

  async createLecture({ db, viewer, params, body, now }) {
    const columns = lectureColumns(body);
    const names = Object.keys(columns);
    const row = await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      await requireSectionField(tx, params.id, body.section_id);
      const [inserted] = await tx.query<{ id: number }>(
        `insert into lectures (section_id, position${names.map((n) => `, ${n}`).join('')})
         values ($1, (select coalesce(max(position), 0) + 1 from lectures where section_id = $1)${names
           .map((_, i) => `, $${i + 2}`)
           .join('')})
         returning id`,
        [body.section_id, ...Object.values(columns)],
      );
      await touchCourse(tx, params.id);
      return inserted;
    });
    if (!row) throw new Error('lecture insert returned nothing');
    return { data: await lectureOf(db, viewer, params.id, row.id, now()) };
  },

  async updateLecture({ db, viewer, params, body, now }) {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const [current] = await tx.query<{ section_id: number }>(
        `select l.section_id from lectures l join sections s on s.id = l.section_id
          where l.id = $1 and s.course_id = $2`,
        [params.lectureId, params.id],
      );
      if (!current) throw notFound('Aula não encontrada.');
      const columns = lectureColumns(body);
      const moved = body.section_id !== undefined && body.section_id !== current.section_id;
      if (moved && body.section_id !== undefined) {
        await requireSectionField(tx, params.id, body.section_id);
        columns.section_id = body.section_id;
        // Moved: it goes to the end of its new section.
        const [end] = await tx.query<{ next: number }>(
          'select coalesce(max(position), 0) + 1 as next from lectures where section_id = $1',
          [body.section_id],
        );
        columns.position = end?.next ?? 1;
      }
      const names = Object.keys(columns);
      if (names.length === 0) return;
      await tx.query(
        `update lectures set ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} where id = $1`,
        [params.lectureId, ...Object.values(columns)],
      );
      if (moved) await densify(tx, 'lectures', 'section_id', current.section_id);
      await touchCourse(tx, params.id);
    });
    return { data: await lectureOf(db, viewer, params.id, params.lectureId, now()) };
  },

  async deleteLecture({ db, params }) {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const [removed] = await tx.query<{ section_id: number }>(
        `delete from lectures l using sections s
          where l.section_id = s.id and l.id = $1 and s.course_id = $2 returning l.section_id`,
        [params.lectureId, params.id],
      );
      if (!removed) throw notFound('Aula não encontrada.');
      await densify(tx, 'lectures', 'section_id', removed.section_id);
      await touchCourse(tx, params.id);
    });
    return undefined;
  },

  async rankLectures({ db, params, body }) {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const sectionIds = body.sections.map((section) => section.id);
      const owned = await tx.query<{ id: number }>(
        'select id from sections where course_id = $1 and id = any($2::int[])',
        [params.id, sectionIds],
      );
      if (new Set(sectionIds).size !== sectionIds.length || owned.length !== sectionIds.length) {
        throw fieldError('sections', 'Cada seção deve ser deste curso e aparecer uma vez.');
      }
      const current = await tx.query<{ id: number }>(
        'select id from lectures where section_id = any($1::int[])',
        [sectionIds],
      );
      const ids = body.sections.flatMap((section) => section.lecture_ids);
      if (!sameSet(ids, new Set(current.map((row) => row.id)))) {
        throw fieldError('sections', STALE_ORDER);
      }
      for (const section of body.sections) {
        if (section.lecture_ids.length === 0) continue;
        await tx.query('update lectures set section_id = $1 where id = any($2::int[])', [
          section.id,
          section.lecture_ids,
        ]);
        await writeOrder(tx, 'lectures', section.lecture_ids);
      }
      await touchCourse(tx, params.id);
    });
    return undefined;
  },

  async listCourseStudents({ db, params, query }) {
    const course = await requireCourse(db, params.id);
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const term = query.search?.trim();
    const rows = await db.query<CourseStudentRow>(COURSE_STUDENTS, [
      course.product_id,
      term ? `%${escapeLike(term)}%` : null,
      query.status ?? null,
      course.id,
      perPage,
      (page - 1) * perPage,
    ]);
    const students = rows.filter(
      (row): row is CourseStudentRow & { id: number } => row.id !== null,
    );
    return {
      data: students.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        avatar_url: row.avatar_url,
        lectures_watched_percentage: percentage(row.watched, row.published),
        last_lecture:
          row.last_lecture_id === null || row.last_lecture_position === null
            ? null
            : {
                id: row.last_lecture_id,
                title: row.last_lecture_title ?? '',
                position: row.last_lecture_position,
              },
        last_accessed_at: isoOrNull(row.last_accessed_at),
        subscription_status: row.status,
        enrolled_at: iso(row.enrolled_at),
      })),
      meta: pageMeta(page, perPage, rows[0]?.total ?? 0),
    };
  },

  async listRepositories({ db, params }) {
    await requireCourse(db, params.id);
    const rows = await db.query<RepositoryRow>(
      'select * from repositories where course_id = $1 order by id',
      [params.id],
    );
    return { data: rows.map(toRepository) };
  },

  async createRepository({ db, params, body }) {
    await requireCourse(db, params.id);
    const [row] = await db.query<RepositoryRow>(
      'insert into repositories (course_id, name, url, description) values ($1, $2, $3, $4) returning *',
      [params.id, body.name, body.url, body.description || null],
    );
    if (!row) throw new Error('repository insert returned nothing');
    return { data: toRepository(row) };
  },

  async updateRepository({ db, params, body }) {
    const [row] = await db.query<RepositoryRow>(
      `update repositories set name = $3, url = $4, description = $5
        where id = $1 and course_id = $2 returning *`,
      [params.repoId, params.id, body.name, body.url, body.description || null],
    );
    if (!row) throw notFound('Repositório não encontrado.');
    return { data: toRepository(row) };
  },

  async deleteRepository({ db, params }) {
    const removed = await db.query(
      'delete from repositories where id = $1 and course_id = $2 returning id',
      [params.repoId, params.id],
    );
    if (removed.length === 0) throw notFound('Repositório não encontrado.');
    return undefined;
  },
};
