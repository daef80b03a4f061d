import type { JobHandler } from './workers';

/** A job that only logs: `enqueue(db, PING_QUEUE, {})` shows that some process runs jobs. */
export const PING_QUEUE = 'aula.ping';

/**
 * The queues this API's workers run, with their handlers: the server's in-process workers and
 * `npm run worker` run the same ones. Video transcoding and the e-mail outbox add theirs here.
 */
export function jobHandlers(
  log: (entry: Record<string, unknown>) => void,
): Record<string, JobHandler> {
  return {
    [PING_QUEUE]: (job) => {
      log({ event: 'job.ping', id: job.id, payload: job.payload });
    },
  };
}
