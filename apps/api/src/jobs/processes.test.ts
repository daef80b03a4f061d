import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/database';
import { openDatabase } from '../db/open';
import {
  ON_POSTGRES_RUN,
  openTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
  testDatabaseUrl,
} from '../testing/db';
import { waitUntil } from '../testing/wait';
import { PING_QUEUE } from './handlers';
import { enqueue, getJob } from './queue';

/**
 * The job queue across real processes (ADR 036): `testing/job-worker.ts` runs `startWorkers` in
 * a process of its own, and `worker.ts` is the operator's `npm run worker`. On PostgreSQL two
 * processes poll one database at once; the embedded database has one process at a time (its
 * folder's lock), so there a killed process is followed by the next one on the same folder.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const SETTINGS = ['DATABASE_URL', 'DATA_DIR', 'WORKERS', 'LOG_LEVEL', 'PORT', 'HOST'];
/** A hang guard for a process's lines, never a speed assertion. */
const GUARD_MS = 90_000;
/** Each test starts processes (an embedded database's start takes seconds on a busy machine). */
const TEST_MS = 240_000;

interface Child {
  process: ChildProcess;
  output: { stdout: string; stderr: string };
  exited: Promise<number | null>;
  /** Waits for a line matching `pattern` on stdout, and returns its match. */
  line(pattern: RegExp): Promise<RegExpExecArray>;
}

const children: Child[] = [];

function launch(script: string, env: Record<string, string>): Child {
  const inherited = { ...process.env };
  for (const name of SETTINGS) delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    output.stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const running: Child = {
    process: child,
    output,
    exited,
    line: (pattern) =>
      waitUntil(
        `${pattern} from ${script}:\n${output.stdout}${output.stderr}`,
        () => {
          if (child.exitCode !== null && !pattern.test(output.stdout))
            throw new Error(
              `${script} exited with ${child.exitCode}:\n${output.stdout}${output.stderr}`,
            );
          return pattern.exec(output.stdout);
        },
        { timeoutMs: GUARD_MS },
      ),
  };
  children.push(running);
  return running;
}

const jobWorker = (env: Record<string, string>) =>
  launch('apps/api/src/testing/job-worker.ts', { JOB_POLL_MS: '50', ...env });

async function stop(child: Child, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.process.exitCode === null && child.process.signalCode === null)
    child.process.kill(signal);
  return child.exited;
}

afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => stop(child, 'SIGKILL')));
});

const RUNS_TABLE =
  'create table job_runs (job_id bigint not null, attempt integer not null, pid integer not null)';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL: two worker processes on one database', () => {
  let t: TestDatabase;
  let db: Db;
  let url: string;
  beforeAll(async () => {
    t = await openTestDatabase();
    db = t.db;
    const [row] = await db.query<{ name: string }>('select current_database() as name');
    url = testDatabaseUrl(row?.name ?? '');
    await db.exec(RUNS_TABLE);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'a job queued by another process wakes a worker that would look again only in an hour (LISTEN/NOTIFY)',
    async () => {
      const worker = jobWorker({ DATABASE_URL: url, JOB_POLL_MS: String(3_600_000) });
      await worker.line(/"event":"jobs\.listening"/);
      // Past the look it takes once listening: from here it naps for an hour unless woken.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const { id } = await db.transaction((tx) => enqueue(tx, 'test.record', { woken: true }));
      await waitUntil(
        'the job run by the worker process',
        async () => (await getJob(db, id))?.state === 'done',
        { timeoutMs: GUARD_MS },
      );
      const [run] = await db.query<{ pid: number }>('select pid from job_runs where job_id = $1', [
        id,
      ]);
      expect(run?.pid).toBe(worker.process.pid);
    },
    TEST_MS,
  );

  it(
    'run each of 200 jobs exactly once',
    async () => {
      const env = { DATABASE_URL: url, JOB_CONCURRENCY: '4' };
      const [a, b] = [jobWorker(env), jobWorker(env)];
      await Promise.all([a.line(/^ready/m), b.line(/^ready/m)]);
      const ids: number[] = [];
      for (let n = 0; n < 200; n++) ids.push((await enqueue(db, 'test.record', { n })).id);
      await waitUntil(
        '200 jobs done',
        async () => {
          const [row] = await db.query<{ done: number }>(
            `select count(*)::int as done from jobs where id = any($1::bigint[]) and state = 'done'`,
            [ids],
          );
          return row?.done === 200;
        },
        { timeoutMs: GUARD_MS },
      );
      await Promise.all([stop(a), stop(b)]);
      const runs = await db.query<{ job_id: number; n: number }>(
        'select job_id, count(*)::int as n from job_runs where job_id = any($1::bigint[]) group by job_id',
        [ids],
      );
      expect(runs).toHaveLength(200);
      expect(runs.filter((run) => run.n !== 1)).toEqual([]);
      const pids = await db.query<{ pid: number }>(
        'select distinct pid from job_runs where job_id = any($1::bigint[])',
        [ids],
      );
      // Only processes of this test ran them (which one ran how many is theirs to decide).
      const ours = [a.process.pid, b.process.pid];
      expect(pids.every((row) => ours.includes(row.pid))).toBe(true);
    },
    TEST_MS,
  );

  it(
    'a process killed (SIGKILL) mid-job: the other runs it again after the lease, once',
    async () => {
      const env = { DATABASE_URL: url, JOB_LEASE_MS: '1500' };
      const [a, b] = [jobWorker(env), jobWorker(env)];
      await Promise.all([a.line(/^ready/m), b.line(/^ready/m)]);
      const { id } = await enqueue(db, 'test.hang', {}, { maxAttempts: 3 });
      const startedLine = new RegExp(`^started ${id} 1 (\\d+)$`, 'm');
      const [, pid] = await Promise.race([a.line(startedLine), b.line(startedLine)]);
      const [killed, survivor] = String(a.process.pid) === pid ? [a, b] : [b, a];
      await stop(killed, 'SIGKILL');
      await survivor.line(new RegExp(`^started ${id} 2 ${survivor.process.pid}$`, 'm'));
      await waitUntil('the job done', async () => (await getJob(db, id))?.state === 'done', {
        timeoutMs: GUARD_MS,
      });
      const runs = await db.query<{ attempt: number; pid: number }>(
        'select attempt, pid from job_runs where job_id = $1 order by attempt',
        [id],
      );
      expect(runs).toEqual([
        { attempt: 1, pid: killed.process.pid },
        { attempt: 2, pid: survivor.process.pid },
      ]);
      const job = await getJob(db, id);
      expect(job).toMatchObject({ state: 'done', attempts: 2 });
      expect(job?.lastError).toMatch(/^O processo que executava esta tarefa parou no meio/);
    },
    TEST_MS,
  );

  it(
    'npm run worker runs the API’s queues; SIGTERM stops it with code 0',
    async () => {
      const worker = launch('apps/api/src/worker.ts', { DATABASE_URL: url, WORKERS: '2' });
      await worker.line(/^Aula: processo de tarefas em segundo plano, até 2 por vez/m);
      const { id } = await enqueue(db, PING_QUEUE, { from: 'processes.test' });
      await worker.line(new RegExp(`"event":"job.ping","id":${id}`));
      await waitUntil('the ping done', async () => (await getJob(db, id))?.state === 'done', {
        timeoutMs: GUARD_MS,
      });
      expect(await stop(worker)).toBe(0);
    },
    TEST_MS,
  );
});

