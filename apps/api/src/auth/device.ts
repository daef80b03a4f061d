import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database';
import { sharedSecret } from '../server-secrets';
import { constantTimeEqual } from './crypto';

/** The device cookie (OWASP's "device cookies" against lock-out and login floods). */
export const DEVICE_COOKIE = 'aula_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/**
 * After a successful login the browser gets a signed cookie naming the account: `id.issued.mac`.
 * A later login for that account from that browser is a known device: it is not held to the
 * per-address failure cap and its password check goes before the queue of strangers, so a flood
 * of bad logins does not keep the account's owner out. Other accounts' logins gain nothing from it.
 */
export function createDeviceCookies(db: Queryable, now: () => Date) {
  const key = sharedSecret(db, 'device_cookie');
  const mac = (secret: Buffer, payload: string) =>
    createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    async issue(userId: number): Promise<string> {
      const payload = `${userId}.${Math.floor(now().getTime() / 1000)}`;
      return `${payload}.${mac(await key(), payload)}`;
    },
    /** The account a valid, unexpired device cookie names; null otherwise. */
    async userOf(value: string | undefined): Promise<number | null> {
      const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(value ?? '');
      if (!match) return null;
      const [, id, issued, signature] = match as unknown as [string, string, string, string];
      const age = Math.floor(now().getTime() / 1000) - Number(issued);
      if (age < 0 || age > DEVICE_COOKIE_MAX_AGE_SECONDS) return null;
      return constantTimeEqual(signature, mac(await key(), `${id}.${issued}`)) ? Number(id) : null;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
