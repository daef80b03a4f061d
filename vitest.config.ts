import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './vite.shared.ts';

/**
 * The API suite runs twice in CI: on PGlite, then on PostgreSQL (`AULA_TEST_DATABASE_URL`). These
 * files never touch the suite's database engine (pure code, settings, the embedded folder), so the
 * PostgreSQL run leaves them out; `startup.test.ts` and `db/database.test.ts` skip their embedded
 * parts there themselves (`ON_POSTGRES_RUN`).
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
        },
      },
      {
        resolve: { alias: workspaceAliases },
        test: {
          name: 'api',
          globals: true,
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: process.env.AULA_TEST_DATABASE_URL ? ENGINE_FREE_API_TESTS : [],
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
          execArgv: ['--no-memory-protection-keys'],
        },
      },
    ],
  },
});
