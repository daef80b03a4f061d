import { type EndpointDef, endpoints, XSRF_HEADER } from '@aula/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clearSessionCookies } from '../auth/cookies';
import { constantTimeEqual } from '../auth/crypto';
import { SESSION_COOKIE } from '../auth/session';
import type { AppEnv } from '../env';
import { errorJson, unauthenticated } from '../http';
import { WEBHOOK_PATH } from '../routes/purchase-webhooks';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function csrfMismatch(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  // Laravel's 419 is no registered status: hono's types do not name it.
  return c.json(
    { error: 'ServerErrorException', message: 'CSRF token mismatch.' },
    419 as ContentfulStatusCode,
  );
}

/**
 * The unsafe endpoints that need a signed-in person, as method and path patterns: one of them
 * called without a live session answers 401 like any other call of a person signed out (S59).
 */
const SIGNED_IN_WRITES = Object.values(endpoints as Record<string, EndpointDef>).flatMap((def) =>
  UNSAFE_METHODS.has(def.method) && def.access !== 'public' && def.access !== 'guest'
    ? [
        {
          method: def.method,
          path: new RegExp(`^/${def.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`),
        },
      ]
    : [],
);
const needsSignedIn = (method: string, path: string) =>
  SIGNED_IN_WRITES.some((write) => write.method === method && write.path.test(path));

/**
 * A browser's Origin (or Referer) naming another origin: a cross-site request, refused. Scheme,
 * host and port are all compared (`https://host` is not the http server at `host`).
 */
function crossSite(request: Request, ownOrigin: string) {
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!source || source === 'null') return source === 'null';
  try {
    return new URL(source).origin !== ownOrigin;
  } catch {
    return true;
  }
}

/**
 * Laravel Sanctum's rules for an unsafe request (after `session`): from this origin, within a
 * live session, with that session's `X-XSRF-TOKEN`; else a 419 (or a 401 where a person is
 * needed) and nothing runs.
 */
export function csrf(options: {
  secureCookies: boolean;
  ownOrigin: (request: Request) => string;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The checkout platforms' webhooks are server to server, authenticated by their signature
    // (ADR 042): exactly their POST paths skip the browser's CSRF rules, nothing else does.
    const webhook = c.req.method === 'POST' && WEBHOOK_PATH.test(c.req.path);
    if (UNSAFE_METHODS.has(c.req.method) && !webhook) {
      if (crossSite(c.req.raw, options.ownOrigin(c.req.raw))) return csrfMismatch(c);
      const session = c.get('session');
      if (!session) {
        // The server knows there is no session (ended on another device, expired): its cookies
        // are cleared, so the browser's next sign-in starts a new one, and a call that needs a
        // person answers 401 as any call of someone signed out (S59). Nothing runs.
        if (getCookie(c, SESSION_COOKIE)) clearSessionCookies(c, options.secureCookies);
        if (needsSignedIn(c.req.method, c.req.path)) {
          c.header('Cache-Control', 'no-store');
          const { status, code, message } = unauthenticated();
          return errorJson(c, status, code, message);
        }
        return csrfMismatch(c);
      }
      const header = c.req.header(XSRF_HEADER);
      // A live session with another token (or none): the spec's anti-forgery warning.
      if (!header || !constantTimeEqual(header, session.csrfToken)) return csrfMismatch(c);
    }
    await next();
  };
}
