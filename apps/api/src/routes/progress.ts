import type { Queryable } from '../db/database';
import { forbidden, HttpError } from '../http';
import { courseTotals, lectureAccess, usableLecture } from '../queries/catalog';
import { certificateOf, issueOnCompletion, toMyCertificate } from '../queries/certificates';
import type { Handlers } from './define';

/**
 * Sets the mark to `wanted` (idempotent: a retried PUT leaves the asked state, S63), or, without
 * it, deletes the row when present and inserts it otherwise; answers the new state.
 */
async function toggle(
  db: Queryable,
  table: 'lecture_views' | 'bookmarks',
  userId: number,
  lectureId: number,
  wanted?: boolean,
) {
  if (wanted === false) {
    await db.query(`delete from ${table} where user_id = $1 and lecture_id = $2`, [
      userId,
      lectureId,
    ]);
    return false;
  }
  if (wanted === true) {
    await db.query(
      `insert into ${table} (user_id, lecture_id) values ($1, $2) on conflict do nothing`,
      [userId, lectureId],
    );
    return true;
  }
  const removed = await db.query(
    `delete from ${table} where user_id = $1 and lecture_id = $2 returning lecture_id`,
    [userId, lectureId],
  );
  if (removed.length > 0) return false;
  await db.query(
    `insert into ${table} (user_id, lecture_id) values ($1, $2) on conflict do nothing`,
    [userId, lectureId],
  );
  return true;
}

export const progressHandlers: Pick<
  Handlers,
  'watchLecture' | 'bookmarkLecture' | 'updateProgress' | 'saveLecturePosition'
> = {
  async watchLecture({ db, viewer, params, body, now }) {
    const lecture = await usableLecture(db, params.id, viewer, now(), { released: true });
    return db.transaction(async (tx) => {
      const hasWatched = await toggle(tx, 'lecture_views', viewer.id, lecture.id, body.watched);
      const totals = await courseTotals(tx, lecture.courseId, viewer);
      // The mark that completes the course issues its certificate, once (ADR 043).
      if (hasWatched && totals.lectures_watched_percentage === 100) {
        await issueOnCompletion(tx, viewer.id, lecture.courseId, now());
      }
      const certificate = await certificateOf(tx, viewer.id, lecture.courseId);
      return {
        data: {
          has_watched: hasWatched,
          course_id: lecture.courseId,
          ...totals,
          certificate: certificate ? toMyCertificate(certificate) : null,
        },
      };
    });
  },

  async bookmarkLecture({ db, viewer, params, body, now }) {
    const lecture = await usableLecture(db, params.id, viewer, now());
    const isBookmarked = await toggle(db, 'bookmarks', viewer.id, lecture.id, body.bookmarked);
    return { data: { is_bookmarked: isBookmarked } };
  },

  async saveLecturePosition({ db, viewer, params, body, now }) {
    // A lecture the student may play (released, unlocked); the newest write wins.
    const lecture = await usableLecture(db, params.id, viewer, now(), { released: true });
    await db.query(
      `insert into lecture_positions (user_id, lecture_id, seconds, updated_at)
       values ($1, $2, $3, $4)
       on conflict (user_id, lecture_id)
       do update set seconds = excluded.seconds, updated_at = excluded.updated_at
       where lecture_positions.updated_at <= excluded.updated_at`,
      [viewer.id, lecture.id, body.seconds, now()],
    );
    return undefined;
  },

  async updateProgress({ db, viewer, params, body, now }) {
    const lecture = await lectureAccess(db, body.lecture_id, viewer, now());
    if (!lecture?.visible || lecture.courseId !== params.id) {
      throw new HttpError(422, 'ValidationException', 'A aula não pertence a este curso.', {
        lecture_id: ['A aula não pertence a este curso.'],
      });
    }
    if (!lecture.unlocked) throw forbidden();
    await db.query(
      `insert into course_progress (user_id, course_id, lecture_id, updated_at)
       values ($1, $2, $3, now())
       on conflict (user_id, course_id) do update set lecture_id = excluded.lecture_id, updated_at = now()`,
      [viewer.id, params.id, lecture.id],
    );
    return undefined;
  },
};
