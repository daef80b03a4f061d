import type { CourseInput, CourseSort, LectureInput } from '@aula/contract';
import type { Db, Queryable } from '../db/database';
import type { Viewer } from '../env';
import { fieldError, HttpError, notFound, VALIDATION_MESSAGE } from '../http';
import {
  courseSummaries,
  grantsAccess,
  iso,
  loadCourse,
  pageMeta,
  percentage,
} from '../queries/catalog';
import { sanitizeRichText } from '../queries/rich-text';
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

/**
 * The new order must name exactly the current items, each once: anything else is a stale
 * screen, refused whole rather than half-applied.
 */
async function rank(
  db: Db,
  table: 'sections' | 'lectures',
  scope: string,
  scopeId: number,
  ids: number[],
) {
  await db.transaction(async (tx) => {
    const current = await tx.query<{ id: number }>(
      `select id from ${table} where ${scope} = $1 for update`,
      [scopeId],
    );
    const known = new Set(current.map((r) => r.id));
    const unique = new Set(ids);
    if (
      unique.size !== ids.length ||
      unique.size !== known.size ||
      ids.some((id) => !known.has(id))
    ) {
      throw new HttpError(422, 'ValidationException', VALIDATION_MESSAGE, {
        ids: ['A nova ordem deve conter cada item exatamente uma vez.'],
      });
    }
    await tx.query(
      `update ${table} t set position = o.position
         from unnest($1::int[]) with ordinality as o(id, position)
        where t.id = o.id`,
      [ids],
    );
  });
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

  async deleteCourse({ db, params }) {
    const removed = await db.query('delete from courses where id = $1 returning id', [params.id]);
    if (removed.length === 0) throw courseNotFound();
    return undefined;
  },

  async deleteCourses({ db, body }) {
    // All or nothing: ids that no longer exist are fine (deleted elsewhere).
    await db.transaction((tx) =>
      tx.query('delete from courses where id = any($1::int[])', [body.ids]),
    );
    return undefined;
  },

  async listSections({ db, viewer, params, now }) {
    return { data: (await adminCourse(db, viewer, params.id, now())).sections };
  },

  async createSection({ db, viewer, params, body, now }) {
    await requireCourse(db, params.id);
    const [row] = await db.query<{ id: number }>(
      `insert into sections (course_id, title, position)
       values ($1, $2, (select coalesce(max(position), 0) + 1 from sections where course_id = $1))
       returning id`,
      [params.id, body.title],
    );
    if (!row) throw new Error('section insert returned nothing');
    return { data: await sectionWithLectures(db, viewer, params.id, row.id, now()) };
  },

  async updateSection({ db, viewer, params, body, now }) {
    await requireSection(db, params.id, params.sectionId);
    await db.query('update sections set title = $1 where id = $2', [body.title, params.sectionId]);
    return { data: await sectionWithLectures(db, viewer, params.id, params.sectionId, now()) };
  },

  async deleteSection({ db, params }) {
    await requireSection(db, params.id, params.sectionId);
    await db.query('delete from sections where id = $1', [params.sectionId]);
    return undefined;
  },

  async rankSections({ db, params, body }) {
    await requireCourse(db, params.id);
    await rank(db, 'sections', 'course_id', params.id, body.ids);
    return undefined;
  },

  async createLecture({ db, viewer, params, body, now }) {
    await requireCourse(db, params.id);
    await requireSectionField(db, params.id, body.section_id);
    const columns = lectureColumns(body);
    const names = Object.keys(columns);
    const [row] = await db.query<{ id: number }>(
      `insert into lectures (section_id, position${names.map((n) => `, ${n}`).join('')})
       values ($1, (select coalesce(max(position), 0) + 1 from lectures where section_id = $1)${names
         .map((_, i) => `, $${i + 2}`)
         .join('')})
       returning id`,
      [body.section_id, ...Object.values(columns)],
    );
    if (!row) throw new Error('lecture insert returned nothing');
    return { data: await lectureOf(db, viewer, params.id, row.id, now()) };
  },

  async updateLecture({ db, viewer, params, body, now }) {
    const [current] = await db.query<{ section_id: number }>(
      `select l.section_id from lectures l join sections s on s.id = l.section_id
        where l.id = $1 and s.course_id = $2`,
      [params.lectureId, params.id],
    );
    if (!current) throw notFound('Aula não encontrada.');
    const columns = lectureColumns(body);
    if (body.section_id !== undefined && body.section_id !== current.section_id) {
      await requireSectionField(db, params.id, body.section_id);
      columns.section_id = body.section_id;
      // Moved: it goes to the end of its new section.
      const [end] = await db.query<{ next: number }>(
        'select coalesce(max(position), 0) + 1 as next from lectures where section_id = $1',
        [body.section_id],
      );
      columns.position = end?.next ?? 1;
    }
    const names = Object.keys(columns);
    if (names.length > 0) {
      await db.query(
        `update lectures set ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} where id = $1`,
        [params.lectureId, ...Object.values(columns)],
      );
    }
    return { data: await lectureOf(db, viewer, params.id, params.lectureId, now()) };
  },

  async deleteLecture({ db, params }) {
    const removed = await db.query(
      `delete from lectures l using sections s
        where l.section_id = s.id and l.id = $1 and s.course_id = $2 returning l.id`,
      [params.lectureId, params.id],
    );
    if (removed.length === 0) throw notFound('Aula não encontrada.');
    return undefined;
  },

  async rankLectures({ db, params, body }) {
    await requireSectionField(db, params.id, body.section_id);
    await rank(db, 'lectures', 'section_id', body.section_id, body.ids);
    return undefined;
  },

  async listCourseStudents({ db, params, query }) {
    const course = await requireCourse(db, params.id);
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const search = query.search?.trim() ? `%${query.search.trim()}%` : null;
    const from = `from enrollments e join users u on u.id = e.user_id
      where e.product_id = $1 and ${grantsAccess()} and ($2::text is null or u.name ilike $2 or u.email ilike $2)`;
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, [
      course.product_id,
      search,
    ]);
    const [totals] = await db.query<{ total: number }>(
      `select count(*)::int as total from lectures l join sections s on s.id = l.section_id
        where s.course_id = $1 and l.is_published`,
      [course.id],
    );
    const rows = await db.query<{
      id: number;
      name: string;
      email: string;
      avatar_url: string | null;
      enrolled_at: Date;
      watched: number;
    }>(
      `select u.id, u.name, u.email, u.avatar_url, e.created_at as enrolled_at,
              (select count(*)::int from lecture_views lv
                 join lectures l on l.id = lv.lecture_id and l.is_published
                 join sections s on s.id = l.section_id
                where lv.user_id = u.id and s.course_id = $5) as watched
         ${from}
        order by u.name, u.id limit $3 offset $4`,
      [course.product_id, search, perPage, (page - 1) * perPage, course.id],
    );
    const total = count?.total ?? 0;
    return {
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        avatar_url: row.avatar_url,
        enrolled_at: iso(row.enrolled_at),
        lectures_watched_percentage: percentage(row.watched, totals?.total ?? 0),
      })),
      meta: pageMeta(page, perPage, total),
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
