import type { Queryable } from '../db/database';
import { schoolDate } from '../school-time';
import { CONTENT_VERSION } from './content-map';

/** The admin home's figures and its latest comments without an answer (ADR 023). */

interface CountsRow {
  students_new_this_week: number;
  lectures_releasing_count: number;
  active_trial_periods_count: number;
}

export interface PeopleRow {
  students_count: number;
  active_subscriptions_count: number;
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
  content_version: string;
}

/** Every account and every granting subscription: two whole-table counts (cached by the route). */
export async function countPeople(db: Queryable): Promise<PeopleRow> {
  const [row] = await db.query<PeopleRow>(
    `select (select count(*)::int from users) as students_count,
            (select count(*)::int from enrollments where status in ('active', 'trial', 'lifetime'))
              as active_subscriptions_count`,
  );
  return row ?? { students_count: 0, active_subscriptions_count: 0 };
}

/**
 * New accounts of the last 7 days, lectures released in the next 7 and trial periods active on
 * the school's day: each a small indexed range, counted exactly.
 */
export async function weekCounts(db: Queryable, at: Date) {
  const [counts] = await db.query<CountsRow>(
    `select
           (select count(*)::int from users where created_at >= $1::timestamptz - interval '7 days')
             as students_new_this_week,
           (select count(*)::int from lectures l
              join sections s on s.id = l.section_id
              join courses co on co.id = s.course_id and co.is_published
             where l.is_published and l.scheduled_for > $1::timestamptz
               and l.scheduled_for <= $1::timestamptz + interval '7 days') as lectures_releasing_count,
           (select count(*)::int from trial_periods
             where $2::date between starts_on and ends_on)
             as active_trial_periods_count`,
    // Today in the school's calendar: a trial period's days are the school's (ADR 023).
    [at.toISOString(), schoolDate(at)],
  );
  return counts;
}

/** The 5 latest comments without an answer, walking `comments_unanswered` backwards. */
export function latestUnansweredComments(db: Queryable) {
  return db.query<CommentRow>(
    `select c.id, c.body, c.created_at, u.id as author_id, u.name as author_name,
                u.avatar_url as author_avatar_url, u.is_admin as author_is_admin,
                co.id as course_id, co.slug as course_slug, co.title as course_title,
                l.id as lecture_id, l.title as lecture_title,
                (${CONTENT_VERSION}) as content_version
           from (select id, created_at, body, user_id, lecture_id from comments
                  where parent_id is null and answered_at is null
                  order by created_at desc, id desc limit 5) c
           join users u on u.id = c.user_id
           join lectures l on l.id = c.lecture_id
           join sections s on s.id = l.section_id
           join courses co on co.id = s.course_id
          order by c.created_at desc, c.id desc`,
  );
}
