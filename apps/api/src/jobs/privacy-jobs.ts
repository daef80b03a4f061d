import type { Db } from '../db/database';
import { sweepExpiredExports } from '../privacy/export';
import type { FileStore } from '../storage';
import { enqueue } from './queue';
import type { JobHandler } from './workers';

/** The hourly sweep of expired data exports (ADR 044). */
export const EXPORT_SWEEP_QUEUE = 'privacy.export-sweep';
const HOUR_MS = 3_600_000;

/**
 * Queues the sweep for the next whole hour, once (its key is the hour): every process schedules
 * it at start and after each run, one job per hour runs.
 */
export async function scheduleExportSweep(db: Db, now = new Date()) {
  const next = new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);
  await enqueue(
    db,
    EXPORT_SWEEP_QUEUE,
    {},
    { runAt: next, idempotencyKey: next.toISOString(), maxAttempts: 3 },
  );
}

/** The privacy queue: files of exports past their 24 hours leave the store. */
export function privacyJobHandlers(
  db: Db,
  files: FileStore,
  log: (entry: Record<string, unknown>) => void,
  now: () => Date = () => new Date(),
): Record<string, JobHandler> {
  return {
    [EXPORT_SWEEP_QUEUE]: async () => {
      const removed = await sweepExpiredExports({ db, files, now });
      if (removed > 0) log({ event: 'privacy.export_sweep', removed });
      await scheduleExportSweep(db);
    },
  };
}
