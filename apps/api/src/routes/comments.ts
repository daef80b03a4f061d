import type { Comment, Reply } from '@aula/contract';
import type { Queryable } from '../db/database';
import type { Viewer } from '../env';
import { forbidden, HttpError, notFound } from '../http';
import { notifyReply } from '../notifications/produce';
import { iso, type LectureAccess, pageMeta, usableLecture } from '../queries/catalog';
import { forgetCommentCounts } from './admin-comments';
import type { Handlers } from './define';

interface CommentRow {
  id: number;
  lecture_id: number;
  parent_id: number | null;
  body: string;
  created_at: Date;
  updated_at: Date;
  author_id: number;
  author_name: string;
  author_avatar_url: string | null;
  author_is_team: boolean;
  notify: boolean | null;
}

const COMMENT_SELECT = `select m.id, m.lecture_id, m.parent_id, m.body, m.created_at, m.updated_at,
    u.id as author_id, u.name as author_name, u.avatar_url as author_avatar_url, u.is_admin as author_is_team,
    (select cs.notify from comment_subscriptions cs where cs.comment_id = m.id and cs.user_id = $1) as notify
  from comments m join users u on u.id = m.user_id`;

function toReply(row: CommentRow, viewer: Viewer): Reply {
  return {
    id: row.id,
    lecture_id: row.lecture_id,
    parent_id: row.parent_id,
    body: row.body,
    author: {
      id: row.author_id,
      name: row.author_name,
      avatar_url: row.author_avatar_url,
      is_team: row.author_is_team,
    },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_own: row.author_id === viewer.id,
    can_edit: row.author_id === viewer.id,
  };
}

function toComment(row: CommentRow, replies: Reply[], viewer: Viewer): Comment {
  return { ...toReply(row, viewer), replies, notify_replies: row.notify ?? false };
}

const commentsClosed = () =>
  new HttpError(403, 'ServerErrorException', 'Os comentários estão desativados neste curso.');

/**
 * Who writes: the product's students and the team (admins), while the product allows comments.
 * Anyone who may watch the lecture (a free one, say) reads them.
 */
function assertMayWrite(lecture: LectureAccess, viewer: Viewer) {
  if (!lecture.canComment) throw commentsClosed();
  if (!lecture.enrolled && !viewer.is_admin) {
    throw new HttpError(403, 'ServerErrorException', 'Só os alunos deste curso podem comentar.');
  }
}

async function loadComment(db: Queryable, id: number, viewer: Viewer) {
  const [row] = await db.query<CommentRow>(`${COMMENT_SELECT} where m.id = $2`, [viewer.id, id]);
  if (!row) throw notFound('Comentário não encontrado.');
  return row;
}

export const commentHandlers: Pick<
  Handlers,
  | 'lectureComments'
  | 'createComment'
  | 'replyToComment'
  | 'updateComment'
  | 'deleteComment'
  | 'setCommentNotifications'
