import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Db, openPglite, openPostgres } from './database';
import { LOCK_FILE, lockDataDir } from './lock';
import { migrate } from './migrations';
import { seed } from './seed';

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
  /** Starts again from an empty database (PGlite: empties the folder; PostgreSQL: the schema). */
  reset?: boolean;
  /**
   * Writes the demo data (public logins) into an empty database. By default only the embedded
   * one gets it: a PostgreSQL server may be a real deployment, seeded only when asked for.
   */
  seed?: boolean | undefined;
  /** The moment the seed's relative dates (scheduled lectures, comments) count from. */
  now?: Date;
  /** PGlite in memory only: starts from this dump (the API suite's migrated, seeded template). */
  template?: Blob | undefined;
}

/** Empties the embedded database's folder, keeping our lock file. */
async function emptyFolder(dir: string) {
  const entries = await readdir(dir);
  await Promise.all(
    entries
      .filter((name) => name !== LOCK_FILE)
      .map((name) => rm(join(dir, name), { recursive: true, force: true })),
  );
}

/**
 * Opens the database ready for use: migrated, and seeded when empty and seeding applies. The
 * embedded database's folder is locked to this process until `close()` (or exit).
 */
export async function openDatabase(options: OpenOptions = {}): Promise<OpenedDatabase> {
  let db: Db;
  let release = () => {};
  if (options.url) {
    db = await openPostgres(options.url);
    if (options.reset) await db.exec('drop schema if exists public cascade; create schema public;');
  } else {
    if (options.dir) release = lockDataDir(options.dir);
    try {
      if (options.dir && options.reset) await emptyFolder(options.dir);
      db = await openPglite(options.dir, options.template);
    } catch (error) {
      release();
      throw error;
    }
  }
  const close = db.close;
  db = {
    ...db,
    async close() {
      try {
        await close();
      } finally {
        release();
      }
    },
  };
  try {
    const applied = await migrate(db);
    const seeded = (options.seed ?? !options.url) ? await seed(db, options.now) : false;
    return { db, applied, seeded };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
