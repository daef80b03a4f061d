import type { AdminComment, AdminCommentReply, AdminCommentState } from '@aula/contract';
import type { Queryable } from '../db/database';
import { escapeLike, run, type Sql, sql } from '../db/sql';
import { iso, isoOrNull } from './catalog';
import { CONTENT_VERSION, type ContentMap, contentMap } from './content-map';

/** The comment moderation queue (ADR 022): its cards, its filters, its totals and its writes. */

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

export async function commentCard(db: Queryable, id: number) {
  const rows = await run<CardRow>(
    db,
    cardsSql(sql`select m.id, 1 as rn from comments m where m.id = ${id} and m.parent_id is null`),
  );
  const [card] = await toCards(db, rows);
  return card ?? null;
}

/** The queue's filters as the statements' pieces (what `countQueue` and `queuePage` take). */
export interface CommentQueue {
  readonly filtered: Sql;
  readonly order: Sql;
}

/** The comments (not replies) in a state, of a course, whose text has `term` (lower case). */
export function commentQueue({
  state,
  courseId,
  term,
}: {
  state: AdminCommentState;
  courseId: number | undefined;
  term: string;
}): CommentQueue {
  const conditions = [sql`m.parent_id is null`];
  if (state === 'unanswered') conditions.push(sql`m.answered_at is null`);
  if (state === 'answered') conditions.push(sql`m.answered_at is not null`);
  let from = sql`comments m`;
  if (courseId !== undefined) {
    from = sql`comments m join lectures fl on fl.id = m.lecture_id join sections fs on fs.id = fl.section_id`;
    conditions.push(sql`fs.course_id = ${courseId}`);
  }
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
  return { filtered: sql`select m.id from ${from} where ${sql.join(conditions, ' and ')}`, order };
}

export async function countQueue(db: Queryable, queue: CommentQueue) {
  const [row] = await run<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${queue.filtered}) f`,
  );
  return row?.total ?? 0;
}

/** One page of the queue's cards. */
export async function queuePage(
  db: Queryable,
  queue: CommentQueue,
  { limit, offset }: { limit: number; offset: number },
) {
  // Numbered after the limit: only the page's rows, in the order the index gave them.
  const pageRows = sql`select id, row_number() over () as rn from (
      ${queue.filtered} order by ${queue.order} limit ${limit} offset ${offset}
    ) ordered`;
  return toCards(db, await run<CardRow>(db, cardsSql(pageRows)));
}

/** Waiting for the team: the figure of the admin navigation (and the home's). */
export async function countUnanswered(db: Queryable) {
  const [row] = await db.query<{ count: number }>(
    'select count(*)::int as count from comments where parent_id is null and answered_at is null',
  );
  return row?.count ?? 0;
}

/** Marks the comment answered (at `now`, unless it already was) or not; false: no such comment. */
export async function setAnswered(db: Queryable, id: number, answered: boolean, now: Date) {
  const rows = await db.query<{ id: number }>(
    `update comments set answered_at = case when $2::boolean then coalesce(answered_at, $3) end
      where id = $1 and parent_id is null returning id`,
    [id, answered, now],
  );
  return rows.length > 0;
}
