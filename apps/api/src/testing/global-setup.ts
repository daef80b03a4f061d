import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open';
import { dropDatabase, TEST_DATABASE_URL, testDatabaseUrl, withAdminClient } from './db';

/** Where the suite's seeded PGlite template is written, once per run. */
const TEMPLATE_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../.tmp/api-test-template.tar',
);

/**
 * Every test file starts from one migrated and seeded database made here, once per run:
 * - PGlite: its dump, restored in 0.4 s where creating, migrating and seeding a cluster takes
 *   4–5 s (39 files);
 * - PostgreSQL (`AULA_TEST_DATABASE_URL`): a template database, copied by `create database …
 *   template`.
 */
export default async function setup(project: TestProject) {
  if (!TEST_DATABASE_URL) {
    const { db } = await openDatabase({});
    const dump = await db.dump?.();
    await db.close();
    if (!dump) return;
    mkdirSync(dirname(TEMPLATE_FILE), { recursive: true });
    writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', TEMPLATE_FILE);
    return;
  }
  const name = `aula_template_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const { db } = await openDatabase({ url: testDatabaseUrl(name), seed: true });
  await db.close();
  project.provide('postgresTemplate', name);
  return () => dropDatabase(name);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    postgresTemplate?: string;
  }
}
