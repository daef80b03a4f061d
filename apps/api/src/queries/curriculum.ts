import type { Queryable } from '../db/database';
import { run, type Sql, sql } from '../db/sql';

/**
 * A course's sections and lectures as the admin writes them (ADR 020): positions are dense
 * (1..n in each scope) after every write, and each write moves the course's "updated at".
 */

/** A lecture's own columns an admin writes; `section_id` and `position` when it moves. */
export interface LectureColumns {
  title?: string;
  description?: string | null;
  video_url?: string | null;
  /** The ready upload that plays; a saved external link replaces it (issue 35). */
  video_upload_id?: string | null;
  duration_seconds?: number | null;
  is_free?: boolean;
  is_published?: boolean;
  scheduled_for?: string | null;
  section_id?: number;
  position?: number;
}

const entries = (columns: LectureColumns) =>
  Object.entries(columns).filter(([, value]) => value !== undefined);

/** The section's id if it is one of the course's, else null. */
export async function sectionOf(db: Queryable, courseId: number, sectionId: number) {
  const [row] = await db.query<{ id: number }>(
    'select id from sections where id = $1 and course_id = $2',
    [sectionId, courseId],
  );
  return row ?? null;
}

/** A content change moves the course's "updated at" (the admin list's column). */
export async function touchCourse(tx: Queryable, courseId: number) {
  await tx.query('update courses set updated_at = now() where id = $1', [courseId]);
}

/** A new section at the end of the course; its id. */
export async function insertSection(tx: Queryable, courseId: number, title: string) {
  const [row] = await tx.query<{ id: number }>(
    `insert into sections (course_id, title, position)
     values ($1, $2, (select coalesce(max(position), 0) + 1 from sections where course_id = $1))
     returning id`,
    [courseId, title],
  );
  if (!row) throw new Error('section insert returned nothing');
  return row.id;
}

export async function renameSection(tx: Queryable, sectionId: number, title: string) {
  await tx.query('update sections set title = $1 where id = $2', [title, sectionId]);
}

export async function deleteSection(tx: Queryable, sectionId: number) {
  await tx.query('delete from sections where id = $1', [sectionId]);
}

/** The ids of the course's sections. */
export async function sectionIds(tx: Queryable, courseId: number) {
  const rows = await tx.query<{ id: number }>('select id from sections where course_id = $1', [
    courseId,
  ]);
  return rows.map((row) => row.id);
}

/** Of `ids`, those that are sections of the course. */
export async function ownSectionIds(tx: Queryable, courseId: number, ids: number[]) {
  const rows = await tx.query<{ id: number }>(
    'select id from sections where course_id = $1 and id = any($2::int[])',
    [courseId, ids],
  );
  return rows.map((row) => row.id);
}

/** The ids of the lectures in the sections. */
export async function lectureIdsIn(tx: Queryable, sectionIds: number[]) {
  const rows = await tx.query<{ id: number }>(
    'select id from lectures where section_id = any($1::int[])',
    [sectionIds],
  );
  return rows.map((row) => row.id);
}

/** The section of the course's lecture, or null when the lecture is not the course's. */
export async function lectureSection(tx: Queryable, courseId: number, lectureId: number) {
  const [row] = await tx.query<{ section_id: number }>(
    `select l.section_id from lectures l join sections s on s.id = l.section_id
      where l.id = $1 and s.course_id = $2`,
    [lectureId, courseId],
  );
  return row?.section_id ?? null;
}

/** The position after the section's last lecture. */
export async function nextLecturePosition(tx: Queryable, sectionId: number) {
  const [row] = await tx.query<{ next: number }>(
    'select coalesce(max(position), 0) + 1 as next from lectures where section_id = $1',
    [sectionId],
  );
  return row?.next ?? 1;
}

/** A new lecture at the end of its section; its id. */
export async function insertLecture(tx: Queryable, sectionId: number, columns: LectureColumns) {
  const given = entries(columns);
  const names = given.map(([name]) => sql`, ${sql.ident(name)}`);
  const values = given.map(([, value]) => sql`, ${value}`);
  const [row] = await run<{ id: number }>(
    tx,
    sql`insert into lectures (section_id, position${sql.join(names, '')})
        values (${sectionId},
                (select coalesce(max(position), 0) + 1 from lectures where section_id = ${sectionId})${sql.join(values, '')})
        returning id`,
  );
  if (!row) throw new Error('lecture insert returned nothing');
  return row.id;
}

/** Writes the lecture's given columns; nothing when none is given. */
export async function updateLecture(tx: Queryable, lectureId: number, columns: LectureColumns) {
  const given = entries(columns);
  if (given.length === 0) return;
  const set = given.map(([name, value]) => sql`${sql.ident(name)} = ${value}`);
  await run(tx, sql`update lectures set ${sql.join(set, ', ')} where id = ${lectureId}`);
}

/** Deletes the course's lecture; the section it was in, or null when it is not the course's. */
export async function deleteLecture(tx: Queryable, courseId: number, lectureId: number) {
  const [row] = await tx.query<{ section_id: number }>(
    `delete from lectures l using sections s
      where l.section_id = s.id and l.id = $1 and s.course_id = $2 returning l.section_id`,
    [lectureId, courseId],
  );
  return row?.section_id ?? null;
}

/** Puts the lectures in the section (a move between sections keeps their ids). */
export async function moveLectures(tx: Queryable, sectionId: number, lectureIds: number[]) {
  await tx.query('update lectures set section_id = $1 where id = any($2::int[])', [
    sectionId,
    lectureIds,
  ]);
}

type Scope = { table: 'sections'; courseId: number } | { table: 'lectures'; sectionId: number };

/** Writes positions 1..n in the order of `ids`. */
export async function writeOrder(tx: Queryable, table: Scope['table'], ids: number[]) {
  await run(
    tx,
    sql`update ${sql.ident(table)} t set position = o.position
          from unnest(${ids}::int[]) with ordinality as o(id, position)
         where t.id = o.id`,
  );
}

/**
 * Renumbers a scope's rows 1..n in their current order: after a delete or a move, positions stay
 * dense (ADR 020), so the next ranking, insert and the player's numbering never see a gap.
 */
export async function densify(tx: Queryable, scope: Scope) {
  const within: Sql =
    scope.table === 'sections'
      ? sql`course_id = ${scope.courseId}`
      : sql`section_id = ${scope.sectionId}`;
  await run(
    tx,
    sql`update ${sql.ident(scope.table)} t set position = o.position
          from (select id, row_number() over (order by position, id)::int as position
                  from ${sql.ident(scope.table)} where ${within}) o
         where t.id = o.id and t.position <> o.position`,
  );
}
