import { createHmac } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@aula/contract';
import { constantTimeEqual } from '../auth/crypto';
import type { Queryable } from '../db/database';
import { sharedSecret } from '../server-secrets';

/** How long an e-mail's unsubscribe link works: e-mails are read late (ADR 040). */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;
const DAY_MS = 86_400_000;
const SECRET_NAME = 'unsubscribe_signing';

/** The app's page (GET, confirms) and the one-click target (POST, RFC 8058) share this path. */
export const UNSUBSCRIBE_PATH = '/descadastrar';

export interface UnsubscribeClaim {
  userId: number;
  kind: NotificationKind;
}

const isKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/**
 * Signs and checks unsubscribe tokens: `<userId>.<kind>.<expiry in s>.<HMAC-SHA256>`, keyed by
 * a secret every process on the database shares (`server_secrets`, as the media URLs' key).
 */
export function unsubscribeTokens(db: Queryable) {
  const secret = sharedSecret(db, SECRET_NAME);
  const mac = async (payload: string) =>
    createHmac('sha256', await secret())
      .update(`unsubscribe:${payload}`)
      .digest('base64url');
  const sign = async (claim: UnsubscribeClaim, now: Date): Promise<string> => {
    const expires = Math.floor((now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS) / 1000);
    const payload = `${claim.userId}.${claim.kind}.${expires}`;
    return `${payload}.${await mac(payload)}`;
  };
  return {
    sign,
    /**
     * Reads the key now: a job calls it before its transaction, whose statements must not wait
     * for a read on another connection (PGlite has one).
     */
    async ready() {
      await secret();
    },
    /** The claim of a well-signed token that has not expired; null for anything else. */
    async verify(token: string, now: Date): Promise<UnsubscribeClaim | null> {
      const parts = token.split('.');
      if (parts.length !== 4) return null;
      const [user = '', kind = '', expires = '', signature = ''] = parts;
      if (!/^\d{1,10}$/.test(user) || !/^\d{1,12}$/.test(expires) || !isKind(kind)) return null;
      if (!constantTimeEqual(signature, await mac(`${user}.${kind}.${expires}`))) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      return { userId: Number(user), kind };
    },
    /** The absolute link an e-mail carries (List-Unsubscribe and its footer). */
    async url(origin: string, claim: UnsubscribeClaim, now: Date): Promise<string> {
      return `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(await sign(claim, now))}`;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;

/** Turns one kind of e-mail off for a person; the bell keeps its choice. Idempotent. */
export async function unsubscribeEmail(db: Queryable, claim: UnsubscribeClaim) {
  await db.query(
    `insert into notification_preferences (user_id, kind, email, in_app)
     select id, $2, false, true from users where id = $1
     on conflict (user_id, kind) do update set email = false`,
    [claim.userId, claim.kind],
  );
}
