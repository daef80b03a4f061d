import type { CourseInput, CourseSort, CourseStatus } from '@aula/contract';
import type { Queryable } from '../db/database';
import { escapeLike, run, type Sql, sql } from '../db/sql';
import type { Viewer } from '../env';
import { courseSummaries, grantsAccess, iso } from './catalog';

/** The admin list's filters (ADR 016); the status is the course's `is_published` (ADR 018). */
export interface CourseListFilter {
  search?: string | undefined;
  productId?: number | undefined;
  status?: CourseStatus | undefined;
}

/** The course's granting subscriptions, over `courses c`. */
const STUDENTS_COUNT = sql`(select count(*) from enrollments e
  where e.product_id = c.product_id and ${sql.raw(grantsAccess('e'))})::int`;

/** The filters as a `where` over `courses c`: each condition only when its filter is given. */
function courseListWhere(filter: CourseListFilter): Sql {
  const conditions: Sql[] = [];
  const term = filter.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(
      sql`(c.title ilike ${pattern} escape '\\' or c.slug ilike ${pattern} escape '\\')`,
    );
  }
  if (filter.productId !== undefined) conditions.push(sql`c.product_id = ${filter.productId}`);
  if (filter.status !== undefined) {
    conditions.push(sql`c.is_published = ${filter.status === 'published'}`);
  }
  return conditions.length > 0 ? sql`where ${sql.join(conditions, ' and ')}` : sql.empty;
}

/** The `sort` values as SQL orders; ties go by title, then id, so pages never overlap. */
const COURSE_SORTS: Record<CourseSort, string> = {
  title: 'lower(title), id',
  '-title': 'lower(title) desc, id desc',
  updated_at: 'updated_at, lower(title), id',
  '-updated_at': 'updated_at desc, lower(title), id',
  students: 'students_count, lower(title), id',
  '-students': 'students_count desc, lower(title), id',
};

/** One page of the admin's course list: the matching total and the page's ids, in order. */
export async function courseListPage(
  db: Queryable,
  filter: CourseListFilter,
  sort: CourseSort,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = courseListWhere(filter);
  const [count] = await run<{ total: number }>(
    db,
    sql`select count(*)::int as total from courses c ${where}`,
  );
  const rows = await run<{ id: number }>(
    db,
    sql`select id from (
          select c.id, c.title, c.updated_at, ${STUDENTS_COUNT} as students_count
            from courses c ${where}
        ) listed
        order by ${sql.raw(COURSE_SORTS[sort])}
        limit ${limit} offset ${offset}`,
  );
  return { total: count?.total ?? 0, ids: rows.map((row) => row.id) };
}

/** Course summaries with the admin list's columns, in the order of `ids`. */
export async function adminCourseSummaries(db: Queryable, viewer: Viewer, ids: number[]) {
  if (ids.length === 0) return [];
  const courses = await courseSummaries(db, viewer, { ids });
  const extras = await run<{
    id: number;
    product_id: number;
    product_slug: string;
    product_title: string;
    updated_at: Date;
    students_count: number;
    is_published: boolean;
  }>(
    db,
    sql`select c.id, p.id as product_id, p.slug as product_slug, p.title as product_title,
               c.updated_at, c.is_published, ${STUDENTS_COUNT} as students_count
          from courses c join products p on p.id = c.product_id
         where c.id = any(${ids}::int[])`,
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

/** A course's id and product, or null; `forUpdate` locks its row until the transaction ends. */
export async function courseRow(db: Queryable, id: number, { forUpdate = false } = {}) {
  const [row] = await db.query<{ id: number; product_id: number }>(
    forUpdate
      ? 'select id, product_id from courses where id = $1 for update'
      : 'select id, product_id from courses where id = $1',
    [id],
  );
  return row ?? null;
}

export async function productExists(db: Queryable, id: number) {
  const [row] = await db.query('select 1 from products where id = $1', [id]);
  return row !== undefined;
}

/** Whether another course (not `exceptId`) has the slug. */
export async function slugTaken(db: Queryable, slug: string, exceptId: number | null) {
  const [row] = await db.query('select 1 from courses where slug = $1 and id <> $2', [
    slug,
    exceptId ?? 0,
  ]);
  return row !== undefined;
}

/** A new course; a draft unless the input says otherwise (ADR 018). Its id. */
export async function insertCourse(db: Queryable, input: CourseInput) {
  const [row] = await db.query<{ id: number }>(
    `insert into courses (product_id, slug, title, description, cover_url, is_published)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      input.product_id,
      input.slug,
      input.title,
      input.description ?? null,
      input.cover_url ?? null,
      input.is_published ?? false,
    ],
  );
  if (!row) throw new Error('course insert returned nothing');
  return row.id;
}

/** The course's columns; an absent `cover_url` or `is_published` keeps its own. */
export async function updateCourse(db: Queryable, id: number, input: CourseInput) {
  const columns = [
    sql`product_id = ${input.product_id}`,
    sql`slug = ${input.slug}`,
    sql`title = ${input.title}`,
    sql`description = ${input.description ?? null}`,
    // The cover has its own endpoints too (ADR 018).
    ...(input.cover_url !== undefined ? [sql`cover_url = ${input.cover_url}`] : []),
    ...(input.is_published !== undefined ? [sql`is_published = ${input.is_published}`] : []),
    sql`updated_at = now()`,
  ];
  await run(db, sql`update courses set ${sql.join(columns, ', ')} where id = ${id}`);
}

/** Deletes the courses (their content cascades, ADR 020); the covers they had. */
export async function deleteCourses(db: Queryable, ids: number[]) {
  const removed = await db.query<{ cover_url: string | null }>(
    'delete from courses where id = any($1::int[]) returning cover_url',
    [ids],
  );
  return removed.map((row) => row.cover_url);
}
