// bench:api's e-mail fan-out (issue 36 §4): a scheduled lecture released to a product of
// BENCH_STUDENTS students (default 100,000) on a fresh database (apps/api/src/db/seed-mail-bench-cli.ts; the
// embedded PGlite, or DATABASE_URL's PostgreSQL). It measures, for each of BENCH_RUNS releases:
// (a) the time from the release (the worker's announcement) to the last fan-out chunk done, every
// bell entry and e-mail enqueued; (b) the time until the local SMTP sink (smtp-server, in this
// process) has received every e-mail; (c) the API server's RSS (its peak, and idle before);
// (d) the player's read p99 (`GET api/course-by-slug`, as bench:api reads it, at a fixed rate, open loop)
// idle and while the fan-out runs, the goal being within 20 %. The release is the worker's: the
// admin sets the lecture's time to now and no request triggers it (the periodic job does, at the
// next whole minute). It starts with the machine's calibration, as the other benches do.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SMTPServer } from 'smtp-server';
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
import { root } from './lib/paths.mjs';
import { toolEnv } from './lib/run.mjs';

const BENCH = 'bench:mail';
const students = Number(process.env.BENCH_STUDENTS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 2);
/** How many jobs the API process runs at once (its WORKERS). */
const workers = Number(process.env.BENCH_WORKERS ?? 4);
/** The player's read: a fixed rate (a load, not a flood), for this many seconds each window. */
const readRate = Number(process.env.BENCH_READ_RATE ?? 20);
const readSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** The fan-out's chunk (FANOUT_CHUNK in apps/api/src/notifications/produce.ts). */
const CHUNK = 1_000;
const timeoutMinutes = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 60);
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

// The SMTP sink: counts the recipients of each message it accepts, with the time.
let received = 0;
let lastReceivedAt = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('end', () => {
      received += session.envelope.rcptTo.length;
      lastReceivedAt = performance.now();
      callback();
    });
    stream.resume();
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', () => resolve(undefined)));

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
const stop = () => {
  server?.kill('SIGTERM');
  sink.close(() => undefined);
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
let fanoutDone = 0;

function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      LOG_LEVEL: 'info',
      WORKERS: String(workers),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Aula <nao-responda@aula.dev>',
      APP_URL: base,
    },
  });
  const lines = createInterface({
    input: /** @type {import('node:stream').Readable} */ (server.stdout),
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
    if (entry.event === 'job.done') {
      if (entry.queue === 'notifications.fanout') fanoutDone += 1;
      return;
    }
    if (entry.event === 'notifications.released') {
      events.push({ ...entry, at: performance.now() });
      onEvent();
    }
  });
}

/** @param {string} what @param {() => boolean} done @param {number} ms */
async function waitFor(what, done, ms = timeoutMinutes * 60_000) {
  const until = Date.now() + ms;
  while (!done()) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`the API exited with code ${server.exitCode} while waiting for ${what}`);
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

