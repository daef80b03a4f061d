/**
 * The workers running in this process, woken when this process queues a job: in the embedded
 * default (`npm start`, one process, a worker inside) a queued e-mail or transcode starts at
 * once instead of at the worker's next look (`pollMs`, 1 s). On PGlite a transaction's queries
 * run one at a time, so the woken worker's claim runs after the transaction that queued the job
 * has committed. Workers in other processes, and a claim that ran before a PostgreSQL
 * transaction committed, still find the job at their next look.
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
