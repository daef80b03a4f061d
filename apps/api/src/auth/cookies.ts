import { XSRF_COOKIE } from '@aula/contract';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device';
import { SESSION_COOKIE } from './session';

const base = (secure: boolean) => ({ path: '/', sameSite: 'Lax', secure }) as const;

/** The session id (HttpOnly) and the XSRF token the SPA echoes (readable by scripts on purpose). */
export function writeSessionCookies(
  c: Context,
  session: { id: string; csrfToken: string },
  secure: boolean,
) {
  setCookie(c, SESSION_COOKIE, session.id, { ...base(secure), httpOnly: true });
  // hono URL-encodes the value, as Laravel does: clients decode it before echoing it.
  setCookie(c, XSRF_COOKIE, session.csrfToken, { ...base(secure), httpOnly: false });
}

export function clearSessionCookies(c: Context, secure: boolean) {
  deleteCookie(c, SESSION_COOKIE, base(secure));
  deleteCookie(c, XSRF_COOKIE, base(secure));
}

/** The signed device cookie (device.ts), kept across sign-outs: it marks the browser. */
export function writeDeviceCookie(c: Context, value: string, secure: boolean) {
  setCookie(c, DEVICE_COOKIE, value, {
    ...base(secure),
    httpOnly: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
