import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/database';
import { openDatabase } from '../db/open';

/**
 * The API suite runs against PGlite in memory, and against a real PostgreSQL server as well when
 * `AULA_TEST_DATABASE_URL` names one (CI does): each test file then gets a database of its own.
 * Both start from the run's seeded template (global-setup.ts).
 */
export const TEST_DATABASE_URL = process.env.AULA_TEST_DATABASE_URL || undefined;
/**
 * The suite's second run, on PostgreSQL: what does not depend on the engine (the embedded
 * folder, the settings) ran already on PGlite and is skipped here (vitest.config.ts).
 */
export const ON_POSTGRES_RUN = TEST_DATABASE_URL !== undefined;

export interface TestDatabase {
  db: Db;
  close(): Promise<void>;
}

/** The URL of database `name` on the test server. */
export function testDatabaseUrl(name: string) {
  const url = new URL(TEST_DATABASE_URL ?? 'postgres://localhost');
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to the test server's maintenance database. */
export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const dropDatabase = (name: string) =>
  withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));

export async function openTestDatabase(now?: Date): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    // The run's seeded template, unless a clock of its own needs a new seed.
    const path = now ? undefined : inject('pgliteTemplate');
    const template = path ? new Blob([await readFile(path)]) : undefined;
    const { db } = await openDatabase({ ...(now ? { now } : {}), template });
    return { db, close: () => db.close() };
  }
  const name = `aula_test_${randomBytes(6).toString('hex')}`;
  const template = now ? undefined : inject('postgresTemplate');
  await withAdminClient((client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  // The suite needs the demo data; PostgreSQL is seeded only when asked for (a copy of the
  // template is seeded already, and the seed leaves a database with data alone).
  const { db } = await openDatabase({
    url: testDatabaseUrl(name),
    seed: true,
    ...(now ? { now } : {}),
  });
  return {
    db,
    async close() {
      await db.close();
      await dropDatabase(name);
    },
  };
}
