import type { Queryable } from '../db/database';

/**
 * The workers running in this process, woken when this process queues a job: in the embedded
 * default (`npm start`, one process, a worker inside) a queued e-mail or transcode starts at
 * once instead of at the worker's next look (`pollMs`, 1 s). On PGlite a transaction's queries
 * run one at a time, so the woken worker's claim runs after the transaction that queued the job
 * has committed. On PostgreSQL the queuing statement also sends `NOTIFY` on `JOBS_CHANNEL`, which
 * PostgreSQL delivers when the transaction commits, to the workers of every process
 * (`listenForJobs`); a claim that ran before the commit finds the job on that wake.
 */
const wakers = new Set<() => void>();

/** Adds a worker's wake; returns its removal. */
export function onJobQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** Wakes this process's workers: a job was queued (they look; a job not theirs is left alone). */
export function jobQueued() {
  for (const wake of wakers) wake();
}

/** The PostgreSQL channel on which a queued job wakes every process's workers. */
export const JOBS_CHANNEL = 'aula_jobs';

/**
 * Says that jobs were queued in `db`'s transaction: this process's workers look now, and the
 * other processes' when the transaction commits (`NOTIFY`, delivered at commit, once per
 * transaction however many jobs it queued).
 */
export async function announceJobs(db: Queryable) {
  await db.query(`select pg_notify('${JOBS_CHANNEL}', '')`);
  jobQueued();
}
