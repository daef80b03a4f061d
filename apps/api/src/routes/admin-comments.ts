import type { AdminComment, AdminCommentReply } from '@aula/contract';
import type { Queryable } from '../db/database';
import { escapeLike, run, type Sql, sql } from '../db/sql';
import { notFound } from '../http';
import { iso, isoOrNull, pageMeta } from '../queries/catalog';
import { CONTENT_VERSION, type ContentMap, contentMap } from '../queries/content-map';
import { createCountCache } from '../queries/count-cache';
import type { Handlers } from './define';

interface ReplyJson {
  id: number;
  body: string;
  created_at: string;
  author_id: number;
  author_name: string;
  author_avatar_url: string | null;
  author_is_team: boolean;
}

interface CardRow {
  id: number;
  body: string;
  created_at: Date;
  answered_at: Date | null;
  author_id: number;
  author_name: string;
  author_avatar_url: string | null;
  author_is_team: boolean;
  course_id: number;
  course_slug: string;
  course_title: string;
  lecture_id: number;
  lecture_title: string;
  replies: ReplyJson[] | string | null;
  content_version: string;
}

/**
 * The cards of the comments whose ids `pageSql` yields (with `rn`, their order), in one statement:
 * author, course › lecture and the replies as JSON, and the content's version (the lecture's
 * number in the player comes from the content map, ADR 009 and 021).
 */
const cardsSql = (page: Sql) => sql`with page as (${page})
select m.id, m.body, m.created_at, m.answered_at,
       u.id as author_id, u.name as author_name, u.avatar_url as author_avatar_url,
       u.is_admin as author_is_team,
       c.id as course_id, c.slug as course_slug, c.title as course_title,
       l.id as lecture_id, l.title as lecture_title,
       (select json_agg(json_build_object(
                 'id', r.id, 'body', r.body, 'created_at', r.created_at, 'author_id', ru.id,
                 'author_name', ru.name, 'author_avatar_url', ru.avatar_url,
                 'author_is_team', ru.is_admin) order by r.created_at, r.id)
          from comments r join users ru on ru.id = r.user_id
         where r.parent_id = m.id) as replies,
       (${sql.raw(CONTENT_VERSION)}) as content_version
  from page p
  join comments m on m.id = p.id
  join users u on u.id = m.user_id
  join lectures l on l.id = m.lecture_id
  join sections s on s.id = l.section_id
  join courses c on c.id = s.course_id
 order by p.rn`;

const author = (row: {
  author_id: number;
  author_name: string;
  author_avatar_url: string | null;
  author_is_team: boolean;
}) => ({
  id: row.author_id,
  name: row.author_name,
  avatar_url: row.author_avatar_url,
  is_team: row.author_is_team,
});

function toCard(row: CardRow, content: ContentMap): AdminComment {
  const replies: ReplyJson[] =
    typeof row.replies === 'string' ? JSON.parse(row.replies) : (row.replies ?? []);
  return {
    id: row.id,
    body: row.body,
    author: author(row),
    course: { id: row.course_id, slug: row.course_slug, title: row.course_title },
    lecture: {
      id: row.lecture_id,
      title: row.lecture_title,
      position: content.positionOf.get(row.lecture_id)?.position ?? 1,
    },
    created_at: iso(row.created_at),
    answered: row.answered_at !== null,
    answered_at: isoOrNull(row.answered_at),
    replies: replies.map(
      (reply): AdminCommentReply => ({
        id: reply.id,
        body: reply.body,
        author: author(reply),
        created_at: iso(new Date(reply.created_at)),
      }),
    ),
  };
}

/** The cards of `rows`, numbered with the content map of their statement's version. */
async function toCards(db: Queryable, rows: CardRow[]) {
  const [first] = rows;
  if (!first) return [];
  const content = await contentMap(db, first.content_version);
  return rows.map((row) => toCard(row, content));
}

async function loadCard(db: Queryable, id: number) {
  const rows = await run<CardRow>(
    db,
    cardsSql(sql`select m.id, 1 as rn from comments m where m.id = ${id} and m.parent_id is null`),
  );
  const [card] = await toCards(db, rows);
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

/** Waiting for the team: the figure of the admin navigation (and the home's). */
export const UNANSWERED_COUNT =
  'select count(*)::int as count from comments where parent_id is null and answered_at is null';

/** The queue's own total: the admin navigation and the home show the same figure. */
export const unansweredTotal = (db: Queryable, now: number) =>
  totals.get(
    totalKey('unanswered', null, ''),
    async () => {
      const [row] = await db.query<{ count: number }>(UNANSWERED_COUNT);
      return row?.count ?? 0;
    },
    now,
  );

export const adminCommentHandlers: Pick<
  Handlers,
  'listAdminComments' | 'adminUnansweredCommentsCount' | 'setCommentAnswered'
> = {
  async listAdminComments({ db, query, now }) {
    const perPage = query.per_page ?? 20;
    const page = query.page ?? 1;
    const state = query.state ?? 'unanswered';
    const conditions = [sql`m.parent_id is null`];
    if (state === 'unanswered') conditions.push(sql`m.answered_at is null`);
    if (state === 'answered') conditions.push(sql`m.answered_at is not null`);
    let from = sql`comments m`;
    if (query.course_id !== undefined) {
      from = sql`comments m join lectures fl on fl.id = m.lecture_id join sections fs on fs.id = fl.section_id`;
      conditions.push(sql`fs.course_id = ${query.course_id}`);
    }
    const term = query.search?.trim().toLowerCase();
    if (term) {
      conditions.push(sql`lower(m.body) like ${`%${escapeLike(term)}%`} escape '\\'`);
    }
    // A queue: what waits comes first, oldest first; then the answered, newest first.
    const order = sql.raw(
      state === 'answered'
        ? 'm.created_at desc, m.id desc'
        : state === 'unanswered'
          ? 'm.created_at, m.id'
          : '(m.answered_at is not null), case when m.answered_at is null then m.created_at end, m.created_at desc, m.id',
    );
    const filtered = sql`select m.id from ${from} where ${sql.join(conditions, ' and ')}`;
    const key = totalKey(state, query.course_id ?? null, term ?? '');
    const at = now().getTime();
    // Numbered after the limit: only the page's rows, in the order the index gave them.
    const pageRows = sql`select id, row_number() over () as rn from (
      ${filtered} order by ${order} limit ${perPage} offset ${(page - 1) * perPage}
    ) ordered`;
    const [total, rows] = await Promise.all([
      totals.get(
        key,
        async () => {
          const [row] = await run<{ total: number }>(
            db,
            sql`select count(*)::int as total from (${filtered}) f`,
          );
          return row?.total ?? 0;
        },
        at,
      ),
      run<CardRow>(db, cardsSql(pageRows)),
    ]);
    const proven = totals.settle(key, total, { page, perPage, rows: rows.length }, at);
    return {
      data: await toCards(db, rows),
      meta: pageMeta(page, perPage, proven),
    };
  },

  async adminUnansweredCommentsCount({ db, now }) {
    return { data: { count: await unansweredTotal(db, now().getTime()) } };
  },

  async setCommentAnswered({ db, params, body, now }) {
    const rows = await db.query<{ id: number }>(
      `update comments set answered_at = case when $2::boolean then coalesce(answered_at, $3) end
        where id = $1 and parent_id is null returning id`,
      [params.id, body.answered, now()],
    );
    if (rows.length === 0) throw notFound('Comentário não encontrado.');
    forgetCommentCounts();
    return { data: await loadCard(db, params.id) };
  },
};
