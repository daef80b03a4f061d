import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/database';
import {
  checkQueueName,
  DONE_JOBS_KEPT_DAYS,
  JOB_COLUMNS,
  type Job,
  type JobRow,
  toRecord,
} from './queue';
import { announceJobs, JOBS_CHANNEL, onJobQueued } from './wake';

/**
 * Runs a job. Resolving marks it done; throwing counts an attempt (retried with backoff until
 * its `maxAttempts`, then `failed` with the error kept). `signal` aborts when the worker stops
 * (the job goes back to the queue if the handler then throws) or when the job's lease was lost
 * (another worker may be running it: stop, the outcome of this run is ignored).
 */
export type JobHandler = (job: Job, signal: AbortSignal) => Promise<void> | void;

export interface WorkerOptions {
  /** How many jobs run at once in this process (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for ready jobs, in ms (default 1,000). */
  pollMs?: number;
  /**
   * How long a claimed job is held without news from its worker, in ms (default 60,000): the
   * heartbeat renews it every third of that; a job whose process died runs again once it ends.
   */
  leaseMs?: number;
  /** The wait before the first retry, doubled for each further one, at most an hour (default 10 s). */
  backoffMs?: number;
  /** How long `stop()` waits for running handlers, in ms (default 10,000). */
  stopTimeoutMs?: number;
  log?: (entry: Record<string, unknown>) => void;
}

export interface Workers {
  /** This worker's name in `jobs.locked_by`: host, pid and a random part. */
  readonly id: string;
  /**
   * Stops claiming, aborts the running handlers' signals and waits for them (at most
   * `stopTimeoutMs`); a job still running then is left to its lease.
   */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_MS = 1_000;
export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_BACKOFF_MS = 10_000;
const MAX_BACKOFF_MS = 3_600_000;
const PURGE_EVERY_MS = 3_600_000;
/** At most this much of an error's text is kept in `last_error`. */
const ERROR_TEXT_MAX = 2_000;

/** Why a handler's signal aborted. */
export class JobAborted extends Error {
  override name = 'JobAborted';
  readonly reason: 'stopping' | 'lease-lost';
  constructor(reason: 'stopping' | 'lease-lost') {
    super(
      reason === 'stopping'
        ? 'the worker is stopping'
        : 'the lease was lost: another worker may run this job',
    );
    this.reason = reason;
  }
}

/**
 * A failure that another attempt cannot change (an SMTP server refusing a mailbox for good): the
 * job is kept as failed at once, with its reason, instead of being retried.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

const errorText = (error: unknown) => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > ERROR_TEXT_MAX ? `${text.slice(0, ERROR_TEXT_MAX - 1)}…` : text;
};

// Each claim is (id, locked_by, attempts): a worker's later writes touch the job only while
// that claim still holds it, so a worker whose lease ran out cannot overwrite the next run.
const HELD = `id = $1 and locked_by = $2 and attempts = $3 and state = 'running'`;
const MS = `$4::float8 * interval '1 millisecond'`;

const SQL = {
  /**
   * Claims up to $4 ready jobs, and says in how many ms the next queued job after them is due
   * (`next_ms`, on every row; one row of nulls and `next_ms` when none was ready): one statement
   * a look, not two (a paced e-mail is a look every 20 ms; issue 36 §4). The lookup reads the
   * statement's snapshot, where the claimed jobs are still queued: they are left out by id.
   */
  claim: `
    with claimed as (
      update jobs
         set state = 'running', attempts = attempts + 1, locked_by = $2,
             locked_until = now() + $3::float8 * interval '1 millisecond', updated_at = now()
       where id in (
         select id from jobs
          where state = 'queued' and queue = any($1::text[]) and run_at <= now()
          order by run_at, id
          limit $4
          for update skip locked)
      returning ${JOB_COLUMNS})
    select c.*, n.ms as next_ms
      from (select) one
      left join claimed c on true
      left join lateral (
        select extract(epoch from j.run_at - now())::float8 * 1000 as ms from jobs j
         where j.state = 'queued' and j.queue = any($1::text[])
           and j.id not in (select id from claimed)
         order by j.run_at, j.id limit 1) n on true`,
  renew: `update jobs set locked_until = now() + ${MS}, updated_at = now() where ${HELD} returning id`,
  done: `
    update jobs
       set state = 'done', locked_by = null, locked_until = null, finished_at = now(),
           updated_at = now()
     where ${HELD}
    returning id`,
  fail: `
    update jobs
       set state = case when attempts >= max_attempts then 'failed' else 'queued' end,
           run_at = case when attempts >= max_attempts then run_at else now() + ${MS} end,
           finished_at = case when attempts >= max_attempts then now() end,
           last_error = $5, locked_by = null, locked_until = null, updated_at = now()
     where ${HELD}
    returning state`,
  /** A `PermanentJobError`: failed now, whatever attempts are left. */
  giveUp: `
    update jobs
       set state = 'failed', finished_at = now(), last_error = $4, locked_by = null,
           locked_until = null, updated_at = now()
     where ${HELD}
    returning state`,
  /** A stopping worker gives the job back; the run it did not finish is not counted. */
  release: `
    update jobs
       set state = 'queued', attempts = attempts - 1, run_at = now(), locked_by = null,
           locked_until = null, updated_at = now()
     where ${HELD}`,
  /** Jobs whose worker stopped renewing (its process died): queued again, or failed. */
  sweep: `
    update jobs
       set state = case when attempts >= max_attempts then 'failed' else 'queued' end,
           finished_at = case when attempts >= max_attempts then now() end,
           last_error = 'O processo que executava esta tarefa parou no meio (a tentativa '
             || attempts || ' de ' || max_attempts || ' não renovou o prazo de ' || locked_by || ').',
           run_at = now(), locked_by = null, locked_until = null, updated_at = now()
     where id in (
       select id from jobs
        where state = 'running' and locked_until < now()
        for update skip locked)
    returning id, queue, state`,
  purge: `delete from jobs where state = 'done' and finished_at < now() - $1::float8 * interval '1 day'`,
};
/** The shortest nap between polls, however soon the next job is due. */
const MIN_NAP_MS = 5;

