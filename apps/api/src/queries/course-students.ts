import type { SubscriptionStatus } from '@aula/contract';
import type { Queryable } from '../db/database';
import { escapeLike, run, type Sql, sql } from '../db/sql';
import { iso, isoOrNull, percentage } from './catalog';

/** The course-students list's filters (ADR 019). */
export interface CourseStudentFilter {
  search?: string | undefined;
  status?: SubscriptionStatus | undefined;
}

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

/**
 * One page of a course's students (ADR 019) in one statement: every subscription to the course's
 * product, whatever its state, with each filter's condition only when it is given. The total
 * comes on every row, and alone (a row of nulls) when the page is past the end. Lecture positions
 * are the player's (ADR 009): published lectures in course order, then drafts.
 */
export async function courseStudentsPage(
  db: Queryable,
  course: { id: number; product_id: number },
  filter: CourseStudentFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  const conditions: Sql[] = [sql`e.product_id = ${course.product_id}`];
  const term = filter.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(
      sql`(u.name ilike ${pattern} escape '\\' or u.email ilike ${pattern} escape '\\')`,
    );
  }
  if (filter.status !== undefined) conditions.push(sql`e.status = ${filter.status}`);
  const rows = await run<CourseStudentRow>(
    db,
    sql`with students as (
  select u.id, u.name, u.email, u.avatar_url, e.status, e.created_at as enrolled_at
    from enrollments e join users u on u.id = e.user_id
   where ${sql.join(conditions, ' and ')}
), numbered as (
  select l.id, l.title, l.is_published,
         row_number() over (order by (not l.is_published), s.position, s.id, l.position, l.id)::int as position
    from lectures l join sections s on s.id = l.section_id
   where s.course_id = ${course.id}
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
    select * from students order by lower(name), id limit ${limit} offset ${offset}
  ) p on true
  left join course_progress cp on cp.user_id = p.id and cp.course_id = ${course.id}
  left join numbered last on last.id = cp.lecture_id
 order by lower(p.name), p.id`,
  );
  const students = rows.filter((row): row is CourseStudentRow & { id: number } => row.id !== null);
  return {
    total: rows[0]?.total ?? 0,
    students: students.map((row) => ({
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
  };
}
