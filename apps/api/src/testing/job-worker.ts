import { openDatabase } from '../db/open';
import { startWorkers } from '../jobs/workers';

/**
 * A worker process for `jobs/processes.test.ts`: the real `startWorkers` on the database at
 * DATABASE_URL (or the embedded one in DATA_DIR), with two test queues that write each run into
 * `job_runs` (created by the test). It prints one line per event the test waits for.
 *
 * - `test.record`: records the run;
 * - `test.hang`: records the run, then never ends on its first attempt (the test kills the
 *   process there); later attempts end at once.
 */
const { db } = await openDatabase({
  url: process.env.DATABASE_URL,
  dir: process.env.DATA_DIR,
  seed: false,
});
const record = (id: number, attempt: number) =>
  db.query('insert into job_runs (job_id, attempt, pid) values ($1, $2, $3)', [
    id,
    attempt,
    process.pid,
  ]);
const workers = startWorkers(
  db,
  {
    'test.record': async (job) => {
      await record(job.id, job.attempt);
    },
    'test.hang': async (job) => {
      await record(job.id, job.attempt);
      console.log(`started ${job.id} ${job.attempt} ${process.pid}`);
      if (job.attempt === 1) await new Promise(() => undefined);
    },
  },
  {
    concurrency: Number(process.env.JOB_CONCURRENCY ?? 1),
    pollMs: Number(process.env.JOB_POLL_MS ?? 50),
    leaseMs: Number(process.env.JOB_LEASE_MS ?? 60_000),
    log: (entry) => console.log(JSON.stringify(entry)),
  },
);
process.once('SIGTERM', () => {
  void workers
    .stop()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
console.log(`ready ${process.pid}`);
