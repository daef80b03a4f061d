import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, openPglite } from './database';
import { migrate } from './migrations';
import { seed } from './seed';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The embedded database's folder: `DATA_DIR`, or `.data/pglite` at the repo's root. */
export const dataDir = resolve(process.env.DATA_DIR ?? `${repoRoot}.data/pglite`);

export interface OpenedDatabase {
  db: Db;
  /** Migrations applied by this opening. */
  applied: string[];
  /** Whether the demo data was written (only into an empty database). */
  seeded: boolean;
}

/**
 * Opens the database ready for use: migrated, and seeded when empty. `reset` deletes the folder
 * first; with no folder at all the database lives in memory (tests).
 */
export async function openDatabase(
  options: { dir?: string; reset?: boolean } = {},
): Promise<OpenedDatabase> {
  if (options.dir && options.reset) await rm(options.dir, { recursive: true, force: true });
  const db = await openPglite(options.dir);
  const applied = await migrate(db);
  const seeded = await seed(db);
  return { db, applied, seeded };
}
