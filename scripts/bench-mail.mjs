// bench:api's e-mail fan-out (issue 36 §4): a scheduled lecture released to a product of
// BENCH_STUDENTS students (default 100,000) on a fresh database (apps/api/src/db/seed-mail-bench-cli.ts; the
// embedded PGlite, or DATABASE_URL's PostgreSQL). It measures, for each of BENCH_RUNS releases:
// (a) the time from the release (the worker's announcement) until the last student's bell lists it
// (polled as that student), and until every e-mail is enqueued (the workers' `mail.queued` counts;
// at a bulk pace they are written just ahead of the delivery, ADR 054); (b) the time until the local SMTP sink (smtp-server, in its own
// process) has received every e-mail; (c) the API server's RSS (its peak, and idle before);
// (d) the player's read p99 (`GET api/course-by-slug`, as bench:api reads it, at a fixed rate, open loop)
// idle before the release, while the fan-out runs, and idle again once it is over (delivered, or
// ended by the bench), the goal being within 20 % of idle in every run. The release is the worker's: the
// admin sets the lecture's time to now and no request triggers it (the periodic job does, at the
// next whole minute). It starts with the machine's calibration, as the other benches do.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { recordBench } from './lib/bench-results.mjs';
import {
  printCalibration,
  quantile,
  reportFailure,
  reportUnmet,
  spread,
  spreadText,
  step,
  withSpread,
} from './lib/bench-stats.mjs';
import { DEMO, signIn } from './lib/http-session.mjs';
import { root } from './lib/paths.mjs';
import { toolEnv } from './lib/run.mjs';

const BENCH = 'bench:mail';
const students = Number(process.env.BENCH_STUDENTS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 2);
/** How many jobs the API process runs at once (its WORKERS). */
const workers = Number(process.env.BENCH_WORKERS ?? 4);
/**
 * BENCH_SPLIT=1 (PostgreSQL only): the deployment ADR 036 describes for a large school, a web-only
 * API (`WORKERS=0`) serving the reads and a worker process (`npm run worker`) running the fan-out
 * and the delivery, both on DATABASE_URL. Without it, one API process does all of it.
 */
const split = process.env.BENCH_SPLIT === '1';
/** The worker process's niceness (BENCH_SPLIT): on a shared machine, the background work yields. */
const workerNice = Number(process.env.BENCH_WORKER_NICE ?? 0);
/**
 * BENCH_WORKER_POLICY=idle: the worker and the sink also run under Linux's SCHED_IDLE (`chrt
 * --idle 0`; systemd's `CPUSchedulingPolicy=idle`): a waking read preempts them at once, and a
 * core running only them counts as free when the kernel places a waking task. A nice value alone
 * only weighs their share.
 */
const workerPolicy = process.env.BENCH_WORKER_POLICY ?? '';
if (workerPolicy !== '' && workerPolicy !== 'idle')
  throw new Error(`BENCH_WORKER_POLICY must be "idle" or unset, not "${workerPolicy}"`);
/**
 * BENCH_PIN=1 (BENCH_SPLIT, a local PostgreSQL): the worker and the SMTP sink on the machine's
 * last core, the web process, the bench and PostgreSQL's processes on the others (`taskset`): the
 * deployment ADR 036 describes for a large school, where the worker and the SMTP server are other
 * machines, on the one machine there is. (The worker's own PostgreSQL backend stays with the
 * database, as it would.)
 */
const pin = process.env.BENCH_PIN === '1';
const cpuCount = availableParallelism();
if (pin && (!split || cpuCount < 2))
  throw new Error('BENCH_PIN=1 needs BENCH_SPLIT=1 and at least two cores');
