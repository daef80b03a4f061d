import { existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './vite.shared.ts';

/**
 * CI runs the API suite on PGlite, then on PostgreSQL (`AULA_TEST_DATABASE_URL`; ADR 050 for
 * which files run on both). These files never touch the suite's database engine (pure code,
 * settings, the embedded folder), so the PostgreSQL run leaves them out; `startup.test.ts` and
 * `db/database.test.ts` skip their embedded parts there themselves (`ON_POSTGRES_RUN`).
 */
const ENGINE_FREE_API_TESTS = [
  'auth/password',
  'config',
  'db/sql',
  'image-size',
  'middleware/client-address',
  'queries/count-cache',
  'queries/rich-text',
  'school-time',
  'storage',
  // The bucket's side of the video pipeline, ffmpeg's ladder and the caption parser: the same on
  // either database.
  'video/s3',
  'video/ffmpeg',
  'video/captions',
].map((name) => `apps/api/src/${name}.test.ts`);

/**
 * The files whose behaviour depends on the database engine, or that the issues name for both
 * (ADR 050): the queue and the processes sharing it, sessions and throttles kept in the database,
 * the outbox and its events, the tus endpoints, signed playlists, the position, purchases' row
 * locks, the authz matrix, start-up and migrations. When CI also runs the suite on PostgreSQL
 * (`npm test` with `AULA_TEST_DATABASE_URL`), the PGlite run is these and the engine-free files
 * (`AULA_TEST_ENGINE_FILES=1`); every other file (request handling, the same on either engine)
 * runs once, on PostgreSQL. Without PostgreSQL, PGlite runs every file.
 */
const ENGINE_API_TESTS = [
  'startup',
  'db/database',
  'db/seed-large',
  'jobs/queue',
  'jobs/processes',
  'auth/session',
  'auth-abuse',
  'authz',
  'media',
  'mail/mail',
  'mail/processes',
  'mail/whatsapp',
  'notifications/published',
  'routes/notifications',
  'routes/new-device',
  'routes/progress',
  'routes/lecture-captions',
  'routes/purchase-webhooks',
  'video/uploads',
].map((name) => `apps/api/src/${name}.test.ts`);

for (const file of [...ENGINE_API_TESTS, ...ENGINE_FREE_API_TESTS]) {
  // A renamed file would otherwise leave a run silently.
  if (!existsSync(new URL(file, import.meta.url))) throw new Error(`vitest.config: no ${file}`);
}

/** Which API files this run takes: see ENGINE_API_TESTS. */
function apiFiles(env: NodeJS.ProcessEnv) {
  if (env.AULA_TEST_DATABASE_URL)
    return { include: ['apps/api/src/**/*.test.ts'], exclude: ENGINE_FREE_API_TESTS };
  if (env.AULA_TEST_ENGINE_FILES === '1')
    return { include: [...ENGINE_API_TESTS, ...ENGINE_FREE_API_TESTS], exclude: [] };
  return { include: ['apps/api/src/**/*.test.ts'], exclude: [] };
}

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: workspaceAliases },
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
          ],
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
          // One jsdom per worker, a fresh VM context per file: 142 → 28 s for the unit suite.
          pool: 'vmThreads',
          // Both cores: Vitest's default on 2 is one worker (37 s → 22 s here, 1.1 → 1.7 busy).
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias: workspaceAliases },
        test: {
          name: 'api',
          globals: true,
          environment: 'node',
          ...apiFiles(process.env),
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          // scrypt at N = 2^14 instead of 2^17 for the suite's many sign-ins (auth/password.ts);
          // auth/password.test.ts checks the production cost.
          env: { AULA_TEST_SCRYPT_LOG2N: '14' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // Child processes, not worker threads. PGlite's WebAssembly churn in several isolates of
          // one process races V8's process-wide JIT page registry and aborts the whole run on
          // machines with memory protection keys ("Check failed: jit_page_->allocations_.erase",
          // nodejs/node#64500; it killed CI on 2026-11-27). One isolate per process, with V8's PKU
          // code protection off, is the known mitigation; it costs ~30 s on the PGlite run.
          pool: 'forks',
          // Each process keeps its modules from one file to the next (ADR 053): 130.7 → 108.6 s on
          // PostgreSQL, 98.6 → 84.1 s on PGlite. Every file opens its own database and server
          // (testing/harness.ts), which also forgets the totals the routes keep per process; the
          // one file that needs a module read afresh (auth/password.test.ts) imports it so.
          isolate: false,
          execArgv: ['--no-memory-protection-keys'],
        },
      },
    ],
  },
});
