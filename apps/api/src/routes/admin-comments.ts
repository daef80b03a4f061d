import type { Queryable } from '../db/database';
import { notFound } from '../http';
import {
  commentCard,
  commentQueue,
  countQueue,
  countUnanswered,
  queuePage,
  setAnswered,
} from '../queries/admin-comments';
import { pageMeta } from '../queries/catalog';
import { createCountCache } from '../queries/count-cache';
import type { Handlers } from './define';

async function loadCard(db: Queryable, id: number) {
  const card = await commentCard(db, id);
  if (!card) throw notFound('Comentário não encontrado.');
  return card;
}

/**
 * Each filter's total, 30 s per process and corrected by the pages it answers, like the student
 * list's (ADR 021); a moderation write in this process recounts at once (ADR 022).
 */
const totals = createCountCache();
export const forgetCommentCounts = () => totals.clear();

const totalKey = (state: string, courseId: number | null, term: string) =>
  JSON.stringify([state, courseId, term]);

/** The queue's own total: the admin navigation and the home show the same figure. */
export const unansweredTotal = (db: Queryable, now: number) =>
  totals.get(totalKey('unanswered', null, ''), () => countUnanswered(db), now);

export const adminCommentHandlers: Pick<
  Handlers,
  'listAdminComments' | 'adminUnansweredCommentsCount' | 'setCommentAnswered'
> = {
  async listAdminComments({ db, query, now }) {
    const perPage = query.per_page ?? 20;
    const page = query.page ?? 1;
    const state = query.state ?? 'unanswered';
    const term = query.search?.trim().toLowerCase() ?? '';
    const filter = commentQueue({ state, courseId: query.course_id, term });
    const key = totalKey(state, query.course_id ?? null, term);
    const at = now().getTime();
    const [total, cards] = await Promise.all([
      totals.get(key, () => countQueue(db, filter), at),
      queuePage(db, filter, { limit: perPage, offset: (page - 1) * perPage }),
    ]);
    const proven = totals.settle(key, total, { page, perPage, rows: cards.length }, at);
    return {
      data: cards,
      meta: pageMeta(page, perPage, proven),
    };
  },

  async adminUnansweredCommentsCount({ db, now }) {
    return { data: { count: await unansweredTotal(db, now().getTime()) } };
  },

  async setCommentAnswered({ db, params, body, now }) {
    if (!(await setAnswered(db, params.id, body.answered, now()))) {
      throw notFound('Comentário não encontrado.');
    }
    forgetCommentCounts();
    return { data: await loadCard(db, params.id) };
  },
};
