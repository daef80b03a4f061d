// The admin's reads at a school's size (issue 19), part of `npm run bench:api`. Needs a PostgreSQL
// filled by `npm run db:seed:large` in BENCH_ADMIN_DATABASE_URL; without it, says how and exits 0.
// Starts the API on that database (no reset, no seed), signs in as the demo admin, drives
// BENCH_ADMIN_CONNECTIONS (20) connections at each list, then downloads the CSV export of every
// student while sampling the server's resident memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { printCalibration, reportFailure, reportUnmet, step } from './lib/bench-stats.mjs';
import { DEMO, signIn } from './lib/http-session.mjs';
import { root } from './lib/paths.mjs';
import { toolEnv } from './lib/run.mjs';

const url = process.env.BENCH_ADMIN_DATABASE_URL;
if (!url) {
  console.log(
    '\nAdmin reads at scale: skipped. Fill a PostgreSQL with `DATABASE_URL=… npm run db:seed:large` and run `BENCH_ADMIN_DATABASE_URL=… npm run bench:api`.',
  );
  process.exit(0);
}
const BENCH = 'bench:api (admin at scale)';
printCalibration(BENCH);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connections = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 20);

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: toolEnv({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    STATIC_DIR: '',
    LOG_LEVEL: 'error',
  }),
});
process.on('exit', () => server.kill('SIGTERM'));

/** The server's resident memory in MB (Linux). */
const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
};

/**
 * @param {import('autocannon').Options} options
 * @param {number} duration
 * @returns {Promise<import('autocannon').Result>}
 */
const run = (options, duration) =>
  new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (server.exitCode !== null)
      throw new Error(`the API exited with code ${server.exitCode} (its errors are above)`);
    if (i > 480) throw new Error('the API did not answer /health within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const { Cookie: cookie } = (
    await step('signing in as the demo admin', () => signIn(base, DEMO.admin))
  )();
  const headers = { Cookie: cookie, Accept: 'application/json' };
  const [users] = await Promise.all([
    fetch(`${base}/api/admin/students?per_page=1`, { headers }).then((r) => r.json()),
  ]);
  const lists = [
    [
      'students: product + status + text "silva", page 1',
      'product_id=1&status=active&search=silva',
    ],
    [
      'students: product + status + text "escala", page 1',
      'product_id=1&status=active&search=escala',
    ],
    [
      'students: product + status + text "escala", page 500',
      'product_id=1&status=active&search=escala&page=500',
    ],
    ['students: no filter, by name, page 1', 'sort=name'],
  ].map(([title, query]) => [title, `api/admin/students?${query}`]);
  lists.push(
    ['comments: unanswered queue, page 1', 'api/admin/comments'],
    ['comments: unanswered queue, page 500', 'api/admin/comments?page=500'],
    ['the admin home', 'api/admin/summary'],
  );
  console.log(
    `\nAdmin reads at scale: ${users.meta.total} accounts, ${connections} connections, ${seconds} s each after ${warmup} s of warm-up, Node ${process.version}\n`,
  );
  console.log(
    '| read | req/s mean (per-second min–max) | p50 | p99 | non-2xx | goal p99 < 100 ms (absolute) |\n| --- | ---: | ---: | ---: | ---: | --- |',
  );
  let failed = false;
  /** @type {string[]} */
  const unmet = [];
  // BENCH_ADMIN_ONLY=text runs the reads whose title contains it (and skips the export).
  const only = process.env.BENCH_ADMIN_ONLY;
  for (const [title, path] of lists.filter(([title]) => !only || title?.includes(only))) {
    const options = { url: `${base}/${path}`, headers };
    if (warmup > 0) await run(options, warmup);
    const result = await step(`loading ${title}`, () => run(options, seconds));
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) failed = true;
    // No answer within autocannon's 10 s is not a fast answer.
    const met = result.requests.average > 0 && bad === 0 && result.latency.p99 < 100;
    if (!met) {
      failed = true;
      unmet.push(`${title}: p99 ${result.latency.p99} ms, ${bad} failed`);
    }
    console.log(
      `| ${title} | ${Math.round(result.requests.average)} (${result.requests.min}–${result.requests.max}) | ${result.latency.p50} ms | ${result.latency.p99} ms | ${bad} | ${met ? 'ok' : 'NOT met'} |`,
    );
  }

  if (only) {
    reportUnmet(BENCH, unmet);
    process.exit(failed ? 1 : 0);
  }
  // The export: every account, timed, with the server's memory sampled every 20 ms.
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 20);
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/students/export`, {
    headers: { Cookie: cookie },
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (response.body)) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  const growth = peak - before;
  const exportMet = response.ok && ms < 10_000 && growth < 100;
  console.log(
    `\nCSV export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s; server memory ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB). Goal < 10 s and < 100 MB growth: ${exportMet ? 'met' : 'NOT met'}`,
  );
  if (!exportMet)
    unmet.push(`the CSV export: ${(ms / 1000).toFixed(1)} s, +${growth.toFixed(0)} MB`);
  reportUnmet(BENCH, unmet);
} catch (error) {
  reportFailure(BENCH, error);
} finally {
  server.kill('SIGTERM');
}
