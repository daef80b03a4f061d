import type { Queryable } from '../db/database';
import { announceJobs } from './wake';

/**
 * The API's job queue, a table in its own database (ADR 036): `enqueue` writes a job, the
 * workers of any process on that database run it (`workers.ts`). A job runs once: a worker claims
 * it with `FOR UPDATE SKIP LOCKED` and holds it by a lease its heartbeat renews; if the process
 * dies mid-job the lease runs out and another worker runs it again, so a handler must be safe to
 * run again after a partial run.
 */

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** A job as its handler gets it. */
export interface Job<P = unknown> {
  id: number;
  queue: string;
  payload: P;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
  maxAttempts: number;
  runAt: Date;
  createdAt: Date;
}

/** A job's row as the admin (and the tests) see it. */
export interface JobRecord<P = unknown> extends Omit<Job<P>, 'attempt'> {
  state: JobState;
  attempts: number;
  /** Why the last attempt failed (the handler's error, or a lease that ran out). */
  lastError: string | null;
  idempotencyKey: string | null;
  finishedAt: Date | null;
}

export interface EnqueueOptions {
  /** Runs no earlier than this moment (the database's clock decides). */
  runAt?: Date;
  /** Runs no earlier than this many milliseconds from now; ignored when `runAt` is given. */
  delayMs?: number;
  /** How many runs the job gets before it is `failed` (default 5). */
  maxAttempts?: number;
  /**
   * At most one job per key in the queue, for as long as the job is kept (finished jobs are
   * purged after `DONE_JOBS_KEPT_DAYS`): enqueueing it again returns the existing job.
   */
  idempotencyKey?: string;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
/** Finished jobs are deleted this long after they finished; failed ones are kept. */
export const DONE_JOBS_KEPT_DAYS = 14;

/** `video.transcode`, `mail.send`: lower case, digits and `.`, `_`, `-` between them. */
const QUEUE_NAME = /^[a-z][a-z0-9]*([._-][a-z0-9]+)*$/;

export function checkQueueName(queue: string): string {
  if (queue.length > 100 || !QUEUE_NAME.test(queue))
    throw new Error(`not a job queue name: ${JSON.stringify(queue)}`);
  return queue;
}

/** The columns every statement returns, in the shape `toRecord` reads. */
export const JOB_COLUMNS =
  'id, queue, payload, state, attempts, max_attempts, run_at, last_error, idempotency_key, created_at, finished_at';

export interface JobRow {
  id: number;
  queue: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: Date;
  last_error: string | null;
  idempotency_key: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export const toRecord = <P>(row: JobRow): JobRecord<P> => ({
  id: Number(row.id),
  queue: row.queue,
  payload: row.payload as P,
  state: row.state,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
  runAt: row.run_at,
  lastError: row.last_error,
  idempotencyKey: row.idempotency_key,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
});

/**
 * Writes a job into `queue`; on a transaction, it is committed (and runs) with the rest of the
 * transaction or not at all. The payload is stored as JSON: plain data, no dates or classes.
 * Returns the job's id and whether it is new (false: the idempotency key's job already existed).
 */
export async function enqueue(
  db: Queryable,
  queue: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<{ id: number; created: boolean }> {
  checkQueueName(queue);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > 100)
    throw new Error(`maxAttempts must be an integer from 1 to 100, not ${maxAttempts}`);
  const delayMs = options.delayMs ?? 0;
  if (!Number.isFinite(delayMs) || delayMs < 0)
    throw new Error(`delayMs must be a number of milliseconds >= 0, not ${delayMs}`);
  if (options.runAt && Number.isNaN(options.runAt.getTime()))
    throw new Error('runAt is not a date');
  const json = JSON.stringify(payload ?? null);
  const key = options.idempotencyKey ?? null;
  const inserted = await db.query<{ id: number }>(
    `insert into jobs (queue, payload, max_attempts, run_at, idempotency_key)
     values ($1, $2::text::jsonb, $3,
             coalesce($4::timestamptz, now() + $5::float8 * interval '1 millisecond'), $6)
     on conflict (queue, idempotency_key) where idempotency_key is not null do nothing
     returning id`,
    [queue, json, maxAttempts, options.runAt ?? null, delayMs, key],
  );
  if (inserted[0]) {
    await announceJobs(db);
    return { id: Number(inserted[0].id), created: true };
  }
  const [existing] = await db.query<{ id: number }>(
    'select id from jobs where queue = $1 and idempotency_key = $2',
    [queue, key],
  );
  if (!existing) throw new Error(`job ${queue}/${key} neither inserted nor found`);
  return { id: Number(existing.id), created: false };
}

/** One job by id, as the admin sees it; undefined when there is none (or it was purged). */
export async function getJob<P = unknown>(
  db: Queryable,
  id: number,
): Promise<JobRecord<P> | undefined> {
  const [row] = await db.query<JobRow>(`select ${JOB_COLUMNS} from jobs where id = $1`, [id]);
  return row ? toRecord<P>(row) : undefined;
}