interface Running {
  job: Job;
  controller: AbortController;
  heartbeat: NodeJS.Timeout;
  done: Promise<void>;
}

/** How long a lost `LISTEN` connection waits before listening again (the workers poll meanwhile). */
const RELISTEN_MS = 5_000;

/**
 * On PostgreSQL, wakes this process's workers when another process queues a job (`JOBS_CHANNEL`,
 * sent by `announceJobs` and delivered at the queuing transaction's commit): a code's e-mail
 * queued by a web process starts in the worker process at once, not at its next look. A lost
 * connection is logged and listened to again; the workers' polling goes on meanwhile. Returns
 * the end of listening.
 */
function listenForJobs(
  db: Db,
  wanted: boolean,
  wake: () => void,
  stopping: () => boolean,
  log: (entry: Record<string, unknown>) => void,
): { end: () => Promise<void>; listening: () => boolean } {
  if (!wanted || !db.listen) return { end: async () => undefined, listening: () => false };
  const listen = db.listen.bind(db);
  let end: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;
  const again = () => {
    if (stopping()) return;
    clearTimeout(timer);
    timer = setTimeout(start, RELISTEN_MS);
  };
  function start() {
    attempt = listen(JOBS_CHANNEL, wake, (error) => {
      end = undefined;
      log({ level: 'warn', event: 'jobs.listen-lost', error: errorText(error) });
      again();
    }).then(
      async (stop) => {
        if (stopping()) return stop();
        end = stop;
        log({ level: 'info', event: 'jobs.listening', channel: JOBS_CHANNEL });
        // Jobs queued while nobody listened: one look now.
        wake();
      },
      (error: unknown) => {
        log({ level: 'warn', event: 'jobs.listen-failed', error: errorText(error) });
        again();
      },
    );
  }
  start();
  return {
    end: async () => {
      clearTimeout(timer);
      await attempt;
      await end?.();
      end = undefined;
    },
    listening: () => end !== undefined,
  };
}

