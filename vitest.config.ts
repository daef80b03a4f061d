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
  // The bucket's side of the video pipeline: the same on either database.
  'video/s3',
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
          // Worker threads, not child processes: a file starts without a new process (its own
          // PGlite, its own module graph as before). 142 → 110 s for the suite on PGlite.
          pool: 'threads',
        },
      },
    ],
  },
});
