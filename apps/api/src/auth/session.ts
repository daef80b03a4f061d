import { createHash, randomBytes } from 'node:crypto';
import { consentOutdated } from '../consent';
import type { Queryable } from '../db/database';
import type { Session, Viewer } from './types';

export const SESSION_COOKIE = 'aula_session';
/**
 * Idle lifetime (Laravel's default 120 minutes; `SESSION_IDLE_MINUTES` sets another) and absolute
 * lifetime.
 */
export const IDLE_LIFETIME_MS = 120 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** The most sessions one account keeps: a new sign-in ends the least recently used beyond it (S61). */
export const MAX_SESSIONS_PER_ACCOUNT = 20;

export interface SessionLimits {
  /** A session unused this long ends (default `IDLE_LIFETIME_MS`). */
  idleMs?: number | undefined;
  /** The most live sessions of one account (default `MAX_SESSIONS_PER_ACCOUNT`). */
  maxPerAccount?: number | undefined;
}
/** The share of new sessions that sweep out the expired ones. */
const SWEEP_CHANCE = 0.01;
/** `last_activity` is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

interface SessionRow extends Partial<Omit<Viewer, 'email_verified_at'>> {
  email_verified_at?: Date | string | null;
  marks_version: string | null;
  content_version: string;
  id_hash: string;
  csrf_token: string;
  created_at: Date;
  last_activity: Date;
  user_id: number | null;
  user_agent: string | null;
  terms_version?: string | null;
  privacy_version?: string | null;
}

/** Who is calling, as the devices page shows a session (ADR 013). */
export interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}
/** A user agent longer than this is cut (a header is the client's to fill). */
const MAX_USER_AGENT = 512;