const backgroundCpus = String(cpuCount - 1);
const foregroundCpus = cpuCount === 2 ? '0' : `0-${cpuCount - 2}`;
/** Pins `pid` and its threads to `cpus` (taskset's list). */
function pinTo(/** @type {number} */ pid, /** @type {string} */ cpus) {
  const result = spawnSync('taskset', ['-a', '-c', '-p', cpus, String(pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset ${pid}: ${result.stderr || result.error}`);
}
/** `command` on `cpus` with BENCH_PIN, as it is without. @param {string} cpus @param {string[]} command */
const onCpus = (cpus, command) => (pin ? ['taskset', '-c', cpus, ...command] : command);
/** @param {string[]} command the argv of a background process (the worker, the sink) */
const inBackground = (command) =>
  onCpus(backgroundCpus, [
    ...(workerPolicy === 'idle' ? ['chrt', '--idle', '0'] : []),
    ...(workerNice > 0 ? ['nice', '-n', String(workerNice)] : []),
    ...command,
  ]);
if (split && !process.env.DATABASE_URL)
  throw new Error('BENCH_SPLIT=1 needs DATABASE_URL: the worker process shares PostgreSQL');
/** The player's read: a fixed rate (a load, not a flood), for this many seconds each window. */
const readRate = Number(process.env.BENCH_READ_RATE ?? 20);
const readSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * BENCH_READ_ONLY=1: each release is ended once the read window has its figures (and the bell its
 * entry): at the default pace, delivering 100,000 e-mails takes 2,000 s by construction. With
 * DATABASE_URL the bench ends it itself (`endRelease`), then reads idle again, and goes on to the
 * next release (BENCH_RUNS of them on one seed); on the embedded PGlite (the server's alone) it
 * makes one release.
 */
const readOnly = process.env.BENCH_READ_ONLY === '1';
/** Whether the bench can reach the database itself (PostgreSQL): to end a release early. */
const sharedDatabase = Boolean(process.env.DATABASE_URL);
const timeoutMinutes = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 60);
/**
 * The bulk e-mail pace (MAIL_BULK_PER_SECOND, ADR 049) of the API and the worker: the product's
 * default unless BENCH_MAIL_PER_SECOND says otherwise (0: as fast as the workers send).
 */
const pace = process.env.BENCH_MAIL_PER_SECOND;
const paceEnv = pace === undefined ? {} : { MAIL_BULK_PER_SECOND: pace };
const startSeconds = Number(process.env.BENCH_START_TIMEOUT_SECONDS ?? 300);
const calibration = printCalibration(BENCH);

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * How far the p99 ratio of two sets of reads moves with the sampling alone: the 5th and 95th
 * percentiles of the ratio over `times` resamplings (with replacement, a fixed seed). At 1,200
 * reads a window (60 s at 20 a second) it spanned about ±25 %: the goal's 20 % was inside it.
 * @param {number[]} busy @param {number[]} idle
 */
function bootstrapRatio(busy, idle, times = 400) {
  let seed = 0x9e3779b9;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const resampledP99 = (/** @type {number[]} */ values) =>
    quantile(
      Array.from(
        { length: values.length },
        () => values[Math.floor(random() * values.length)] ?? 0,
      ),
      0.99,
    );
  const ratios = Array.from({ length: times }, () => resampledP99(busy) / resampledP99(idle));
  return { low: quantile(ratios, 0.05), high: quantile(ratios, 0.95) };
}

// The SMTP sink (scripts/lib/smtp-count-sink.mjs, its own process): the recipients it accepted,
// and when the last one arrived on this process's clock.
let received = 0;
let lastReceivedAt = 0;
const smtpPort = await freePort();
// Another machine in a deployment: here it yields to the API as the worker does (BENCH_WORKER_NICE).
const sinkCommand = [process.execPath, join(root, 'scripts/lib/smtp-count-sink.mjs')];
const [sinkFile = 'node', ...sinkArgs] = inBackground(sinkCommand);
const sink = spawn(sinkFile, sinkArgs, {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, SMTP_SINK_PORT: String(smtpPort) },
});
await new Promise((resolve, reject) => {
  sink.once('exit', (code) => reject(new Error(`the SMTP sink exited with code ${code}`)));
  createInterface({ input: /** @type {import('node:stream').Readable} */ (sink.stdout) }).on(
    'line',
    (line) => {
      const entry = JSON.parse(line);
      if (entry.listening) return resolve(undefined);
      received = entry.received;
      lastReceivedAt = performance.now() - (Date.now() - entry.at);
    },
  );
});

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'aula-bench-mail-'));
const env = toolEnv({
  ...process.env,
  DATA_DIR: dataDir,
  BENCH_STUDENTS: String(students),
  BENCH_RUNS: String(runs),
});
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
/** @type {import('node:child_process').ChildProcess | undefined} */
let worker;
const stop = () => {
  server?.kill('SIGTERM');
  worker?.kill('SIGTERM');
  sink.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

/** @returns {Promise<{ productId: number; courseId: number; lectureIds: number[] }>} */
function seedData() {
  return new Promise((resolve, reject) => {
    const seeding = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/db/seed-mail-bench-cli.ts'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
        env,
      },
    );
    let out = '';
    seeding.stdout.on('data', (chunk) => {
      out += chunk;
    });
    seeding.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the seed exited with code ${code}`));
      const last = out.trim().split('\n').pop() ?? '';
      resolve(JSON.parse(last));
    });
  });
}

