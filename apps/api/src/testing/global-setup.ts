import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open';
import { TEST_DATABASE_URL } from './db';

/** Where the suite's seeded PGlite template is written, once per run. */
const TEMPLATE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../.tmp/api-test-template.tar',
);

/**
 * On PGlite, every test file starts from one migrated and seeded cluster, dumped here once:
 * restoring it takes 0.4 s where creating, migrating and seeding a cluster takes 4–5 s (39 files).
 * PostgreSQL (`AULA_TEST_DATABASE_URL`) keeps creating a database per file.
 */
export default async function setup(project: TestProject) {
  if (TEST_DATABASE_URL) return;
  const { db } = await openDatabase({});
  const dump = await db.dump?.();
  await db.close();
  if (!dump) return;
  mkdirSync(dirname(TEMPLATE), { recursive: true });
  writeFileSync(TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', TEMPLATE);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
  }
}
