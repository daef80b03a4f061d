import type { Queryable } from '../db/database';
import type { Viewer } from '../env';
import { forbidden, HttpError, notFound } from '../http';
import { courseTotals, lectureAccess } from '../queries/catalog';
import type { Handlers } from './define';

/** A lecture the viewer may watch now; 404 when they cannot see it, 403 when it is locked. */
export async function watchableLecture(db: Queryable, id: number, viewer: Viewer, now: Date) {
  const access = await lectureAccess(db, id, viewer, now);
  if (!access?.visible) throw notFound('Aula não encontrada.');
  if (!access.unlocked) throw forbidden();
  if (!access.released) {
    throw new HttpError(403, 'ServerErrorException', 'Esta aula ainda não foi liberada.');
  }
  return access;
}

/** Deletes the row when present, inserts it otherwise; answers the new state. */
async function toggle(
  db: Queryable,
  table: 'lecture_views' | 'bookmarks',
  userId: number,
  lectureId: number,
) {
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
  'watchLecture' | 'bookmarkLecture' | 'updateProgress'
> = {
  async watchLecture({ db, viewer, params, now }) {
    const lecture = await watchableLecture(db, params.id, viewer, now());
    return db.transaction(async (tx) => {
      const hasWatched = await toggle(tx, 'lecture_views', viewer.id, lecture.id);
      const totals = await courseTotals(tx, lecture.courseId, viewer);
      return { data: { has_watched: hasWatched, course_id: lecture.courseId, ...totals } };
    });
  },

  async bookmarkLecture({ db, viewer, params, now }) {
    const lecture = await lectureAccess(db, params.id, viewer, now());
    if (!lecture?.visible) throw notFound('Aula não encontrada.');
    if (!lecture.unlocked) throw forbidden();
    const isBookmarked = await toggle(db, 'bookmarks', viewer.id, lecture.id);
    return { data: { is_bookmarked: isBookmarked } };
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