describe.skipIf(ON_POSTGRES_RUN)('PGlite: one process at a time on the embedded folder', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'aula-jobs-test-'));
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  /** Opens the folder in this process (the worker processes are stopped), runs `work`, closes it. */
  async function withFolder<T>(dir: string, work: (db: Db) => Promise<T>): Promise<T> {
    const { db } = await openDatabase({ dir, seed: false });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }

  it(
    'a process killed (SIGKILL) mid-job: the next one on the folder runs it again after the lease, once',
    async () => {
      const dir = join(base, 'killed');
      const id = await withFolder(dir, async (db) => {
        await db.exec(RUNS_TABLE);
        return (await enqueue(db, 'test.hang', {}, { maxAttempts: 3 })).id;
      });
      const env = { DATA_DIR: dir, JOB_LEASE_MS: '1500' };
      const first = jobWorker(env);
      const [, pid] = await first.line(new RegExp(`^started ${id} 1 (\\d+)$`, 'm'));
      expect(Number(pid)).toBe(first.process.pid);
      await stop(first, 'SIGKILL');
      const next = jobWorker(env);
      await next.line(new RegExp(`^started ${id} 2 ${next.process.pid}$`, 'm'));
      // A graceful stop writes the run's outcome before the process lets the folder go.
      expect(await stop(next)).toBe(0);
      await withFolder(dir, async (db) => {
        const runs = await db.query<{ attempt: number; pid: number }>(
          'select attempt, pid from job_runs where job_id = $1 order by attempt',
          [id],
        );
        expect(runs).toEqual([
          { attempt: 1, pid: first.process.pid },
          { attempt: 2, pid: next.process.pid },
        ]);
        const job = await getJob(db, id);
        expect(job).toMatchObject({ state: 'done', attempts: 2 });
        expect(job?.lastError).toMatch(/^O processo que executava esta tarefa parou no meio/);
      });
    },
    TEST_MS,
  );

  it(
    'npm run worker runs the API’s queues; SIGTERM stops it with code 0; WORKERS=0 is refused',
    async () => {
      const dir = join(base, 'worker');
      const id = await withFolder(dir, async (db) => (await enqueue(db, PING_QUEUE, {})).id);
      const worker = launch('apps/api/src/worker.ts', { DATA_DIR: dir });
      await worker.line(/^Aula: processo de tarefas em segundo plano, até 1 por vez/m);
      await worker.line(new RegExp(`"event":"job.ping","id":${id}`));
      expect(await stop(worker)).toBe(0);
      await withFolder(dir, async (db) => {
        expect(await getJob(db, id)).toMatchObject({ state: 'done', attempts: 1 });
      });

      const refused = launch('apps/api/src/worker.ts', { DATA_DIR: dir, WORKERS: '0' });
      expect(await refused.exited).toBe(1);
      expect(refused.output.stderr.trim()).toMatch(/^WORKERS=0 num processo de tarefas/);
      expect(refused.output.stderr.trim().split('\n')).toHaveLength(1);
    },
    TEST_MS,
  );
});
