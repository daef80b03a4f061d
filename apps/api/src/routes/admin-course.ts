import { notFound } from '../http';
import { grantsAccess } from '../queries/catalog';
import type { Handlers } from './define';

interface OverviewRow {
  id: number;
  slug: string;
  title: string;
  is_published: boolean;
  sections_count: number;
  lectures_published_count: number;
  lectures_draft_count: number;
  lectures_scheduled_count: number;
  students_count: number;
  average_progress_percentage: number;
  comments_this_week_count: number;
}

/**
 * The admin course page's overview (ADR 017). One statement, plain SQL that PGlite and PostgreSQL
 * both run: "scheduled" is a published lecture whose release date is after `now`; "this week" is
 * the 7 days before `now`; the average progress is over the students (accounts whose subscription
 * to the course's product grants access now) of their watched share of the published lectures.
 */
export const adminCourseHandlers: Pick<Handlers, 'courseOverview'> = {
  async courseOverview({ db, params, now }) {
    const [row] = await db.query<OverviewRow>(
      `with course as (select id, slug, title, product_id, is_published from courses where id = $1),
            lecture as (
              select l.id, l.is_published, l.scheduled_for
                from lectures l join sections s on s.id = l.section_id
               where s.course_id = $1),
            student as (
              select distinct e.user_id from enrollments e join course c on c.product_id = e.product_id
               where ${grantsAccess('e')}),
            published as (select count(*)::int as total from lecture where is_published)
       select c.id, c.slug, c.title, c.is_published,
              (select count(*) from sections where course_id = c.id)::int as sections_count,
              (select count(*) from lecture
                where is_published and (scheduled_for is null or scheduled_for <= $2::timestamptz))::int
                as lectures_published_count,
              (select count(*) from lecture where not is_published)::int as lectures_draft_count,
              (select count(*) from lecture
                where is_published and scheduled_for > $2::timestamptz)::int as lectures_scheduled_count,
              (select count(*) from student)::int as students_count,
              coalesce((
                select round(avg(
                  (select count(*) from lecture_views lv join lecture l on l.id = lv.lecture_id
                    where l.is_published and lv.user_id = st.user_id) * 100.0 / p.total))
                  from student st cross join published p where p.total > 0), 0)::int
                as average_progress_percentage,
              (select count(*) from comments m join lecture l on l.id = m.lecture_id
                where m.created_at > $2::timestamptz - interval '7 days'
                  and m.created_at <= $2::timestamptz)::int as comments_this_week_count
         from course c`,
      [params.id, now()],
    );
    if (!row) throw notFound('Curso não encontrado.');
    const { id, slug, title, is_published, ...counts } = row;
    // The course's own switch (ADR 018), no longer derived from its lectures (ADR 017).
    return { data: { course: { id, slug, title, is_published }, ...counts } };
  },
};
