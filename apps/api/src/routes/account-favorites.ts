import { pageMeta } from '../queries/catalog';
import type { Handlers } from './define';

interface BookmarkRow {
  course_id: number;
  course_title: string;
  course_slug: string;
  lecture_id: number;
  lecture_title: string;
  position: number;
  bookmarked_at: Date | string;
}

/**
 * The viewer's bookmarks on published lectures (a draft has no page a student can open), each
 * with its course and its position, numbered as the player numbers them (ADR 009: published
 * lectures in course order, sections by position).
 */
const BOOKMARKS = `
  with numbered as (
    select l.id, l.title, s.course_id,
           row_number() over (
             partition by s.course_id order by s.position, s.id, l.position, l.id
           )::int as position
      from lectures l join sections s on s.id = l.section_id
     where l.is_published
       and s.course_id in (
         select s2.course_id from bookmarks b2
           join lectures l2 on l2.id = b2.lecture_id
           join sections s2 on s2.id = l2.section_id
          where b2.user_id = $1)
  )
  select c.id as course_id, c.title as course_title, c.slug as course_slug,
         n.id as lecture_id, n.title as lecture_title, n.position, b.created_at as bookmarked_at
    from bookmarks b
    join numbered n on n.id = b.lecture_id
    join courses c on c.id = n.course_id
   where b.user_id = $1 and c.is_published`;

export const accountFavoritesHandlers: Pick<Handlers, 'myBookmarks'> = {
  async myBookmarks({ db, viewer, query }) {
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const [count] = await db.query<{ total: number }>(
      `select count(*)::int as total from (${BOOKMARKS}) listed`,
      [viewer.id],
    );
    const rows = await db.query<BookmarkRow>(
      `${BOOKMARKS} order by c.title, c.id, n.position limit $2 offset $3`,
      [viewer.id, perPage, (page - 1) * perPage],
    );
    return {
      data: rows.map((row) => ({
        course: { id: row.course_id, title: row.course_title, slug: row.course_slug },
        lecture: { id: row.lecture_id, title: row.lecture_title, position: row.position },
        bookmarked_at: new Date(row.bookmarked_at).toISOString(),
      })),
      meta: pageMeta(page, perPage, count?.total ?? 0),
    };
  },
};
