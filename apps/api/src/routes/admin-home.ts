import type { UnansweredComment } from '@aula/contract';
import type { Queryable } from '../db/database';
import { iso } from '../queries/catalog';
import { CONTENT_VERSION, contentMap } from '../queries/content-map';
import { createCountCache } from '../queries/count-cache';
import { schoolDate } from '../school-time';
import { unansweredTotal } from './admin-comments';
import type { Handlers } from './define';

interface CountsRow {
  students_new_this_week: number;
  lectures_releasing_count: number;
  active_trial_periods_count: number;
}

interface PeopleRow {
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

/**
 * Every account and every granting subscription: counts that read the whole of two large tables
 * (100,000 and 200,000 index entries at a school's size), kept 30 s per process (ADR 021, 023).
 */
const people = createCountCache<PeopleRow>();
export const forgetHomeCounts = () => people.clear();

async function countPeople(db: Queryable): Promise<PeopleRow> {
  const [row] = await db.query<PeopleRow>(
    `select (select count(*)::int from users) as students_count,
            (select count(*)::int from enrollments where status in ('active', 'trial', 'lifetime'))
              as active_subscriptions_count`,
  );
  return row ?? { students_count: 0, active_subscriptions_count: 0 };
}

export const adminHomeHandlers: Pick<Handlers, 'adminSummary'> = {
  /**
   * The figures: new accounts, releases and trials counted exactly (each a small indexed range);
   * accounts and subscriptions from the 30 s totals; comments without an answer from the
   * moderation queue's own total (the navigation shows the same). The 5 latest comments without
   * an answer walk `comments_unanswered` backwards and stop at the fifth (ADR 023).
   */
  async adminSummary({ db, now }) {
    const at = now();
    const [[counts], comments, totals, unanswered] = await Promise.all([
      db.query<CountsRow>(
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
      ),
      db.query<CommentRow>(
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
      ),
      people.get('people', () => countPeople(db), at.getTime()),
      unansweredTotal(db, at.getTime()),
    ]);
    const [first] = comments;
    const content = first ? await contentMap(db, first.content_version) : null;
    const positionOf = (lectureId: number) => {
      const found = content?.positionOf.get(lectureId);
      // Null while the lecture is a draft: the page then links to the course's content tab.
      return found?.published ? found.position : null;
    };
    return {
      data: {
        students_count: totals.students_count,
        students_new_this_week: counts?.students_new_this_week ?? 0,
        active_subscriptions_count: totals.active_subscriptions_count,
        unanswered_comments_count: unanswered,
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
              position: positionOf(row.lecture_id),
            },
          }),
        ),
      },
    };
  },
};
