import { EMBED_FRAME_ORIGINS } from '@aula/contract';
import type { MiddlewareHandler } from 'hono';

export interface SecurityOptions {
  /** Origins the SPA may also call besides its own (Sentry's ingest, from SENTRY_DSN). */
  connectSrc?: string[];
  /** Sends HSTS (behind HTTPS). */
  https?: boolean;
}

/**
 * The Content-Security-Policy the Vite build works with: scripts and styles from the app's own
 * origin only (inline styles allowed: Radix and sonner position with style attributes), images and
 * videos from anywhere over https (course covers, avatars, lecture videos on a CDN), and frames
 * from exactly the video players a lecture's link may embed (YouTube's privacy-enhanced host,
 * Vimeo's player, Panda Video's players: ADR 038, "Embeds").
 */
export function contentSecurityPolicy(options: SecurityOptions = {}) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `frame-src ${EMBED_FRAME_ORIGINS.join(' ')}`,
    `connect-src ${["'self'", ...(options.connectSrc ?? [])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  const csp = contentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    // A response with a policy of its own (an uploaded file's `default-src 'none'`) keeps it.
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (options.https)
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/** The origin of a DSN or URL, or nothing when it is not one. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
