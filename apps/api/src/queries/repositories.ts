import type { Queryable } from '../db/database';
import { iso } from './catalog';

/** What an admin writes of a repository (the contract's `repositoryInputSchema`). */
interface RepositoryInput {
  name: string;
  url: string;
  description?: string | null | undefined;
}

/** A course's repository as the admin endpoints answer it (issue 33, item 16). */
interface RepositoryRow {
  id: number;
  course_id: number;
  name: string;
  url: string;
  description: string | null;
  created_at: Date;
}
const toRepository = (row: RepositoryRow) => ({ ...row, created_at: iso(row.created_at) });

export async function courseRepositories(db: Queryable, courseId: number) {
  const rows = await db.query<RepositoryRow>(
    'select * from repositories where course_id = $1 order by id',
    [courseId],
  );
  return rows.map(toRepository);
}

export async function insertRepository(db: Queryable, courseId: number, input: RepositoryInput) {
  const [row] = await db.query<RepositoryRow>(
    'insert into repositories (course_id, name, url, description) values ($1, $2, $3, $4) returning *',
    [courseId, input.name, input.url, input.description || null],
  );
  if (!row) throw new Error('repository insert returned nothing');
  return toRepository(row);
}

/** The course's repository as written, or null when the course has no such repository. */
export async function updateRepository(
  db: Queryable,
  courseId: number,
  id: number,
  input: RepositoryInput,
) {
  const [row] = await db.query<RepositoryRow>(
    `update repositories set name = $3, url = $4, description = $5
      where id = $1 and course_id = $2 returning *`,
    [id, courseId, input.name, input.url, input.description || null],
  );
  return row ? toRepository(row) : null;
}

/** Whether the course had the repository (and now has it no more). */
export async function deleteRepository(db: Queryable, courseId: number, id: number) {
  const removed = await db.query(
    'delete from repositories where id = $1 and course_id = $2 returning id',
    [id, courseId],
  );
  return removed.length > 0;
}
