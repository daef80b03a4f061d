import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/database';
import { openDatabase } from '../db/open';

/**
 * The API suite runs against PGlite in memory, and against a real PostgreSQL server as well when
 * `AULA_TEST_DATABASE_URL` names one (CI does): each test file then gets a database of its own.
 */
export const TEST_DATABASE_URL = process.env.AULA_TEST_DATABASE_URL || undefined;

export interface TestDatabase {
  db: Db;
  close(): Promise<void>;
}

export async function openTestDatabase(now?: Date): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    // The run's seeded template (global-setup.ts), unless a clock of its own needs a new seed.
    const path = now ? undefined : inject('pgliteTemplate');
    const template = path ? new Blob([await readFile(path)]) : undefined;
    const { db } = await openDatabase({ ...(now ? { now } : {}), template });
    return { db, close: () => db.close() };
  }
  const name = `aula_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  // The suite needs the demo data; PostgreSQL is seeded only when asked for.
  const { db } = await openDatabase({ url: url.toString(), seed: true, ...(now ? { now } : {}) });
  return {
    db,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