/** Session ids are stored hashed: a leaked table does not leak live sessions. */
function hashId(id: string) {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * 32 random bytes in base64: always ends in `=` (and often holds `+` or `/`), so the cookie is
 * always URL-encoded, as Laravel's is, and clients must decode it.
 */
function newCsrfToken() {
  return randomBytes(32).toString('base64');
}

function toViewer(row: SessionRow): Viewer | null {
  if (row.user_id === null || row.name === undefined) return null;
  return {
    id: row.user_id,
    name: row.name,
    email: row.email ?? '',
    avatar_url: row.avatar_url ?? null,
    email_verified_at: row.email_verified_at ? new Date(row.email_verified_at).toISOString() : null,
    whatsapp: row.whatsapp ?? null,
    is_student: row.is_student ?? false,
    is_admin: row.is_admin ?? false,
    // Read with the session: a new version of the notices asks again on the next page (ADR 047).
    consent_outdated: consentOutdated(row.terms_version ?? null, row.privacy_version ?? null),
  };
}

/**
 * Sessions live in the database, so several server processes can share them: the limits below
 * are rows and statements, never a process's memory.
 */
export function createSessionStore(db: Queryable, limits: SessionLimits = {}) {
  const idleMs = limits.idleMs ?? IDLE_LIFETIME_MS;
  const maxPerAccount = limits.maxPerAccount ?? MAX_SESSIONS_PER_ACCOUNT;
  /** The oldest last use and creation of a live session at `now`. */
  const liveSince = (now: number) => ({
    lastActivity: new Date(now - idleMs).toISOString(),
    created: new Date(now - ABSOLUTE_LIFETIME_MS).toISOString(),
  });
  const store = {
    /** How long a session lasts unused, and at all. */
    lifetimes: { idleMs, absoluteMs: ABSOLUTE_LIFETIME_MS },
    liveSince,

    /** A new session; returns the raw id for the cookie. */
    async create(userId: number | null, csrfToken = newCsrfToken()) {
      // Laravel's lottery: one new session in a hundred sweeps out the expired ones.
      if (Math.random() < SWEEP_CHANCE) await store.sweep();
      const id = randomBytes(32).toString('base64url');
      const idHash = hashId(id);
      await db.query('insert into sessions (id_hash, user_id, csrf_token) values ($1, $2, $3)', [
        idHash,
        userId,
        csrfToken,
      ]);
      if (userId !== null) await store.trim(userId);
      return { id, idHash, csrfToken };
    },

    /**
     * An account's sign-in ends its expired sessions and, beyond the most it may keep, the least
     * recently used ones (S61). One statement: processes signing the account in at once each
     * leave at most the limit they saw.
     */
    async trim(userId: number, now = Date.now()) {
      const since = liveSince(now);
      await db.query(
        `delete from sessions
          where user_id = $1
            and (last_activity < $2 or created_at < $3
                 or id_hash in (select id_hash from sessions
                                 where user_id = $1 and last_activity >= $2 and created_at >= $3
                                 order by last_activity desc, created_at desc
                                 offset $4))`,
        [userId, since.lastActivity, since.created, maxPerAccount],
      );
    },

    /** The live session for a cookie, with its user; expired ones are deleted. */
    async find(
      id: string | undefined,
      now = Date.now(),
      client: ClientInfo = {},
    ): Promise<Session | null> {
      if (!id || id.length > 200) return null;
      const [row] = await db.query<SessionRow>(
        `select s.id_hash, s.csrf_token, s.created_at, s.last_activity, s.user_id, s.user_agent,
                u.name, u.email, u.avatar_url, u.email_verified_at, u.whatsapp,
                u.is_student, u.is_admin, u.marks_version::text as marks_version,
                u.terms_version, u.privacy_version,
                (select version::text from content_clock) as content_version
           from sessions s left join users u on u.id = s.user_id
          where s.id_hash = $1 and (s.user_id is null or u.deleted_at is null)`,
        [hashId(id)],
      );
      if (!row) return null;
      const idle = now - new Date(row.last_activity).getTime();
      const age = now - new Date(row.created_at).getTime();
      if (idle > idleMs || age > ABSOLUTE_LIFETIME_MS) {
        await db.query('delete from sessions where id_hash = $1', [row.id_hash]);
        return null;
      }
      // At most one write a minute per session (and the first call after sign-in, which records
      // the device): the condition is in the statement too, so concurrent requests write once.
      const unrecorded = row.user_id !== null && row.user_agent === null;
      if (idle > TOUCH_EVERY_MS || unrecorded) {
        // The account's last access moves with it (the admin's lists, ADR 021).
        await db.query(
          `with touched as (
             update sessions
                set last_activity = now(),
                    user_agent = coalesce($2, user_agent, ''),
                    ip = coalesce($3, ip)
              where id_hash = $1
                and (last_activity < now() - interval '1 minute' or user_agent is null)
             returning user_id)
           update users set last_access_at = now() where id = (select user_id from touched)`,
          [row.id_hash, client.userAgent?.slice(0, MAX_USER_AGENT) || null, client.ip || null],
        );
      }
      const viewer = toViewer(row);
      return {
        idHash: row.id_hash,
        csrfToken: row.csrf_token,
        viewer,
        versions: { marks: viewer ? row.marks_version : null, content: row.content_version },
      };
    },

    /** Login: a new id for the same visitor (against fixation); the old id stops working. */
    async rotate(old: Session | null, userId: number) {
      if (old) await db.query('delete from sessions where id_hash = $1', [old.idHash]);
      return store.create(userId, old?.csrfToken);
    },

    /** Deletes expired sessions and ended throttling windows. */
    async sweep(now = Date.now()) {
      const since = liveSince(now);
      await db.query('delete from sessions where last_activity < $1 or created_at < $2', [
        since.lastActivity,
        since.created,
      ]);
      await db.query('delete from rate_limits where reset_at < $1', [new Date(now).toISOString()]);
    },

    async destroy(session: Session) {
      await db.query('delete from sessions where id_hash = $1', [session.idHash]);
    },

    /** Signs a user out everywhere (a new password). */
    async destroyForUser(userId: number) {
      await db.query('delete from sessions where user_id = $1', [userId]);
    },
  };
  return store;
}
export type SessionStore = ReturnType<typeof createSessionStore>;
