import type { UnansweredComment } from '@aula/contract';
import { iso } from '../queries/catalog';
import type { Handlers } from './define';

/**
 * A top-level comment that no admin replied to, by someone other than an admin (ADR 023). `c` is
 * the comment; the reply lookup uses `comments_parent_id`.
 */
const UNANSWERED = `c.parent_id is null
  and not exists (select 1 from users w where w.id = c.user_id and w.is_admin)
  and not exists (select 1 from comments r join users a on a.id = r.user_id and a.is_admin
                   where r.parent_id = c.id)`;

interface CountsRow {
  students_count: number;
  students_new_this_week: number;
  active_subscriptions_count: number;
  unanswered_comments_count: number;
  lectures_releasing_count: number;
  active_trial_periods_count: number;
}

interface CommentRow {
  id: number;
  body: string;
  created_at: Date;
  author_id: number;
  author_name: string;
  author_avatar_url: string | null;
  author_is_admin: boolean;
  course_id: number;
  course_slug: string;
  course_title: string;
  lecture_id: number;
  lecture_title: string;
  lecture_position: number | null;
}

export const adminHomeHandlers: Pick<Handlers, 'adminSummary'> = {
  /**
   * Two statements: the figures (each an indexed count: users_created_at, enrollments_status,
   * lectures_scheduled, trial_periods_range, comments_parent_id) and the 5 latest comments without
   * an answer (comments_top_level_created, newest first, stopping at the fifth).
   */
  async adminSummary({ db, now }) {
    const at = now().toISOString();
    const [[counts], comments] = await Promise.all([
      db.query<CountsRow>(
        `select
           (select count(*)::int from users) as students_count,
           (select count(*)::int from users where created_at >= $1::timestamptz - interval '7 days')
             as students_new_this_week,
           (select count(*)::int from enrollments where status in ('active', 'trial', 'lifetime'))
             as active_subscriptions_count,
           (select count(*)::int from comments c where ${UNANSWERED}) as unanswered_comments_count,
           (select count(*)::int from lectures l
              join sections s on s.id = l.section_id
              join courses co on co.id = s.course_id and co.is_published
             where l.is_published and l.scheduled_for > $1::timestamptz
               and l.scheduled_for <= $1::timestamptz + interval '7 days') as lectures_releasing_count,
           (select count(*)::int from trial_periods
             where ($1::timestamptz at time zone 'America/Sao_Paulo')::date between starts_on and ends_on)
             as active_trial_periods_count`,
        [at],
      ),
      db.query<CommentRow>(
        `select c.id, c.body, c.created_at, u.id as author_id, u.name as author_name,
                u.avatar_url as author_avatar_url, u.is_admin as author_is_admin,
                co.id as course_id, co.slug as course_slug, co.title as course_title,
                l.id as lecture_id, l.title as lecture_title,
                case when l.is_published then
                  (select count(*)::int from lectures l2 join sections s2 on s2.id = l2.section_id
                    where s2.course_id = co.id and l2.is_published
                      and (s2.position, s2.id, l2.position, l2.id) <= (s.position, s.id, l.position, l.id))
                end as lecture_position
           from comments c
           join users u on u.id = c.user_id
           join lectures l on l.id = c.lecture_id
           join sections s on s.id = l.section_id
           join courses co on co.id = s.course_id
          where ${UNANSWERED}
          order by c.created_at desc, c.id desc
          limit 5`,
      ),
    ]);
    return {
      data: {
        students_count: counts?.students_count ?? 0,
        students_new_this_week: counts?.students_new_this_week ?? 0,
        active_subscriptions_count: counts?.active_subscriptions_count ?? 0,
        unanswered_comments_count: counts?.unanswered_comments_count ?? 0,
        lectures_releasing_count: counts?.lectures_releasing_count ?? 0,
        active_trial_periods_count: counts?.active_trial_periods_count ?? 0,
        latest_unanswered_comments: comments.map(
          (row): UnansweredComment => ({
            id: row.id,
            body: row.body,
            created_at: iso(row.created_at),
            author: {
              id: row.author_id,
              name: row.author_name,
              avatar_url: row.author_avatar_url,
              is_team: row.author_is_admin,
            },
            course: { id: row.course_id, slug: row.course_slug, title: row.course_title },
            lecture: {
              id: row.lecture_id,
              title: row.lecture_title,
              position: row.lecture_position,
            },
          }),
        ),
      },
    };
  },
};
