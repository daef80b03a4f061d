import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';

export const SESSION_COOKIE = 'aula_session';
/** Idle lifetime (Laravel's default 120 minutes) and absolute lifetime. */
export const IDLE_LIFETIME_MS = 120 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface Session {
  idHash: string;
  userId: number | null;
  csrfToken: string;
}

interface SessionRow {
  id_hash: string;
  user_id: number | null;
  csrf_token: string;
  created_at: Date;
  last_activity: Date;
}

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

export function constantTimeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

export function createSessionStore(db: Db) {
  return {
    /** A new session; returns the raw id for the cookie. */
    async create(userId: number | null, csrfToken = newCsrfToken()) {
      const id = randomBytes(32).toString('base64url');
      const session: Session = { idHash: hashId(id), userId, csrfToken };
      await db.query('insert into sessions (id_hash, user_id, csrf_token) values ($1, $2, $3)', [
        session.idHash,
        userId,
        csrfToken,
      ]);
      return { id, session };
    },

    async find(id: string | undefined, now = Date.now()): Promise<Session | null> {
      if (!id || id.length > 200) return null;
      const [row] = await db.query<SessionRow>('select * from sessions where id_hash = $1', [
        hashId(id),
      ]);
      if (!row) return null;
      const idle = now - new Date(row.last_activity).getTime();
      const age = now - new Date(row.created_at).getTime();
      if (idle > IDLE_LIFETIME_MS || age > ABSOLUTE_LIFETIME_MS) {
        await db.query('delete from sessions where id_hash = $1', [row.id_hash]);
        return null;
      }
      if (idle > 60_000) {
        await db.query('update sessions set last_activity = now() where id_hash = $1', [
          row.id_hash,
        ]);
      }
      return { idHash: row.id_hash, userId: row.user_id, csrfToken: row.csrf_token };
    },

    /** Login: a new id for the same visitor (against fixation); the old id stops working. */
    async rotate(old: Session | null, userId: number) {
      if (old) await db.query('delete from sessions where id_hash = $1', [old.idHash]);
      return this.create(userId, old?.csrfToken);
    },

    async destroy(session: Session) {
      await db.query('delete from sessions where id_hash = $1', [session.idHash]);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
