import { type Db, openPostgres } from '../db/database';
import { openTestDatabase, type TestDatabase, testDatabaseUrl } from '../testing/db';
import { waitUntil } from '../testing/wait';
import { enqueue, getJob } from './queue';
import { type JobHandler, startWorkers, type WorkerOptions, type Workers } from './workers';

/**
 * The job queue in one process (ADR 036), on PGlite and on PostgreSQL: each job runs once, a
 * failing one stops after its attempts, delays hold, and a job whose worker died runs again.
 * Real processes: `processes.test.ts`. Nothing here measures time: tests wait (with a generous
 * guard) for an outcome, then check it.
 */

let t: TestDatabase;
let db: Db;
const started: Workers[] = [];
let queueCount = 0;
/** A queue of its own for each test. */
const newQueue = (name: string) => `test.${name}.${++queueCount}`;

/** Workers that poll often and retry at once; stopped after each test. */
function workers(handlers: Record<string, JobHandler>, options: WorkerOptions = {}, on = db) {
  const w = startWorkers(on, handlers, { pollMs: 20, backoffMs: 1, ...options });
  started.push(w);
  return w;
}

const stateOf = async (id: number) => (await getJob(db, id))?.state;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await t.close();
});

describe('enqueue', () => {
  it('stores the payload as JSON; the job runs once with it and is done', async () => {
    const queue = newQueue('once');
    const payload = { lecture: 12, sizes: [360, 720], title: 'Ação', note: null };
    const { id, created } = await enqueue(db, queue, payload);
    expect(created).toBe(true);
    expect(await getJob(db, id)).toMatchObject({
      queue,
      payload,
      state: 'queued',
      attempts: 0,
      maxAttempts: 5,
    });
    const runs: unknown[] = [];
    workers({
      [queue]: (job) => {
        runs.push({ payload: job.payload, attempt: job.attempt });
      },
    });
    await waitUntil('the job done', async () => (await stateOf(id)) === 'done');
    expect(runs).toEqual([{ payload, attempt: 1 }]);
    const job = await getJob(db, id);
    expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect(job?.finishedAt).toBeInstanceOf(Date);
  });

  it('with an idempotency key, enqueues one job per key and queue', async () => {
    const queue = newQueue('key');
    const first = await enqueue(db, queue, { n: 1 }, { idempotencyKey: 'welcome:42' });
    const again = await enqueue(db, queue, { n: 2 }, { idempotencyKey: 'welcome:42' });
    const other = await enqueue(db, newQueue('key'), { n: 3 }, { idempotencyKey: 'welcome:42' });
    expect(again).toEqual({ id: first.id, created: false });
    expect(other.created).toBe(true);
    expect((await getJob(db, first.id))?.payload).toEqual({ n: 1 });
  });

  it('commits with the transaction it is written in, or not at all', async () => {
    const queue = newQueue('tx');
    const kept = await db.transaction((tx) => enqueue(tx, queue, { kept: true }));
    let rolledBack: number | undefined;
    await expect(
      db.transaction(async (tx) => {
        rolledBack = (await enqueue(tx, queue, { kept: false })).id;
        throw new Error('the rest of the transaction failed');
      }),
    ).rejects.toThrow('the rest of the transaction failed');
    expect(await stateOf(kept.id)).toBe('queued');
    expect(rolledBack).toBeDefined();
    expect(await getJob(db, rolledBack as number)).toBeUndefined();
  });

  it('refuses a bad queue name or option', async () => {
    await expect(enqueue(db, 'Mail Send', {})).rejects.toThrow(/not a job queue name/);
    await expect(enqueue(db, 'mail.send', {}, { maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
    await expect(enqueue(db, 'mail.send', {}, { delayMs: -1 })).rejects.toThrow(/delayMs/);
  });
});

describe('workers', () => {
  it('two workers polling one queue run each of 200 jobs exactly once', async () => {
    const queue = newQueue('shared');
    // On PostgreSQL each worker has its own connection pool, as two processes would.
    const url = testDatabaseUrl(
      (await db.query<{ name: string }>('select current_database() as name'))[0]?.name ?? '',
    );
    const second = t.db.engine === 'postgres' ? await openPostgres(url) : db;
    try {
      const runs = new Map<number, string[]>();
      const handler =
        (worker: string): JobHandler =>
        async (job) => {
          const n = (job.payload as { n: number }).n;
          runs.set(n, [...(runs.get(n) ?? []), worker]);
          // A statement per job, so that the workers' claims interleave with work.
          await db.query('select 1');
        };
      workers({ [queue]: handler('a') }, { concurrency: 4 });
      workers({ [queue]: handler('b') }, { concurrency: 4 }, second);
      const ids: number[] = [];
      for (let n = 0; n < 200; n++) ids.push((await enqueue(db, queue, { n })).id);
      await waitUntil('200 jobs done', async () => {
        const [row] = await db.query<{ done: number }>(
          `select count(*)::int as done from jobs where queue = $1 and state = 'done'`,
          [queue],
        );
        return row?.done === 200;
      });
      expect(runs.size).toBe(200);
      expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
      const attempts = await db.query<{ attempts: number; n: number }>(
        'select attempts, count(*)::int as n from jobs where queue = $1 group by attempts',
        [queue],
      );
      expect(attempts).toEqual([{ attempts: 1, n: 200 }]);
    } finally {
      await Promise.all(started.splice(0).map((w) => w.stop()));
      if (second !== db) await second.close();
    }
  });

  it('a handler that always throws stops after its attempts: failed, with the reason kept', async () => {
    const queue = newQueue('failing');
    const { id } = await enqueue(db, queue, {}, { maxAttempts: 3 });
    const attempts: number[] = [];
    workers({
      [queue]: (job) => {
        attempts.push(job.attempt);
        throw new Error('SMTP recusou a mensagem: 550 caixa inexistente');
      },
    });
    await waitUntil('the job failed', async () => (await stateOf(id)) === 'failed');
    expect(attempts).toEqual([1, 2, 3]);
    expect(await getJob(db, id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'Error: SMTP recusou a mensagem: 550 caixa inexistente',
    });
  });

  it('retries a failed attempt after its backoff, and keeps the last error when it then succeeds', async () => {
    const queue = newQueue('flaky');
    const { id } = await enqueue(db, queue, {});
    const seen: { attempt: number; now: Date }[] = [];
    workers(
      {
        [queue]: async (job) => {
          const [row] = await db.query<{ now: Date }>('select now() as now');
          seen.push({ attempt: job.attempt, now: row?.now as Date });
          if (job.attempt === 1) throw new TypeError('o transcodificador caiu');
        },
      },
      { backoffMs: 300 },
    );
    await waitUntil('the job done', async () => (await stateOf(id)) === 'done');
    expect(seen.map((s) => s.attempt)).toEqual([1, 2]);
    // The retry did not run before the backoff (the database's clock, which sets run_at).
    const [first, second] = seen;
    expect((second?.now.getTime() ?? 0) - (first?.now.getTime() ?? 0)).toBeGreaterThanOrEqual(300);
    expect(await getJob(db, id)).toMatchObject({
      state: 'done',
      attempts: 2,
      lastError: 'TypeError: o transcodificador caiu',
    });
  });

  it('runs a delayed job no earlier than its run_at, and not at all while it is in the future', async () => {
    const queue = newQueue('delayed');
    const later = await enqueue(
      db,
      queue,
      { which: 'later' },
      { runAt: new Date(Date.now() + 3_600_000) },
    );
    const delayed = await enqueue(db, queue, { which: 'delayed' }, { delayMs: 1_000 });
    const now = await enqueue(db, queue, { which: 'now' });
    const ranAt = new Map<string, Date>();
    workers({
      [queue]: async (job) => {
        const [row] = await db.query<{ now: Date }>('select now() as now');
        ranAt.set((job.payload as { which: string }).which, row?.now as Date);
      },
    });
    await waitUntil('the delayed job done', async () => (await stateOf(delayed.id)) === 'done');
    expect(await stateOf(now.id)).toBe('done');
    const delayedJob = await getJob(db, delayed.id);
    expect(ranAt.get('delayed')?.getTime()).toBeGreaterThanOrEqual(
      delayedJob?.runAt.getTime() ?? Number.POSITIVE_INFINITY,
    );
    expect([...ranAt.keys()].sort()).toEqual(['delayed', 'now']);
    expect(await getJob(db, later.id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('wakes for a job due before its next poll, not a poll later (a paced e-mail, a fan-out chunk)', async () => {
    const queue = newQueue('due-soon');
    const first = await enqueue(db, queue, { which: 'now' });
    const soon = await enqueue(db, queue, { which: 'soon' }, { delayMs: 300 });
    const ran: string[] = [];
    // An hour between polls: once `now` is done, only a nap until `soon` is due runs it.
    workers(
      { [queue]: (job) => void ran.push((job.payload as { which: string }).which) },
      {
        pollMs: 3_600_000,
      },
    );
    await waitUntil('both done', async () => (await stateOf(soon.id)) === 'done', {
      timeoutMs: 10_000,
    });
    expect(await stateOf(first.id)).toBe('done');
    expect(ran).toEqual(['now', 'soon']);
  });

  /**
   * `db`, counting the workers' looks (each look is one claim statement). Without `listen`: on
   * PostgreSQL, starting to listen takes a look of its own (jobs queued while nobody listened).
   */
  function countingLooks() {
    const counted = { looks: 0 };
    const on: Db = {
      engine: db.engine,
      query: (sql, params) => {
        if (sql.includes('with claimed as')) counted.looks += 1;
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
      transaction: (work) => db.transaction(work),
      close: () => db.close(),
    };
    return { on, counted };
  }

  it('a job that ends with slots left free costs no second look: the look knew nothing else was ready (issue 36 §4)', async () => {
    const queue = newQueue('one-look');
    const { id } = await enqueue(db, queue, {});
    const { on, counted } = countingLooks();
    workers({ [queue]: () => undefined }, { pollMs: 3_600_000, concurrency: 4 }, on);
    await waitUntil('the job done', async () => (await stateOf(id)) === 'done');
    // A look a job's end had woken would run at once; none comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counted.looks).toBe(1);
  });

  it('a job that frees the only slot looks again at once: the next ready job starts', async () => {
    const queue = newQueue('freed-slot');
    const a = await enqueue(db, queue, { which: 'a' });
    const b = await enqueue(db, queue, { which: 'b' });
    const ran: string[] = [];
    // An hour between polls and one slot: only the look after `a` ends runs `b`.
    workers(
      { [queue]: (job) => void ran.push((job.payload as { which: string }).which) },
      { pollMs: 3_600_000, concurrency: 1 },
    );
    await waitUntil('both done', async () => (await stateOf(b.id)) === 'done', {
      timeoutMs: 10_000,
    });
    expect(await stateOf(a.id)).toBe('done');
    expect(ran).toEqual(['a', 'b']);
  });

  it('a job retried later is looked for at its retry time, slots free or not', async () => {
    const queue = newQueue('retried');
    const { id } = await enqueue(db, queue, {});
    const attempts: number[] = [];
    // An hour between polls, a slot left free: only the look after the failed attempt, napping
    // until the retry is due (300 ms), runs it again.
    workers(
      {
        [queue]: (job) => {
          attempts.push(job.attempt);
          if (job.attempt === 1) throw new Error('uma vez');
        },
      },
      { pollMs: 3_600_000, concurrency: 2, backoffMs: 300 },
    );
    await waitUntil('the retry done', async () => (await stateOf(id)) === 'done', {
      timeoutMs: 10_000,
    });
    expect(attempts).toEqual([1, 2]);
  });

  it('starts a job this process queues at once, not at the next poll, also from inside a transaction', async () => {
    const queue = newQueue('queued-here');
    const ran: string[] = [];
    // An hour between polls: after the first (empty) look, only the wake can run these.
    workers(
      { [queue]: (job) => void ran.push((job.payload as { which: string }).which) },
      { pollMs: 3_600_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const plain = await enqueue(db, queue, { which: 'plain' });
    await waitUntil('the plain one done', async () => (await stateOf(plain.id)) === 'done', {
      timeoutMs: 10_000,
    });
    // PGlite runs the woken claim after the commit; PostgreSQL's may run before it and find
    // nothing, so there the job is left to the next look (an hour here): checked on PGlite.
    if (db.engine === 'pglite') {
      const inTx = await db.transaction((tx) => enqueue(tx, queue, { which: 'in a transaction' }));
      await waitUntil(
        'the one queued in a transaction done',
        async () => (await stateOf(inTx.id)) === 'done',
        { timeoutMs: 10_000 },
      );
    }
    expect(ran).toEqual(db.engine === 'pglite' ? ['plain', 'in a transaction'] : ['plain']);
  });

  it('runs again, once, a job whose process died mid-run (its lease ran out); fails it once it has no attempts left', async () => {
    const queue = newQueue('orphan');
    const { id } = await enqueue(db, queue, { n: 1 }, { maxAttempts: 3 });
    const spent = await enqueue(db, queue, { n: 2 }, { maxAttempts: 1 });
    // What a killed process leaves behind: a running job it no longer renews.
    const orphan = `update jobs set state = 'running', attempts = 1, locked_by = 'morto:1234:ab',
      locked_until = now() - interval '1 second' where id = $1`;
    await db.query(orphan, [id]);
    await db.query(orphan, [spent.id]);
    const runs: { n: number; attempt: number }[] = [];
    workers({
      [queue]: (job) => {
        runs.push({ n: (job.payload as { n: number }).n, attempt: job.attempt });
      },
    });
    await waitUntil('the orphan done', async () => (await stateOf(id)) === 'done');
    await waitUntil('the spent one failed', async () => (await stateOf(spent.id)) === 'failed');
    expect(runs).toEqual([{ n: 1, attempt: 2 }]);
    expect(await getJob(db, id)).toMatchObject({ state: 'done', attempts: 2 });
    expect((await getJob(db, id))?.lastError).toMatch(
      /^O processo que executava esta tarefa parou no meio \(a tentativa 1 de 3 não renovou o prazo de morto:1234:ab\)\.$/,
    );
    expect(await getJob(db, spent.id)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('keeps a job that runs longer than its lease while the heartbeat renews it: no second run', async () => {
    const queue = newQueue('long');
    const { id } = await enqueue(db, queue, {});
    const leaseMs = 300;
    let runs = 0;
    const handler: JobHandler = async () => {
      runs++;
      // Holds the job until the database's clock is past three leases from its claim.
      const [claimed] = await db.query<{ at: Date }>(
        'select updated_at as at from jobs where id = $1',
        [id],
      );
      const until = (claimed?.at.getTime() ?? 0) + 3 * leaseMs;
      await waitUntil('three leases', async () => {
        const [row] = await db.query<{ now: Date }>('select now() as now');
        return (row?.now.getTime() ?? 0) > until;
      });
    };
    workers({ [queue]: handler }, { leaseMs });
    // A second worker on the same queue sweeps expired leases all along.
    workers({ [queue]: handler }, { leaseMs });
    await waitUntil('the job done', async () => (await stateOf(id)) === 'done');
    expect(runs).toBe(1);
    expect(await getJob(db, id)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('stop() aborts a running handler and gives its job back to the queue, the attempt not counted', async () => {
    const queue = newQueue('stopping');
    const { id } = await enqueue(db, queue, {});
    let running = false;
    const first = workers({
      [queue]: (_job, signal) =>
        new Promise<void>((_resolve, reject) => {
          running = true;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    await waitUntil('the handler running', () => running);
    await first.stop();
    expect(await getJob(db, id)).toMatchObject({ state: 'queued', attempts: 0 });
    const attempts: number[] = [];
    workers({ [queue]: (job) => void attempts.push(job.attempt) });
    await waitUntil('the job done', async () => (await stateOf(id)) === 'done');
    expect(attempts).toEqual([1]);
  });

  it('with no queues to run, polls nothing and stops', async () => {
    const none = workers({});
    await none.stop();
    expect(none.id).toMatch(/:\d+:[0-9a-f]{8}$/);
  });
});