/**
 * Runs the jobs of the queues in `handlers` on `db` until `stop()`. Any number of processes (and
 * workers in one process) may poll the same queues: each job is claimed by one of them.
 */
export function startWorkers(
  db: Db,
  handlers: Record<string, JobHandler>,
  options: WorkerOptions = {},
): Workers {
  const queues = Object.keys(handlers).map(checkQueueName);
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`concurrency must be a positive integer, not ${concurrency}`);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const log = options.log ?? (() => undefined);
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  const running = new Map<number, Running>();
  let stopping = false;
  /** Set once `stop()` gave up waiting: handlers that end later write nothing. */
  let abandoned = false;
  let nudged = false;
  /**
   * Whether the last look filled every slot (more may be ready). A job that ends then looks
   * again; otherwise the look knew nothing else was ready, and its nap ends with the next due job
   * (a job queued meanwhile wakes the workers: `onJobQueued`, and `NOTIFY` at its commit; a job
   * given back or retried by another process: `announceJobs` too).
   */
  let saturated = false;
  let polling = false;
  let wakeUp: (() => void) | undefined;
  let lastSweep = 0;
  let lastPurge = 0;

  const wake = () => {
    nudged = true;
    wakeUp?.();
  };
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  async function settle(job: Job, sql: string, extra: unknown[] = []) {
    if (abandoned) return [];
    return db.query<{ state?: string }>(sql, [job.id, id, job.attempt, ...extra]);
  }

  /**
   * Runs a claimed job and settles it; true when its handler ended well (done, or its lease was
   * lost meanwhile: the job is another run's), false when it was retried, failed or given back.
   */
  async function run(
    job: Job,
    controller: AbortController,
    heartbeat: NodeJS.Timeout,
  ): Promise<boolean> {
    const started = Date.now();
    const context = { queue: job.queue, id: job.id, attempt: job.attempt };
    try {
      const handler = handlers[job.queue];
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler(job, controller.signal);
      clearInterval(heartbeat);
      const marked = await settle(job, SQL.done);
      // No row: the lease ran out meanwhile and the job is another run's now.
      if (marked.length > 0) log({ event: 'job.done', ...context, ms: Date.now() - started });
      else log({ level: 'warn', event: 'job.lease-lost', ...context });
      return true;
    } catch (error) {
      clearInterval(heartbeat);
      const reason = controller.signal.reason;
      if (reason instanceof JobAborted && reason.reason === 'lease-lost') {
        log({ level: 'warn', event: 'job.lease-lost', ...context });
      } else if (reason instanceof JobAborted && reason.reason === 'stopping') {
        await settle(job, SQL.release);
        // Queued again: the workers of every process may take it (they napped knowing nothing of it).
        await announceJobs(db);
        log({ level: 'warn', event: 'job.released', ...context });
      } else {
        const delay = Math.min(backoffMs * 2 ** (job.attempt - 1), MAX_BACKOFF_MS);
        const [row] =
          error instanceof PermanentJobError
            ? await settle(job, SQL.giveUp, [errorText(error)])
            : await settle(job, SQL.fail, [delay, errorText(error)]);
        if (row?.state === 'queued') await announceJobs(db);
        log({
          level: row?.state === 'failed' ? 'error' : 'warn',
          event: row?.state === 'failed' ? 'job.failed' : 'job.retry',
          ...context,
          error: errorText(error),
        });
      }
      return false;
    }
  }

  function start(row: JobRow) {
    const record = toRecord(row);
    const job: Job = {
      id: record.id,
      queue: record.queue,
      payload: record.payload,
      attempt: record.attempts,
      maxAttempts: record.maxAttempts,
      runAt: record.runAt,
      createdAt: record.createdAt,
    };
    const controller = new AbortController();
    const heartbeat = setInterval(() => {
      settle(job, SQL.renew, [leaseMs])
        .then((rows) => {
          if (rows.length === 0 && !abandoned) controller.abort(new JobAborted('lease-lost'));
        })
        .catch((error: unknown) =>
          log({
            level: 'warn',
            event: 'job.heartbeat',
            queue: job.queue,
            id: job.id,
            error: errorText(error),
          }),
        );
    }, leaseMs / 3);
    let finished = false;
    const done = run(job, controller, heartbeat)
      .then(
        (ok) => {
          finished = ok;
        },
        (error: unknown) =>
          log({
            level: 'error',
            event: 'job.settle',
            queue: job.queue,
            id: job.id,
            error: errorText(error),
          }),
      )
      .finally(() => {
        running.delete(job.id);
        // The freed slot is worth a look when the last look filled every slot (or one is under
        // way), when the job went back to the queue (its retry's time), or when no `NOTIFY`
        // would tell of a job its handler queued.
        if (saturated || polling || !finished || deaf()) wake();
      });
    running.set(job.id, { job, controller, heartbeat, done });
  }

  /**
   * Claims what is ready; answers how long to nap: until the next job is due when that is sooner
   * than `pollMs` (a paced e-mail every 20 ms, a fan-out's next chunk: ADR 049), else `pollMs`.
   */
  async function poll(): Promise<number> {
    // Leases are looked at twice per lease: a dead process's job waits at most 1.5 leases.
    if (Date.now() - lastSweep >= leaseMs / 2) {
      lastSweep = Date.now();
      const swept = await db.query<{ id: number; queue: string; state: string }>(SQL.sweep);
      if (swept.some((job) => job.state === 'queued')) await announceJobs(db);
      for (const job of swept)
        log({
          level: 'warn',
          event: 'job.lease-expired',
          queue: job.queue,
          id: Number(job.id),
          state: job.state,
        });
    }
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await db.query(SQL.purge, [DONE_JOBS_KEPT_DAYS]);
    }
    const free = concurrency - running.size;
    if (free <= 0 || stopping) return pollMs;
    const rows = await db.query<JobRow & { next_ms: number | null }>(SQL.claim, [
      queues,
      id,
      leaseMs,
      free,
    ]);
    const claimed = rows.filter((row) => row.id !== null);
    for (const row of claimed) {
      // `stop()` came while claiming: the job goes back untouched.
      if (stopping) await db.query(SQL.release, [row.id, id, row.attempts]);
      else start(row);
    }
    if (stopping && claimed.length > 0) await announceJobs(db);
    // Every slot taken: more may be ready; the next job to end looks again.
    saturated = claimed.length >= free;
    if (saturated) return pollMs;
    // A slot stayed free: nothing more is ready now; nap until the next job is due.
    const next = rows[0]?.next_ms;
    return next === null || next === undefined
      ? pollMs
      : Math.min(pollMs, Math.max(MIN_NAP_MS, Number(next)));
  }

  const forgetWake = onJobQueued(wake);
  const listener = listenForJobs(db, queues.length > 0, wake, () => stopping, log);
  /**
   * PostgreSQL without a working `LISTEN` (lost, or a pooler in transaction mode): a job queued
   * in a handler's transaction woke this process before its commit, so a job's end looks again.
   * (On PGlite the woken look waits for that commit: its queries run one at a time.)
   */
  const deaf = () => db.listen !== undefined && !listener.listening();
  const loop = (async () => {
    if (queues.length === 0) return;
    while (!stopping) {
      let napMs = pollMs;
      polling = true;
      try {
        napMs = await poll();
      } catch (error) {
        log({ level: 'error', event: 'jobs.poll', error: errorText(error) });
      } finally {
        polling = false;
      }
      if (stopping) break;
      if (!nudged) await nap(napMs);
      nudged = false;
    }
  })();

  let stopped: Promise<void> | undefined;
  return {
    id,
    stop() {
      stopped ??= (async () => {
        stopping = true;
        forgetWake();
        wake();
        await listener.end();
        await loop;
        for (const { controller } of running.values()) controller.abort(new JobAborted('stopping'));
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...running.values()].map((r) => r.done)),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, stopTimeoutMs);
          }),
        ]);
        clearTimeout(timer);
        // Handlers still running are left to their lease: no more heartbeats or writes.
        abandoned = true;
        for (const { heartbeat } of running.values()) clearInterval(heartbeat);
      })();
      return stopped;
    },
  };
}
