// npm run bench:api: a load test of the reference API on loopback. Starts the server on a fresh
// embedded database (or DATABASE_URL's PostgreSQL), signs in as the demo student, then drives
// 50 connections for a bounded time against the player's read and the watched toggle.
// Prints requests/s and p50/p99 latency; the aim is ≥ 2,000 req/s and p99 < 50 ms on the read.
// Then the login flood (issue 15, S34): 60 concurrent bad logins from one address and a good login
// from another; the aim is the good login finishing in under 2 s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { recordBench } from './lib/bench-results.mjs';
import { root } from './lib/paths.mjs';
import { toolEnv } from './lib/run.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Unmeasured seconds first, so the figures are of a warm server (JIT, statement caches). */
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const student = { email: 'aluna@aula.dev', password: 'aula-aluna-2026' };

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
const dataDir = mkdtempSync(join(tmpdir(), 'aula-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: toolEnv({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AULA_RESET_DB: '1',
    // PostgreSQL (DATABASE_URL) is seeded only when asked; the bench signs in as a demo student.
    SEED_DEMO: '1',
    STATIC_DIR: '',
    LOG_LEVEL: 'error',
  }),
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return (await response.json()).database;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start within 60 s');
}

/** The cookies of a signed-in browser, and the decoded XSRF token. */
async function signIn() {
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
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Cookie: cookie(),
      'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify(student),
  });
  if (login.status !== 204) throw new Error(`login failed: ${login.status}`);
  keep(login);
  return { cookie: cookie(), xsrf: decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') };
}

/**
 * @param {import('autocannon').Options} options
 * @param {number} duration
 * @returns {Promise<import('autocannon').Result>}
 */
function run(options, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}
/** @param {string} title @param {import('autocannon').Options} options */
async function load(title, options) {
  if (warmup > 0) await run(options, warmup);
  return { title, result: await run(options, seconds) };
}

/**
 * One request from a chosen loopback address (127.0.0.0/8 is all this machine's).
 * @param {string} path
 * @param {{ method?: string; from?: string; headers?: Record<string, string>; body?: string }} [options]
 * @returns {Promise<{ status: number | undefined; headers: import('node:http').IncomingHttpHeaders }>}
 */
function call(path, { method = 'GET', from = '127.0.0.1', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method, localAddress: from, headers, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * @param {{ headers: import('node:http').IncomingHttpHeaders }} response
 * @returns {[string, string][]}
 */
const cookiesOf = (response) =>
  (response.headers['set-cookie'] ?? []).map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const eq = pair.indexOf('=');
    return [pair.slice(0, eq), pair.slice(eq + 1)];
  });

/**
 * A browser at `from` with a session and its XSRF token (and, when given, the device cookie of an
 * earlier sign-in), ready to post a login; the login answers its status and the device cookie.
 * @param {string} from
 * @param {string} [device]
 */
async function browserAt(from, device) {
  const jar = new Map(cookiesOf(await call('/sanctum/csrf-cookie', { from })));
  if (device) jar.set('aula_device', device);
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  };
  /** @param {string} email @param {string} password */
  return async (email, password) => {
    const response = await call('/login', {
      method: 'POST',
      from,
      headers,
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, device: new Map(cookiesOf(response)).get('aula_device') };
  };
}

/**
 * The good login's time alone, then under floods of bad logins (3 rounds each, new attacking
 * addresses each round). The good login comes from a browser new to the account, or from one
 * where the account signed in before (its device cookie: ADR 008).
 */
