import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * The value of an `X-Forwarded-*` header that the nearest trusted proxy vouches for: the entry
 * `hops` from the right (a client can write anything on the left), or the leftmost when the list
 * is shorter. Nothing when no proxy is trusted or the header is absent.
 */
export function forwarded(header: string | undefined, hops: number): string | undefined {
  if (hops <= 0 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/** Sets `ip`: the trusted proxy's `X-Forwarded-For` entry, else the socket's address. */
export function clientAddress(hops: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    c.set(
      'ip',
      forwarded(c.req.header('x-forwarded-for'), hops) ||
        env?.incoming?.socket?.remoteAddress ||
        'local',
    );
    await next();
  };
}

/** The origin the browser sees: the proxy's scheme and host (X-Forwarded-*) when trusted. */
export function originOf(hops: number) {
  return (request: Request) => {
    const url = new URL(request.url);
    const proto = forwarded(request.headers.get('x-forwarded-proto') ?? undefined, hops);
    const host = forwarded(request.headers.get('x-forwarded-host') ?? undefined, hops);
    try {
      return new URL(`${proto ?? url.protocol.replace(/:$/, '')}://${host ?? url.host}`).origin;
    } catch {
      return url.origin;
    }
  };
}