> = {
  async lectureComments({ db, viewer, params, query, now }) {
    await usableLecture(db, params.id, viewer, now());
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const [count] = await db.query<{ total: number }>(
      'select count(*)::int as total from comments where lecture_id = $1 and parent_id is null',
      [params.id],
    );
    const total = count?.total ?? 0;
    const parents = await db.query<CommentRow>(
      `${COMMENT_SELECT} where m.lecture_id = $2 and m.parent_id is null
        order by m.created_at desc, m.id desc limit $3 offset $4`,
      [viewer.id, params.id, perPage, (page - 1) * perPage],
    );
    const replies = parents.length
      ? await db.query<CommentRow>(
          `${COMMENT_SELECT} where m.parent_id = any($2::int[]) order by m.created_at, m.id`,
          [viewer.id, parents.map((p) => p.id)],
        )
      : [];
    return {
      data: parents.map((parent) =>
        toComment(
          parent,
          replies.filter((r) => r.parent_id === parent.id).map((r) => toReply(r, viewer)),
          viewer,
        ),
      ),
      meta: pageMeta(page, perPage, total),
    };
  },

  async createComment({ db, viewer, params, body, now }) {
    const lecture = await usableLecture(db, params.id, viewer, now());
    assertMayWrite(lecture, viewer);
    const id = await db.transaction(async (tx) => {
      // The team's own comment waits for nobody: it is born answered (ADR 022).
      const [row] = await tx.query<{ id: number }>(
        `insert into comments (lecture_id, user_id, body, answered_at)
         values ($1, $2, $3, case when $4::boolean then now() end) returning id`,
        [lecture.id, viewer.id, body.body, viewer.is_admin],
      );
      if (!row) throw new Error('comment insert returned nothing');
      // Authors hear about replies to their own comment unless they turn it off.
      await tx.query(
        'insert into comment_subscriptions (user_id, comment_id, notify) values ($1, $2, true)',
        [viewer.id, row.id],
      );
      return row.id;
    });
    // The moderation queue's totals in this process count again (ADR 022).
    forgetCommentCounts();
    return { data: toComment(await loadComment(db, id, viewer), [], viewer) };
  },

  async replyToComment({ db, viewer, params, body, now }) {
    const target = await loadComment(db, params.commentId, viewer);
    const lecture = await usableLecture(db, target.lecture_id, viewer, now());
    assertMayWrite(lecture, viewer);
    // One level deep: a reply to a reply joins the same thread.
    const parentId = target.parent_id ?? target.id;
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.query<{ id: number }>(
        'insert into comments (lecture_id, user_id, parent_id, body) values ($1, $2, $3, $4) returning id',
        [lecture.id, viewer.id, parentId, body.body],
      );
      if (!inserted) throw new Error('reply insert returned nothing');
      // The team's reply answers the thread (ADR 022): it leaves the moderation queue.
      if (viewer.is_admin) {
        await tx.query(
          'update comments set answered_at = coalesce(answered_at, $2) where id = $1',
          [parentId, now()],
        );
      }
      // The thread's followers (and its author, when the team answered) hear of it (ADR 040).
      await notifyReply(tx, {
        id: inserted.id,
        threadId: parentId,
        lectureId: lecture.id,
        body: body.body,
        author: { id: viewer.id, name: viewer.name, isTeam: viewer.is_admin },
      });
      return inserted;
    });
    forgetCommentCounts();
    return { data: toReply(await loadComment(db, row.id, viewer), viewer) };
  },

  async updateComment({ db, viewer, params, body, now }) {
    const comment = await loadComment(db, params.commentId, viewer);
    await usableLecture(db, comment.lecture_id, viewer, now());
    if (comment.author_id !== viewer.id) throw forbidden();
    await db.query('update comments set body = $1, updated_at = now() where id = $2', [
      body.body,
      comment.id,
    ]);
    return { data: toReply(await loadComment(db, comment.id, viewer), viewer) };
  },

  async deleteComment({ db, viewer, params, now }) {
    const comment = await loadComment(db, params.commentId, viewer);
    await usableLecture(db, comment.lecture_id, viewer, now());
    // The team moderates: an admin deletes anyone's (ADR 022).
    if (comment.author_id !== viewer.id && !viewer.is_admin) throw forbidden();
    // Replies go with their comment (on delete cascade).
    await db.query('delete from comments where id = $1', [comment.id]);
    forgetCommentCounts();
    return undefined;
  },

  async setCommentNotifications({ db, viewer, params, body, now }) {
    const comment = await loadComment(db, params.commentId, viewer);
    await usableLecture(db, comment.lecture_id, viewer, now());
    if (comment.parent_id !== null) {
      throw new HttpError(
        422,
        'ValidationException',
        'Notificações valem para comentários, não respostas.',
      );
    }
    await db.query(
      `insert into comment_subscriptions (user_id, comment_id, notify) values ($1, $2, $3)
       on conflict (user_id, comment_id) do update set notify = excluded.notify`,
      [viewer.id, comment.id, body.notify_replies],
    );
    return { data: { notify_replies: body.notify_replies } };
  },
};
