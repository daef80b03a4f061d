import { createHash, randomBytes, randomInt } from 'node:crypto';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A link token: 32 random bytes, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
/** A six-digit code typed by the user (forgot password). */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** Codes are bound to their e-mail, so equal codes of two people never collide. */
export const hashCode = (email: string, code: string) =>
  hashToken(`${email.trim().toLowerCase()}:${code}`);

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong codes allowed before a code stops working. */
export const RESET_CODE_ATTEMPTS = 5;
