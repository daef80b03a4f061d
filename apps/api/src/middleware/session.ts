import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../auth/session';
import type { AppEnv, Services } from '../env';

/** The live session of the cookie `id`, as every API call and every page finds it. */
export const sessionFinder = (services: Services) => (c: Context<AppEnv>, id: string | undefined) =>
  services.sessions.find(id, Date.now(), {
    userAgent: c.req.header('user-agent'),
    ip: c.get('ip'),
  });

/**
 * Sets `session` and `sessionId` from the session cookie for what runs after it (the CSRF check,
 * the handlers), and marks the API's answers `no-store`.
 */
export function session(find: ReturnType<typeof sessionFinder>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = getCookie(c, SESSION_COOKIE);
    const found = await find(c, id);
    c.set('session', found);
    c.set('sessionId', found && id ? id : null);
    await next();
    // On the response's own headers: `c.header` after the handler rebuilds the response and
    // sends its body as a stream (issue 21).
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
