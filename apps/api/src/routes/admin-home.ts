import type { UnansweredComment } from '@aula/contract';
import {
  countPeople,
  latestUnansweredComments,
  type PeopleRow,
  weekCounts,
} from '../queries/admin-home';
import { iso } from '../queries/catalog';
import { contentMap } from '../queries/content-map';
import { createCountCache } from '../queries/count-cache';
import { unansweredTotal } from './admin-comments';
import type { Handlers } from './define';

/**
 * Every account and every granting subscription: counts that read the whole of two large tables
 * (100,000 and 200,000 index entries at a school's size), kept 30 s per process (ADR 021, 023).
 */
const people = createCountCache<PeopleRow>();
export const forgetHomeCounts = () => people.clear();

export const adminHomeHandlers: Pick<Handlers, 'adminSummary'> = {
  /**
   * The figures: new accounts, releases and trials counted exactly (each a small indexed range);
   * accounts and subscriptions from the 30 s totals; comments without an answer from the
   * moderation queue's own total (the navigation shows the same). The 5 latest comments without
   * an answer walk `comments_unanswered` backwards and stop at the fifth (ADR 023).
   */
  async adminSummary({ db, now }) {
    const at = now();
    const [counts, comments, totals, unanswered] = await Promise.all([
      weekCounts(db, at),
      latestUnansweredComments(db),
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
