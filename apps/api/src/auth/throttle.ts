import type { Queryable } from '../db/database';

export interface Limit {
  /** Attempts allowed in the window. */
  max: number;
  windowMs: number;
}

/** The limits the server applies; tests may lower or raise one. */
export interface Limits {
  /** Attempts per e-mail and IP (Laravel's: 5 a minute). */
  login: Limit;
  /** Failed logins per IP across e-mails (password spraying). */
  loginPerIp: Limit;
  /** Registrations per IP. */
  registerPerIp: Limit;
  /** Password-code requests per e-mail and IP. */
  forgot: Limit;
  /** Order-code lookups and claims per user (lifetime access). */
  orderLookup: Limit;
  /** Codes of the account-step flows sent per user, every flow together (ADR 014). */
  accountCodes: Limit;
  /** Verification e-mails a user may ask for again (the profile page). */
  emailVerification: Limit;
  /** Public certificate lookups per IP (ADR 043). */
  certificateLookup: Limit;
}

export const DEFAULT_LIMITS: Limits = {
  login: { max: 5, windowMs: 60_000 },
  loginPerIp: { max: 20, windowMs: 60_000 },
  registerPerIp: { max: 5, windowMs: 60 * 60_000 },
  forgot: { max: 5, windowMs: 60_000 },
  orderLookup: { max: 5, windowMs: 60_000 },
  accountCodes: { max: 10, windowMs: 60 * 60_000 },
  emailVerification: { max: 1, windowMs: 60_000 },
  certificateLookup: { max: 30, windowMs: 60_000 },
};

/** What a reservation answers: whether the attempt may go on, or the seconds to wait. */
export interface Reservation {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfter: number;
}

/**
 * Fixed-window counters in the database, so every server process sees the same count.
 *
 * An attempt is counted before it is evaluated (`reserve`), in one statement: the row lock of
 * `insert ... on conflict do update` makes concurrent requests, in one process or several, each
 * see their own count, so a burst cannot all read "0 so far" and slip past the limit.
 */
export function createThrottle(db: Queryable, now: () => Date = () => new Date()) {
  return {
    /** Counts one attempt and says whether it is within the limit. */
    async reserve(key: string, limit: Limit): Promise<Reservation> {
      const at = now();
      const [row] = await db.query<{ hits: number; reset_at: Date | string }>(
        `insert into rate_limits (key, hits, reset_at) values ($1, 1, $2)
         on conflict (key) do update set
           hits = case when rate_limits.reset_at <= $3 then 1 else rate_limits.hits + 1 end,
           reset_at = case when rate_limits.reset_at <= $3 then $2 else rate_limits.reset_at end
         returning hits, reset_at`,
        [key, new Date(at.getTime() + limit.windowMs).toISOString(), at.toISOString()],
      );
      if (!row || row.hits <= limit.max) return { allowed: true, retryAfter: 0 };
      const left = new Date(row.reset_at).getTime() - at.getTime();
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(left / 1000)) };
    },

    /** Gives back one reserved attempt (a login that succeeded does not count against its IP). */
    async release(key: string): Promise<void> {
      await db.query('update rate_limits set hits = greatest(hits - 1, 0) where key = $1', [key]);
    },

    async clear(key: string): Promise<void> {
      await db.query('delete from rate_limits where key = $1', [key]);
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
