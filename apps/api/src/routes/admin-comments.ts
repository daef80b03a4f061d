import type { AdminComment, AdminCommentReply } from '@aula/contract';
import type { Queryable } from '../db/database';
import { notFound } from '../http';
import { iso, isoOrNull, pageMeta } from '../queries/catalog';
import type { Handlers } from './define';

/** `%`, `_` and the escape itself, taken literally in a `like` pattern. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

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
  total: number;
  id: number | null;
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
  lecture_position: number;
  replies: ReplyJson[] | string | null;
}

/**
 * The cards of the comments whose ids `pageSql` yields (with `rn`, their order), in one statement:
 * author, course › lecture with the player's position (ADR 009: published lectures in course
 * order, then drafts) and the replies as JSON. `total` comes on every row, and alone (a row of
 * nulls) when the page is empty.
 */
const cardsSql = (filteredSql: string, pageSql: string) => `with filtered as (${filteredSql}),
page as (${pageSql})
select t.total, m.id, m.body, m.created_at, m.answered_at,
       u.id as author_id, u.name as author_name, u.avatar_url as author_avatar_url,
       u.is_admin as author_is_team,
       c.id as course_id, c.slug as course_slug, c.title as course_title,
       l.id as lecture_id, l.title as lecture_title,
       (select count(*)::int from lectures l2 join sections s2 on s2.id = l2.section_id
         where s2.course_id = s.course_id
           and ((not l2.is_published), s2.position, s2.id, l2.position, l2.id)
            <= ((not l.is_published), s.position, s.id, l.position, l.id)) as lecture_position,
       (select json_agg(json_build_object(
                 'id', r.id, 'body', r.body, 'created_at', r.created_at, 'author_id', ru.id,
                 'author_name', ru.name, 'author_avatar_url', ru.avatar_url,
                 'author_is_team', ru.is_admin) order by r.created_at, r.id)
          from comments r join users ru on ru.id = r.user_id
         where r.parent_id = m.id) as replies
  from (select count(*)::int as total from filtered) t
  left join page p on true
  left join comments m on m.id = p.id
  left join users u on u.id = m.user_id
  left join lectures l on l.id = m.lecture_id
  left join sections s on s.id = l.section_id
  left join courses c on c.id = s.course_id
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

function toCard(row: CardRow & { id: number }): AdminComment {
  const replies: ReplyJson[] =
    typeof row.replies === 'string' ? JSON.parse(row.replies) : (row.replies ?? []);
  return {
    id: row.id,
    body: row.body,
    author: author(row),
    course: { id: row.course_id, slug: row.course_slug, title: row.course_title },
    lecture: { id: row.lecture_id, title: row.lecture_title, position: row.lecture_position },
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

const hasId = (row: CardRow): row is CardRow & { id: number } => row.id !== null;

async function loadCard(db: Queryable, id: number) {
  const rows = await db.query<CardRow>(
    cardsSql(
      'select m.id from comments m where m.id = $1 and m.parent_id is null',
      'select id, 1 as rn from filtered',
    ),
    [id],
  );
  const row = rows.find(hasId);
  if (!row) throw notFound('Comentário não encontrado.');
  return toCard(row);
}

/** Waiting for the team: the figure of the admin navigation (and the home's). */
export const UNANSWERED_COUNT =
  'select count(*)::int as count from comments where parent_id is null and answered_at is null';

export const adminCommentHandlers: Pick<
  Handlers,
  'listAdminComments' | 'adminUnansweredCommentsCount' | 'setCommentAnswered'
> = {
  async listAdminComments({ db, query }) {
    const perPage = query.per_page ?? 20;
    const page = query.page ?? 1;
    const state = query.state ?? 'unanswered';
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const conditions = ['m.parent_id is null'];
    if (state === 'unanswered') conditions.push('m.answered_at is null');
    if (state === 'answered') conditions.push('m.answered_at is not null');
    let from = 'comments m';
    if (query.course_id !== undefined) {
      from += ' join lectures fl on fl.id = m.lecture_id join sections fs on fs.id = fl.section_id';
      conditions.push(`fs.course_id = ${param(query.course_id)}`);
    }
    const term = query.search?.trim().toLowerCase();
    if (term) {
      conditions.push(`lower(m.body) like ${param(`%${escapeLike(term)}%`)} escape '\\'`);
    }
    // A queue: what waits comes first, oldest first; then the answered, newest first.
    const order =
      state === 'answered'
        ? 'created_at desc, id desc'
        : state === 'unanswered'
          ? 'created_at, id'
          : '(answered_at is not null), case when answered_at is null then created_at end, created_at desc, id';
    const filtered = `select m.id, m.created_at, m.answered_at from ${from} where ${conditions.join(' and ')}`;
    // Numbered after the limit: only the page's rows, in the order the index gave them.
    const pageSql = `select id, row_number() over () as rn from (
      select id from filtered order by ${order} limit ${param(perPage)} offset ${param((page - 1) * perPage)}
    ) ordered`;
    const rows = await db.query<CardRow>(cardsSql(filtered, pageSql), params);
    return {
      data: rows.filter(hasId).map(toCard),
      meta: pageMeta(page, perPage, rows[0]?.total ?? 0),
    };
  },

  async adminUnansweredCommentsCount({ db }) {
    const [row] = await db.query<{ count: number }>(UNANSWERED_COUNT);
    return { data: { count: row?.count ?? 0 } };
  },

  async setCommentAnswered({ db, params, body, now }) {
    const rows = await db.query<{ id: number }>(
      `update comments set answered_at = case when $2::boolean then coalesce(answered_at, $3) end
        where id = $1 and parent_id is null returning id`,
      [params.id, body.answered, now()],
    );
    if (rows.length === 0) throw notFound('Comentário não encontrado.');
    return { data: await loadCard(db, params.id) };
  },
};