/** The server's resident memory, in MiB (Linux's /proc). */
function rssMiB() {
  try {
    const status = readFileSync(`/proc/${server?.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** @param {{ email: string; password: string }} account */
async function signIn(account) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  /** @param {Response} response */
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  const headers = () => ({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Cookie: cookie(),
    'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  });
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(account),
  });
  if (login.status !== 204) throw new Error(`${account.email}'s login answered ${login.status}`);
  keep(login);
  return headers;
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
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    failed,
    ended: performance.now(),
  };
}

try {
  const data = await step('seeding the students', seedData);
  startServer();
  const engine = await step('starting the API', waitForHealth);
  const student = await step('signing in as the demo student', () =>
    signIn({ email: 'aluna@aula.dev', password: 'aula-aluna-2026' }),
  );
  const admin = await step('signing in as the admin', () =>
    signIn({ email: 'admin@aula.dev', password: 'aula-admin-2026' }),
  );
  const { Cookie } = student();
  const readHeaders = { Cookie, Accept: 'application/json' };
  await step('warming the read', () => read(readHeaders));

  /** @type {{ enqueue: number; deliver: number; rssIdle: number; rssPeak: number; idleP99: number; busyP99: number; errors: number; busyOverlap: number }[]} */
  const results = [];
  for (const [i, lectureId] of data.lectureIds.entries()) {
    const label = `run ${i + 1} of ${data.lectureIds.length}`;
    const idle = await step(`${label}: the idle read`, () => read(readHeaders));
    const rssIdle = rssMiB();
    let rssPeak = rssIdle;
    const sampler = setInterval(() => {
      const now = rssMiB();
      if (now > rssPeak) rssPeak = now;
    }, 250);
    const receivedBefore = received;
    const fanoutBefore = fanoutDone;
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
    const chunks = Math.floor(students / CHUNK) + 1;
    let enqueuedAt = 0;
    const enqueued = waitFor('the fan-out', () => fanoutDone - fanoutBefore >= chunks).then(() => {
      enqueuedAt = performance.now();
    });
    const busy = await step(`${label}: the read during the fan-out`, () => read(readHeaders));
    const busyEnded = busy.ended;
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
    results.push({
      enqueue: (enqueuedAt - released) / 1000,
      deliver: (deliveredAt - released) / 1000,
      rssIdle,
      rssPeak,
      idleP99: idle.p99,
      busyP99: busy.p99,
      errors: idle.failed + busy.failed,
      busyOverlap: Math.min(
        1,
        (Math.min(busyEnded, enqueuedAt) - released) / (busyEnded - released),
      ),
    });
    console.log(
      `${label}: enqueued in ${((enqueuedAt - released) / 1000).toFixed(1)} s, delivered in ${((deliveredAt - released) / 1000).toFixed(1)} s; RSS ${rssIdle.toFixed(0)} → ${rssPeak.toFixed(0)} MiB; read p99 ${idle.p99.toFixed(0)} ms idle, ${busy.p99.toFixed(0)} ms during`,
    );
  }

  const col = (/** @type {keyof (typeof results)[number]} */ key) => results.map((r) => r[key]);
  const ratios = results.map((r) => r.busyP99 / r.idleP99);
  const worstRatio = Math.max(...ratios);
  const met = worstRatio <= 1.2;
  console.log(
    `\nE-mail fan-out: ${students} students, ${runs} run(s), database ${engine}, WORKERS=${workers}, read at ${readRate} req/s for ${readSeconds} s, Node ${process.version}\n`,
  );
  console.log('| measure | median (min–max, runs) |\n| --- | ---: |');
  console.log(
    `| (a) release → ${students} bell entries + e-mails enqueued | ${spreadText(col('enqueue'), 1, 's')} |`,
  );
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
  console.log(`| (c) API RSS idle | ${spreadText(col('rssIdle'), 0, 'MiB')} |`);
  console.log(`| (c) API RSS peak during the run | ${spreadText(col('rssPeak'), 0, 'MiB')} |`);
  console.log(`| (d) read p99 idle | ${spreadText(col('idleP99'), 0, 'ms')} |`);
  console.log(`| (d) read p99 during the fan-out | ${spreadText(col('busyP99'), 0, 'ms')} |`);
  console.log(`| (d) during / idle | ${withSpread(spread(ratios), (n) => n.toFixed(2), '×')} |`);
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
      measure: `e-mail fan-out to ${students} students (${engine}, WORKERS=${workers})`,
      now: `enqueued ${spreadText(col('enqueue'), 1, 's')}, delivered ${spreadText(col('deliver'), 1, 's')}, RSS peak ${spreadText(col('rssPeak'), 0, 'MiB')}`,
      spread: `read p99 idle ${spreadText(col('idleP99'), 0, 'ms')}, during ${spreadText(col('busyP99'), 0, 'ms')}`,
      goal: 'read p99 during ≤ 1.2× idle',
      judged: `worst run ${worstRatio.toFixed(2)}× (calibration score ${calibration.score})`,
      met: met && !failed,
    },
  ]);
  console.log(
    `\nRead p99 during the fan-out, worst run: ${worstRatio.toFixed(2)}× idle (goal ≤ 1.20×): ${met ? 'met' : 'NOT met'}`,
  );
  console.log(`(${BENCH}: calibration score ${calibration.score})`);
  /** @type {string[]} */
  const unmet = [];
  if (!met)
    unmet.push(`the read p99 during the fan-out is ${worstRatio.toFixed(2)}× idle (goal ≤ 1.20×)`);
  if (failed) unmet.push('some reads failed (non-2xx or errors): the figures do not count');
  reportUnmet(BENCH, unmet);
} catch (error) {
  reportFailure(BENCH, error);
} finally {
  stop();
  process.exit();
}
