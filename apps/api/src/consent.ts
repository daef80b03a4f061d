import { isIP } from 'node:net';
import { PRIVACY_VERSION, TERMS_VERSION } from '@aula/contract';
import type { Queryable } from './db/database';

/** How a consent was given: at sign-up, finishing an invitation, or accepting a new version. */
export type ConsentSource = 'register' | 'finish_registration' | 'update';

/**
 * An address kept short enough not to single out a device (ADR 047): an IPv4 address's /24
 * (`203.0.113.0`), an IPv6 address's /48 (`2001:db8:1::`); anything else is not kept.
 */
export function shortIp(ip: string | undefined | null): string | null {
  if (!ip) return null;
  const mapped = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(mapped) === 4) return `${mapped.split('.').slice(0, 3).join('.')}.0`;
  if (isIP(mapped) !== 6) return null;
  const [head = '', tail = ''] = mapped.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = mapped.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::`;
}

/**
 * Records that a person accepted the current notices (call it in the sign-up's transaction when
 * there is one): the history row, and the versions on the account that the session reads.
 */
export async function recordConsent(
  db: Queryable,
  userId: number,
  source: ConsentSource,
  ip: string | undefined,
  versions = { terms: TERMS_VERSION, privacy: PRIVACY_VERSION },
): Promise<void> {
  await db.query(
    `insert into user_consents (user_id, terms_version, privacy_version, source, ip_prefix)
     values ($1, $2, $3, $4, $5)`,
    [userId, versions.terms, versions.privacy, source, shortIp(ip)],
  );
  await db.query('update users set terms_version = $2, privacy_version = $3 where id = $1', [
    userId,
    versions.terms,
    versions.privacy,
  ]);
}

/** Whether an account's accepted versions are older than the current notices. */
export const consentOutdated = (terms: string | null, privacy: string | null) =>
  terms !== TERMS_VERSION || privacy !== PRIVACY_VERSION;
