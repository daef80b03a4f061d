import type { Queryable } from '../db/database';

/** The player's spelling of a lecture number (`7`); any other (`abc`, `007`) opens lecture 1. */
const CANONICAL_POSITION = /^[1-9]\d*$/;

/**
 * Whether the course page a path names exists for this viewer (issue 33, item 24): a course with
 * that slug, and, for `/:course/aula/:lecture`, a lecture at that course-wide number. An unpublished
 * course and draft lectures exist for an admin only (an admin's player numbers drafts after the
 * published lectures, ADR 009), as the course's own read answers; a spelling the player corrects
 * (`/aula/abc`, `/aula/007`) opens a lecture, so it exists when the course has any; so does any
 * number of a course without lectures (its page says the lectures are on their way).
 */
export async function coursePageExists(
  db: Queryable,
  slug: string,
  lecture: string | undefined,
  admin: boolean,
): Promise<boolean> {
  const [row] = await db.query<{ lectures: number }>(
    `select (select count(*)::int from lectures l join sections s on s.id = l.section_id
              where s.course_id = c.id and (l.is_published or $2::boolean)) as lectures
       from courses c where c.slug = $1 and (c.is_published or $2::boolean)`,
    [slug, admin],
  );
  if (!row) return false;
  if (lecture === undefined || row.lectures === 0 || !CANONICAL_POSITION.test(lecture)) return true;
  return Number(lecture) <= row.lectures;
}