async function loginFlood() {
  /** @type {string | undefined} */
  let device;
  /** @param {boolean} known */
  const timedGoodLogin = async (known) => {
    const login = await browserAt('127.0.0.2', known ? device : undefined);
    const started = performance.now();
    const answer = await login(student.email, student.password);
    const ms = performance.now() - started;
    if (answer.device) device = answer.device;
    return { ms, status: answer.status };
  };
  /** @param {number[]} values @returns {number} */
  const median = (values) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const rows = [];
  const alone = [];
  for (let i = 0; i < 3; i++) alone.push(await timedGoodLogin(false));
  rows.push({ scenario: 'good login alone', good: alone, answers: '' });

  /** @type {[net: number, scenario: string, addresses: number, known: boolean][]} */
  const scenarios = [
    [1, '60 bad logins from one address; good login from a new browser', 1, false],
    [2, '60 bad logins from 60 addresses; good login from a new browser', 60, false],
    [3, '60 bad logins from 60 addresses; good login from a known browser', 60, true],
  ];
  for (const [net, scenario, addresses, known] of scenarios) {
    const good = [];
    /** @type {Record<string, number>} */
    const answers = {};
    for (let round = 0; round < 3; round++) {
      const attackers = await Promise.all(
        Array.from({ length: addresses }, (_, a) =>
          browserAt(`127.0.${net}.${10 + round * 60 + a}`),
        ),
      );
      const flood = Array.from({ length: 60 }, (_, i) =>
        /** @type {(typeof attackers)[number]} */ (attackers[i % addresses])(
          `flood-${round}-${i}@aula.dev`,
          'senha-errada-123',
        ),
      );
      // The flood is on the wire; the real person signs in now.
      await new Promise((resolve) => setTimeout(resolve, 20));
      good.push(await timedGoodLogin(known));
      for (const { status } of await Promise.all(flood))
        answers[String(status)] = (answers[String(status)] ?? 0) + 1;
    }
    rows.push({
      scenario,
      good,
      answers: Object.entries(answers)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', '),
    });
  }
  return { rows, median };
}

try {
  const engine = await waitForHealth();
  const session = await signIn();
  const course = await (
    await fetch(`${base}/api/course-by-slug/react-do-zero`, { headers: { Cookie: session.cookie } })
  ).json();
  const lectureId = course.data.sections[0].lectures[1].id;
  const headers = { Cookie: session.cookie, Accept: 'application/json' };

  const runs = /** @type {const} */ ([
    await load('GET  api/course-by-slug/react-do-zero', {
      url: `${base}/api/course-by-slug/react-do-zero`,
      headers,
    }),
    await load(`PUT  api/lectures/${lectureId}/watch`, {
      url: `${base}/api/lectures/${lectureId}/watch`,
      method: 'PUT',
      headers: { ...headers, 'X-XSRF-TOKEN': session.xsrf },
    }),
  ]);

  console.log(
    `\nAPI load test: ${connections} connections, ${seconds} s each after ${warmup} s of warm-up, database ${engine}, Node ${process.version}\n`,
  );
  console.log(
    '| endpoint | req/s | p50 | p99 | non-2xx | errors |\n| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  let failed = false;
  for (const { title, result } of runs) {
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) failed = true;
    console.log(
      `| ${title} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors + result.timeouts} |`,
    );
  }
  const flood = await loginFlood();
  console.log(
    "\nLogin flood (S34): the good login's latency over 3 rounds, and how the bad logins were answered\n",
  );
  console.log('| scenario | good login median | max | good login answers | bad logins answered |');
  console.log('| --- | ---: | ---: | --- | --- |');
  for (const row of flood.rows) {
    const ms = row.good.map((g) => g.ms);
    const statuses = row.good.map((g) => g.status).join(', ');
    console.log(
      `| ${row.scenario} | ${Math.round(flood.median(ms))} ms | ${Math.round(Math.max(...ms))} ms | ${statuses} | ${row.answers} |`,
    );
  }
  const single = flood.rows[1]?.good ?? [];
  const met = single.length > 0 && single.every((g) => g.status === 204 && g.ms < 2000);
  console.log(
    `\nFlood target (60 concurrent bad logins + 1 good: the good one signed in, in under 2 s): ${met ? 'met' : 'NOT met'}`,
  );
  if (!met) process.exitCode = 1;
  const [{ result: read }] = runs;
  recordBench([
    {
      measure: `\`GET api/course-by-slug\` (${engine}, ${connections} connections)`,
      now: `${Math.round(read.requests.average)} req/s, p99 ${read.latency.p99} ms`,
      goal: '≥ 2,000 req/s, p99 < 50 ms',
      met: read.requests.average >= 2000 && read.latency.p99 < 50,
    },
  ]);
  console.log(
    `\nRead target (≥ 2,000 req/s, p99 < 50 ms): ${read.requests.average >= 2000 && read.latency.p99 < 50 ? 'met' : 'NOT met'}`,
  );
  if (failed) {
    console.error('Some requests failed: the figures above do not count.');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
}
