import type { Db } from '../db/database';
import {
  announceReleases,
  FANOUT_QUEUE,
  fanoutChunk,
  notifySubscriptions,
  RELEASES_QUEUE,
  SUBSCRIPTIONS_QUEUE,
  sendThreadMail,
  THREAD_MAIL_QUEUE,
} from '../notifications/produce';
import { unsubscribeTokens } from '../notifications/unsubscribe-tokens';
import { enqueue } from './queue';
import type { JobHandler } from './workers';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Queues the next look for released lectures, at the next whole minute, once (its key is the
 * minute): every process schedules it at start, one job per minute runs.
 */
export async function scheduleReleases(db: Db, now = new Date()) {
  const next = new Date((Math.floor(now.getTime() / MINUTE_MS) + 1) * MINUTE_MS);
  await enqueue(db, RELEASES_QUEUE, {}, { runAt: next, idempotencyKey: next.toISOString() });
}

/** The daily look for subscriptions ending or ended, at the next 09:00 UTC (06:00 in Brasília). */
export async function scheduleSubscriptionNotices(db: Db, now = new Date()) {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS + 9 * 3_600_000;
  const next = new Date(today > now.getTime() ? today : today + DAY_MS);
  await enqueue(db, SUBSCRIPTIONS_QUEUE, {}, { runAt: next, idempotencyKey: next.toISOString() });
}

/** The first runs of the periodic notification jobs (each process calls it at start). */
export async function scheduleNotificationJobs(db: Db) {
  await scheduleReleases(db);
  await scheduleSubscriptionNotices(db);
}

/**
 * The notification queues (ADR 040): a thread's e-mail after its window, a broadcast's e-mails a
 * chunk at a time (ADR 054), and the periodic looks for released lectures and ending subscriptions.
 */
export function notificationJobHandlers(
  db: Db,
  log: (entry: Record<string, unknown>) => void,
  options: { chunk?: number; mailPerSecond?: number } = {},
): Record<string, JobHandler> {
  const tokens = unsubscribeTokens(db);
  return {
    [THREAD_MAIL_QUEUE]: async (job) => {
      await tokens.ready();
      await db.transaction((tx) =>
        sendThreadMail(tx, tokens, log, job.payload as { userId: number; threadId: number }),
      );
    },
    [FANOUT_QUEUE]: async (job) => {
      await tokens.ready();
      await db.transaction((tx) =>
        fanoutChunk(tx, tokens, log, job.payload as Parameters<typeof fanoutChunk>[3], {
          ...options,
          runAt: job.runAt,
        }),
      );
    },
    [RELEASES_QUEUE]: async () => {
      const released = await db.transaction((tx) => announceReleases(tx));
      if (released.length > 0) log({ event: 'notifications.released', lectures: released });
      await scheduleReleases(db);
    },
    [SUBSCRIPTIONS_QUEUE]: async () => {
      await tokens.ready();
      const sent = await db.transaction((tx) => notifySubscriptions(tx, tokens, log));
      if (sent > 0) log({ event: 'notifications.subscriptions', sent });
      await scheduleSubscriptionNotices(db);
    },
  };
}