/** The server's log lines (JSON), as events for the waits below. */
/** @type {Record<string, unknown>[]} */
const events = [];
/** @type {(() => void)[]} */
const listeners = [];
const onEvent = () => {
  for (const listener of listeners) listener();
};
/** E-mails the processes queued (their `mail.queued` log lines). */
let mailQueued = 0;

/** @param {import('node:child_process').ChildProcess} child */
function listen(child) {
  const lines = createInterface({
    input: /** @type {import('node:stream').Readable} */ (child.stdout),
  });
  lines.on('line', (line) => {
    if (!line.startsWith('{')) return;
    /** @type {Record<string, unknown>} */
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (entry.event === 'mail.queued') {
      mailQueued += typeof entry.count === 'number' ? entry.count : 1;
      return;
    }
    if (entry.event === 'notifications.released') {
      events.push({ ...entry, at: performance.now() });
      onEvent();
    }
  });
}

function startServer() {
  const serverEnv = {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: '',
    LOG_LEVEL: 'info',
    WORKERS: split ? '0' : String(workers),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Aula <nao-responda@aula.dev>',
    APP_URL: base,
    ...paceEnv,
  };
  const command = [process.execPath, '--import', 'tsx', 'apps/api/src/main.ts'];
  const [file = 'node', ...args] = onCpus(foregroundCpus, command);
  server = spawn(file, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: serverEnv,
  });
  listen(server);
}

/** The worker process of BENCH_SPLIT, started once the server has migrated the database. */
function startWorker() {
  const command = [process.execPath, '--import', 'tsx', 'apps/api/src/worker.ts'];
  const [file = 'node', ...args] = inBackground(command);
  worker = spawn(file, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...env,
      LOG_LEVEL: 'info',
      WORKERS: String(workers),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Aula <nao-responda@aula.dev>',
      APP_URL: base,
      ...paceEnv,
    },
  });
  listen(worker);
}

/** @param {string} what @param {() => boolean} done @param {number} ms */
async function waitFor(what, done, ms = timeoutMinutes * 60_000) {
  const until = Date.now() + ms;
  while (!done()) {
    for (const [name, child] of /** @type {const} */ ([
      ['API', server],
      ['worker', worker],
    ]))
      if (child?.exitCode !== null && child?.exitCode !== undefined)
        throw new Error(`the ${name} exited with code ${child.exitCode} while waiting for ${what}`);
    if (Date.now() > until) throw new Error(`${what} did not happen within ${ms / 1000} s`);
    await sleep(100);
  }
}

