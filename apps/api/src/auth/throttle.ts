import type { Queryable } from '../db/database';

export interface Limit {
  /** Attempts allowed in the window. */
  max: number;
  windowMs: number;
}

/** Login throttling (Laravel's): 5 failed attempts per minute per e-mail and IP. */
export const LOGIN_LIMIT: Limit = { max: 5, windowMs: 60_000 };

/**
 * A fixed-window counter in the database, so every server process sees the same count.
 * `retryAfter` answers the seconds to wait when the key is over its limit, or 0.
 */
export function createThrottle(db: Queryable, now: () => Date = () => new Date()) {
  return {
    async retryAfter(key: string, limit: Limit): Promise<number> {
      const [row] = await db.query<{ hits: number; reset_at: Date }>(
        'select hits, reset_at from rate_limits where key = $1',
        [key],
      );
      if (!row) return 0;
      const left = new Date(row.reset_at).getTime() - now().getTime();
      if (left <= 0 || row.hits < limit.max) return 0;
      return Math.max(1, Math.ceil(left / 1000));
    },

    /** Counts one attempt; a window that has ended starts again. */
    async hit(key: string, limit: Limit): Promise<void> {
      const resetAt = new Date(now().getTime() + limit.windowMs).toISOString();
      await db.query(
        `insert into rate_limits (key, hits, reset_at) values ($1, 1, $2)
         on conflict (key) do update set
           hits = case when rate_limits.reset_at <= $3 then 1 else rate_limits.hits + 1 end,
           reset_at = case when rate_limits.reset_at <= $3 then $2 else rate_limits.reset_at end`,
        [key, resetAt, now().toISOString()],
      );
    },

    async clear(key: string): Promise<void> {
      await db.query('delete from rate_limits where key = $1', [key]);
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
