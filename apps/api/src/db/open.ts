import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, openPglite, openPostgres } from './database';
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

export interface OpenOptions {
  /** PostgreSQL's connection URL; when absent, the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's folder; with neither `url` nor `dir` the database lives in memory (tests). */
  dir?: string | undefined;
  /** Starts again from an empty database (PGlite: deletes the folder; PostgreSQL: the schema). */
  reset?: boolean;
  /** The moment the seed's relative dates (scheduled lectures, comments) count from. */
  now?: Date;
}

/** Opens the database ready for use: migrated, and seeded when empty. */
export async function openDatabase(options: OpenOptions = {}): Promise<OpenedDatabase> {
  let db: Db;
  if (options.url) {
    db = await openPostgres(options.url);
    if (options.reset) await db.exec('drop schema if exists public cascade; create schema public;');
  } else {
    if (options.dir && options.reset) await rm(options.dir, { recursive: true, force: true });
    db = await openPglite(options.dir);
  }
  const applied = await migrate(db);
  const seeded = await seed(db, options.now);
  return { db, applied, seeded };
}

/** Where `npm start` and `db:reset` keep their data: PostgreSQL at DATABASE_URL, or PGlite. */
export function describeDatabase(url = process.env.DATABASE_URL) {
  if (!url) return `PGlite (embutido) em ${dataDir}`;
  const parsed = new URL(url);
  return `PostgreSQL em ${parsed.host}${parsed.pathname}`;
}