async function waitForHealth() {
  for (let i = 0; i < startSeconds * 4; i++) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`the API exited with code ${server.exitCode} (its errors are above)`);
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return (await response.json()).database;
    } catch {}
    await sleep(250);
  }
  throw new Error(`the API did not answer /health within ${startSeconds} s`);
}

/** The API processes' resident memory (the server's, plus the worker's with BENCH_SPLIT), in MiB. */
function rssMiB() {
  let total = 0;
  for (const child of [server, worker]) {
    if (!child) continue;
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
      if (!Number.isFinite(kb)) return Number.NaN;
      total += kb / 1024;
    } catch {
      return Number.NaN;
    }
  }
  return total;
}

/**
 * The player's read at `readRate` req/s for `readSeconds`, open loop: each request leaves at its
 * time whether or not the earlier ones answered, and its latency counts from then (a stalled
 * server shows in the p99 instead of thinning the load). Waits for every answer.
 * @param {Record<string, string>} headers
 */
async function read(headers) {
  /** @type {number[]} */
  const latencies = [];
  let failed = 0;
  /** @type {Promise<void>[]} */
  const pending = [];
  const total = Math.round(readRate * readSeconds);
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / readRate - performance.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
    pending.push(
      fetch(`${base}/api/course-by-slug/react-do-zero`, { headers }).then(
        async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failed += 1;
          latencies.push(performance.now() - sent);
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  return {
    latencies,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    failed,
    ended: performance.now(),
  };
}

/**
 * BENCH_READ_ONLY: ends a release's fan-out before its 2,000 s, as if every student had been
 * e-mailed: the broadcast's cursor past every student (a chunk running now finishes under the
 * row's lock, the next finds nobody), then the queued e-mails' jobs dropped. The idle read after
 * it has nothing of the release left running. (The bench's database has no other broadcast.)
 */
/**
 * PostgreSQL: the seeded database settled before the first read, as a school's is (its students
 * were not bulk-loaded a minute ago): vacuumed and analysed, its pages written out, so that the
 * seed's checkpoint (390 MB of WAL, timed five minutes after the database is created) and the
 * unset visibility map are not part of the runs.
 */
/**
 * Runs `work` on a connection of the bench's own to DATABASE_URL (PostgreSQL), closed after.
 * @template T
 * @param {(client: import('pg').Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withDatabase(work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL and the bench are pinned already (once: later backends inherit it). */
let pinned = false;
async function settleDatabase() {
  const started = performance.now();
  await withDatabase(async (client) => {
    if (pin && !pinned) {
      pinned = true;
      // PostgreSQL's processes (its postmaster's children; backends forked later inherit it).
      const [row] = (await client.query('select pg_backend_pid() as pid')).rows;
      const status = readFileSync(`/proc/${row.pid}/status`, 'utf8');
      const postmaster = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' });
      for (const pid of [postmaster, ...children.stdout.split('\n').filter(Boolean).map(Number)])
        pinTo(pid, foregroundCpus);
      pinTo(process.pid, foregroundCpus);
      console.log(
        `pinned: PostgreSQL, the web process and the bench on CPU ${foregroundCpus}; the worker and the SMTP sink on CPU ${backgroundCpus}`,
      );
    }
    await client.query('vacuum analyze');
    try {
      await client.query('checkpoint');
    } catch (error) {
      // Not a superuser (nor pg_checkpoint): the timed checkpoint will come during the runs.
      console.log(`(no CHECKPOINT: ${error instanceof Error ? error.message : error})`);
    }
  });
  console.log(
    `settled the database (vacuum analyze, checkpoint) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function endRelease() {
  await withDatabase(async (client) => {
    // Waits for a chunk in flight (it holds the row); every chunk after it finds nobody left.
    await client.query('update broadcasts set mailed_through = 2147483647');
    await client.query(
      `delete from jobs where state = 'queued' and queue in ('notifications.fanout', 'mail.send', 'mail.batch')`,
    );
  });
}

try {
  const data = await step('seeding the students', seedData);
  if (sharedDatabase) await step('settling the database', settleDatabase);
  startServer();
  const engine = await step('starting the API', waitForHealth);
  if (split) startWorker();
  const student = await step('signing in as the demo student', () => signIn(base, DEMO.student));
  const admin = await step('signing in as the admin', () => signIn(base, DEMO.admin));
  // The last student by id: the last the e-mails reach, and any bell tells alike (ADR 054).
  const last = await step('signing in as the last bench student', () =>
    signIn(base, {
      email: `bench${students}@email.bench.aula.dev`,
      password: 'aula-bench-mail-2026',
    }),
  );
  /** The last student's unread count. */
  const unread = async () => {
    const response = await fetch(`${base}/api/me/notifications/unread-count`, { headers: last() });
    if (!response.ok) throw new Error(`the unread count answered ${response.status}`);
    return /** @type {{ data: { unread: number } }} */ (await response.json()).data.unread;
  };
  const { Cookie } = student();
  const readHeaders = { Cookie, Accept: 'application/json' };
  await step('warming the read', () => read(readHeaders));

  /** @type {{ told: number; enqueue: number; deliver: number; rssIdle: number; rssPeak: number; idleP99: number; idleAfterP99: number; idleAroundP99: number; busyP99: number; ratio: number; ratioBefore: number; low: number; high: number; errors: number; busyOverlap: number }[]} */
  const results = [];
  /** Every run's reads, pooled: idle before each release, during its fan-out, idle after it. */
  const pooled = {
    idle: /** @type {number[]} */ ([]),
    busy: /** @type {number[]} */ ([]),
    after: /** @type {number[]} */ ([]),
  };
  for (const [i, lectureId] of data.lectureIds.entries()) {
    if (readOnly && !sharedDatabase && i > 0) break;
    const label = `run ${i + 1} of ${readOnly && !sharedDatabase ? 1 : data.lectureIds.length}`;
    const idle = await step(`${label}: the idle read`, () => read(readHeaders));
    const rssIdle = rssMiB();
    let rssPeak = rssIdle;
    const sampler = setInterval(() => {
      const now = rssMiB();
      if (now > rssPeak) rssPeak = now;
    }, 250);
    const receivedBefore = received;
    const queuedBefore = mailQueued;
    const unreadBefore = await unread();
    const known = events.length;
    await step(`${label}: releasing the lecture`, async () => {
      const response = await fetch(`${base}/api/courses/${data.courseId}/lectures/${lectureId}`, {
        method: 'PUT',
        headers: admin(),
        body: JSON.stringify({ scheduled_for: new Date().toISOString() }),
      });
      if (!response.ok) throw new Error(`updateLecture answered ${response.status}`);
    });
    // No request from here: the worker's periodic job announces it at the next whole minute.
    await step(`${label}: waiting for the worker's release`, () =>
      waitFor(
        'the release',
        () =>
          events
            .slice(known)
            .some((e) => Array.isArray(e.lectures) && e.lectures.includes(lectureId)),
        120_000,
      ),
    );
    const released = /** @type {number} */ (
      events.slice(known).find((e) => Array.isArray(e.lectures) && e.lectures.includes(lectureId))
        ?.at
    );
    // The last student's bell, polled until it lists the release (ten times a second at most).
    let toldAt = 0;
    const told = (async () => {
      while ((await unread()) <= unreadBefore) await sleep(100);
      toldAt = performance.now();
    })();
    let enqueuedAt = 0;
    // BENCH_READ_ONLY ends the release before every e-mail is queued: nothing to wait for.
    const enqueued = (
      readOnly
        ? new Promise(() => undefined)
        : waitFor('the fan-out', () => mailQueued - queuedBefore >= students)
    ).then(() => {
      enqueuedAt = performance.now();
      console.log(
        `${label}: ${students} e-mails enqueued ${((enqueuedAt - released) / 1000).toFixed(1)} s after the release`,
      );
    });
    const busy = await step(`${label}: the read during the fan-out`, () => read(readHeaders));
    await step(`${label}: the last student's bell`, () => told);
    console.log(
      `${label}: the last student's bell listed it ${((toldAt - released) / 1000).toFixed(2)} s after the release`,
    );
    const busyEnded = busy.ended;
    console.log(
      `${label}: read p99 ${idle.p99.toFixed(1)} ms idle, ${busy.p99.toFixed(1)} ms during the fan-out (${(busy.p99 / idle.p99).toFixed(2)}×)`,
    );
    /**
     * The run's reads, pooled with the other runs', and its idle window after the release (once
     * it is over): after / before tells how far two idle windows of the same machine differ. The
     * judge stays against the idle reads before each release: after a release the database may
     * still be vacuuming what it wrote.
     * @param {Awaited<ReturnType<typeof read>> | undefined} after
     */
    const judge = (after) => {
      pooled.idle.push(...idle.latencies);
      pooled.busy.push(...busy.latencies);
      if (after) {
        pooled.after.push(...after.latencies);
        console.log(
          `${label}: read p99 ${after.p99.toFixed(1)} ms idle after it (after / before ${(after.p99 / idle.p99).toFixed(2)}×)`,
        );
      }
      // The idle figure: the reads idle just before and just after the release, pooled (they
      // bracket the busy window in time, so a drift of the machine over the run cancels out;
      // ADR 057). Without an idle window after it, the one before.
      const around = after ? [...idle.latencies, ...after.latencies] : idle.latencies;
      const aroundP99 = quantile(around, 0.99);
      const interval = bootstrapRatio(busy.latencies, around);
      console.log(
        `${label}: read p99 ${busy.p99.toFixed(1)} ms during / ${aroundP99.toFixed(1)} ms idle around it (${around.length} reads) = ${(busy.p99 / aroundP99).toFixed(2)}× (90 % interval ${interval.low.toFixed(2)}–${interval.high.toFixed(2)}×)`,
      );
      return {
        idleAfterP99: after?.p99 ?? Number.NaN,
        idleAroundP99: aroundP99,
        ratio: busy.p99 / aroundP99,
        ratioBefore: busy.p99 / idle.p99,
        low: interval.low,
        high: interval.high,
        errors: idle.failed + busy.failed + (after?.failed ?? 0),
      };
    };
    if (readOnly) {
      clearInterval(sampler);
      let after;
      if (sharedDatabase) {
        await step(`${label}: ending the release`, endRelease);
        after = await step(`${label}: the idle read after it`, () => read(readHeaders));
      }
      results.push({
        told: (toldAt - released) / 1000,
        enqueue: Number.NaN,
        deliver: Number.NaN,
        rssIdle,
        rssPeak,
        idleP99: idle.p99,
        busyP99: busy.p99,
        ...judge(after),
        busyOverlap: 1,
      });
      continue;
    }
    await step(`${label}: enqueuing ${students} notifications`, () => enqueued);
    await step(`${label}: delivering ${students} e-mails`, () =>
      waitFor('the delivery', () => received - receivedBefore >= students),
    );
    clearInterval(sampler);
    const deliveredAt = lastReceivedAt;
    // Every e-mail once: none more arrives after a short wait.
    await sleep(2_000);
    if (received - receivedBefore !== students)
      throw new Error(`the sink received ${received - receivedBefore} e-mails, not ${students}`);
    const after = await step(`${label}: the idle read after the delivery`, () => read(readHeaders));
    results.push({
      told: (toldAt - released) / 1000,
      enqueue: (enqueuedAt - released) / 1000,
      deliver: (deliveredAt - released) / 1000,
      rssIdle,
      rssPeak,
      idleP99: idle.p99,
      busyP99: busy.p99,
      ...judge(after),
      busyOverlap: Math.min(
        1,
        (Math.min(busyEnded, enqueuedAt) - released) / (busyEnded - released),
      ),
    });
    console.log(
      `${label}: enqueued in ${((enqueuedAt - released) / 1000).toFixed(1)} s, delivered in ${((deliveredAt - released) / 1000).toFixed(1)} s; RSS ${rssIdle.toFixed(0)} → ${rssPeak.toFixed(0)} MiB; read p99 ${idle.p99.toFixed(0)} ms idle, ${busy.p99.toFixed(0)} ms during`,
    );
  }

  const topology = split
    ? `a web-only API and a worker process with WORKERS=${workers}`
    : `one API process with WORKERS=${workers}`;
  const paced = `bulk e-mail ${pace === undefined ? 'at the default pace' : pace === '0' ? 'unpaced' : `at ${pace}/s`}`;
  const col = (/** @type {keyof (typeof results)[number]} */ key) => results.map((r) => r[key]);
  const ratios = col('ratio');
  const worstRatio = Math.max(...ratios);
  /**
   * Beside each run's ratio: the p99 of every read during the fan-outs against the p99 of every
   * idle read before the releases, the runs pooled. At BENCH_SECONDS=60 one window's p99 is its
   * 12th slowest read, and the idle windows before and after one release differed by
   * 0.71–1.29×: one run's ratio carries that noise (docs/perf/notifications-2026-11.md,
   * "Judging the ratio").
   */
  // BENCH_LATENCIES_FILE: every read's latency (ms), for a look at the tails afterwards.
  if (process.env.BENCH_LATENCIES_FILE)
    writeFileSync(process.env.BENCH_LATENCIES_FILE, JSON.stringify(pooled));
  const pooledIdleP99 = quantile(pooled.idle, 0.99);
  const pooledBusyP99 = quantile(pooled.busy, 0.99);
  const pooledRatio = pooledBusyP99 / pooledIdleP99;
  // Judged on the worst run, each run's busy window against the idle reads around it (ADR 057):
  // the runs pooled lean toward passing (the first runs' idle windows have read slower than the
  // later ones'; docs/perf/notifications-2026-11.md, "Judging the ratio"). A window of 1,200 reads
  // cannot judge 20 %: its bootstrap interval is about that wide (BENCH_READ_RATE=50
  // BENCH_SECONDS=120 gives 6,000 reads a window).
  const met = worstRatio <= 1.2;
  console.log(
    `\nE-mail fan-out: ${students} students, ${results.length} run(s), database ${engine}, ${topology}, ${paced}, read at ${readRate} req/s for ${readSeconds} s, Node ${process.version}\n`,
  );
  console.log('| measure | median (min–max, runs) |\n| --- | ---: |');
  console.log(
    `| (a) release → the last student's bell lists it | ${spreadText(col('told'), 2, 's')} |`,
  );
  console.log(
    `| (a) release → ${students} e-mails enqueued | ${readOnly ? 'not measured (BENCH_READ_ONLY)' : spreadText(col('enqueue'), 1, 's')} |`,
  );
  if (!readOnly) {
    console.log(
      `| (b) release → ${students} e-mails received by the SMTP sink | ${spreadText(col('deliver'), 1, 's')} |`,
    );
    console.log(
      `| (b) delivery rate | ${spreadText(
        results.map((r) => students / r.deliver),
        0,
        'e-mails/s',
      )} |`,
    );
  }
  console.log(`| (c) API RSS idle | ${spreadText(col('rssIdle'), 0, 'MiB')} |`);
  console.log(`| (c) API RSS peak during the run | ${spreadText(col('rssPeak'), 0, 'MiB')} |`);
  console.log(`| (d) read p99 idle before the release | ${spreadText(col('idleP99'), 1, 'ms')} |`);
  const afters = col('idleAfterP99').filter(Number.isFinite);
  if (afters.length > 0) {
    console.log(`| (d) read p99 idle after it | ${spreadText(afters, 1, 'ms')} |`);
    console.log(
      `| (d) idle after / idle before (two idle windows of one run) | ${withSpread(
        spread(
          results
            .filter((r) => Number.isFinite(r.idleAfterP99))
            .map((r) => r.idleAfterP99 / r.idleP99),
        ),
        (n) => n.toFixed(2),
        '×',
      )} |`,
    );
  }
  console.log(`| (d) read p99 during the fan-out | ${spreadText(col('busyP99'), 1, 'ms')} |`);
  console.log(
    `| (d) during / idle before, each run | ${withSpread(spread(col('ratioBefore')), (n) => n.toFixed(2), '×')} |`,
  );
  console.log(
    `| (d) during / idle around it (before and after, pooled), each run: the judge | ${withSpread(spread(ratios), (n) => n.toFixed(2), '×')} |`,
  );
  console.log(
    `| (d) its 90 % interval from the sampling alone (bootstrap), each run | ${results.map((r) => `${r.low.toFixed(2)}–${r.high.toFixed(2)}×`).join(', ')} |`,
  );
  console.log(
    `| (d) runs pooled: p99 of ${pooled.busy.length} reads during / of ${pooled.idle.length} idle before | ${pooledBusyP99.toFixed(1)} / ${pooledIdleP99.toFixed(1)} ms = ${pooledRatio.toFixed(2)}× |`,
  );
  if (pooled.after.length > 0)
    console.log(
      `| (d) runs pooled: p99 of ${pooled.after.length} idle reads after / before | ${quantile(pooled.after, 0.99).toFixed(1)} / ${pooledIdleP99.toFixed(1)} ms = ${(quantile(pooled.after, 0.99) / pooledIdleP99).toFixed(2)}× |`,
    );
  console.log(
    `| share of the busy read window inside the fan-out | ${spreadText(
      col('busyOverlap').map((n) => n * 100),
      0,
      '%',
    )} |`,
  );
  const failed = col('errors').some((n) => n > 0);
  recordBench([
    {
      measure: `e-mail fan-out to ${students} students (${engine}, ${topology})`,
      now: `told ${spreadText(col('told'), 2, 's')}${readOnly ? '' : `, enqueued ${spreadText(col('enqueue'), 1, 's')}, delivered ${spreadText(col('deliver'), 1, 's')}`}, RSS peak ${spreadText(col('rssPeak'), 0, 'MiB')}`,
      spread: `read p99 idle ${spreadText(col('idleP99'), 0, 'ms')}, during ${spreadText(col('busyP99'), 0, 'ms')}`,
      goal: 'read p99 during ≤ 1.2× idle',
      judged: `worst run ${worstRatio.toFixed(2)}× against the idle reads around it (each run ${spread(ratios).min.toFixed(2)}–${worstRatio.toFixed(2)}×, runs pooled ${pooledRatio.toFixed(2)}×; calibration score ${calibration.score})`,
      met: met && !failed,
    },
  ]);
  console.log(
    `\nRead p99 during the fan-out, worst of ${results.length} run(s): ${worstRatio.toFixed(2)}× idle (goal ≤ 1.20×; runs pooled ${pooledRatio.toFixed(2)}×): ${met ? 'met' : 'NOT met'}`,
  );
  console.log(`(${BENCH}: calibration score ${calibration.score})`);
  /** @type {string[]} */
  const unmet = [];
  if (!met)
    unmet.push(
      `the read p99 during the fan-out is ${worstRatio.toFixed(2)}× idle in the worst run (goal ≤ 1.20×; runs pooled ${pooledRatio.toFixed(2)}×)`,
    );
  if (failed) unmet.push('some reads failed (non-2xx or errors): the figures do not count');
  reportUnmet(BENCH, unmet);
} catch (error) {
  reportFailure(BENCH, error);
} finally {
  stop();
  process.exit();
}
