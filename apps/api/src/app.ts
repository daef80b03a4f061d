import { XSRF_HEADER } from '@aula/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { constantTimeEqual, createSessionStore, SESSION_COOKIE } from './auth/session';
import { createThrottle } from './auth/throttle';
import type { Db } from './db/database';
import type { AppEnv, Services } from './env';
import { errorJson, HttpError } from './http';
import { createLogger } from './log';
import { mediaHandler } from './media';
import { overrideMethod } from './method-override';
import { accountHandlers } from './routes/account';
import { adminHandlers } from './routes/admin';
import { authHandlers } from './routes/auth';
import { catalogHandlers } from './routes/catalog';
import { commentHandlers } from './routes/comments';
import { type Handlers, registerEndpoints } from './routes/define';
import { discordHandlers } from './routes/discord';
import { progressHandlers } from './routes/progress';
import { type SecurityOptions, securityHeaders } from './security';
import { spaHandler } from './static';

export interface AppOptions {
  db: Db;
  /** The built SPA to serve with history fallback; omitted in API-only tests. */
  staticDir?: string;
  /** The lecture videos (`/media/*`). */
  mediaDir?: string;
  /** Adds `Secure` to cookies and sends HSTS (behind HTTPS). */
  secureCookies?: boolean;
  /** One JSON line per request and per event; tests pass a no-op. */
  log?: Services['log'];
  /** Reads the client's address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy?: boolean | number;
  /** Largest request body, in bytes (default 1 MiB). */
  maxBodyBytes?: number;
  connectSrc?: SecurityOptions['connectSrc'];
  now?: () => Date;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Everything the API owns: sessions, CSRF and no-store apply here. */
const API_PATHS = ['/api/*', '/sanctum/*', '/login', '/logout'] as const;

export const handlers: Handlers = {
  ...authHandlers,
  ...accountHandlers,
  ...catalogHandlers,
  ...progressHandlers,
  ...commentHandlers,
  ...adminHandlers,
  ...discordHandlers,
};

function csrfMismatch() {
  return new Response(
    JSON.stringify({ error: 'ServerErrorException', message: 'CSRF token mismatch.' }),
    { status: 419, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } },
  );
}

/** A browser's Origin (or Referer) naming another site: a cross-site request, refused. */
function crossSite(request: Request, ownHost: string) {
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!source || source === 'null') return source === 'null';
  try {
    return new URL(source).host !== ownHost;
  } catch {
    return true;
  }
}

export function createApp(options: AppOptions) {
  const { db } = options;
  const log = options.log ?? createLogger();
  const now = options.now ?? (() => new Date());
  const services: Services = {
    db,
    log,
    now,
    secureCookies: options.secureCookies ?? false,
    sessions: createSessionStore(db),
    throttle: createThrottle(db, now),
  };
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(
    '*',
    securityHeaders({ connectSrc: options.connectSrc ?? [], https: services.secureCookies }),
  );
  app.use('*', async (c, next) => {
    const forwarded = options.trustProxy
      ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
      : undefined;
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    c.set('ip', forwarded || env?.incoming?.socket?.remoteAddress || 'local');
    await next();
  });

  /** The host the browser sees: the proxy's (X-Forwarded-Host) when it is trusted. */
  const ownHost = (request: Request) =>
    (options.trustProxy && request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()) ||
    new URL(request.url).host;

  const maxSize = options.maxBodyBytes ?? 1024 * 1024;
  for (const path of API_PATHS) {
    app.use(
      path,
      bodyLimit({
        maxSize,
        onError: (c) =>
          errorJson(c, 413, 'ValidationException', 'O conteúdo enviado é grande demais.'),
      }),
    );
    // `_method` turns a real form POST into PUT, PATCH or DELETE (Laravel's method spoofing).
    app.use(path, async (c, next) => {
      const overridden = await overrideMethod(c.req.raw);
      if (overridden) return app.fetch(overridden, c.env);
      await next();
    });
    app.use(path, async (c, next) => {
      const id = getCookie(c, SESSION_COOKIE);
      const session = await services.sessions.find(id);
      c.set('session', session);
      c.set('sessionId', session && id ? id : null);
      if (UNSAFE_METHODS.has(c.req.method)) {
        const header = c.req.header(XSRF_HEADER);
        if (
          crossSite(c.req.raw, ownHost(c.req.raw)) ||
          !session ||
          !header ||
          !constantTimeEqual(header, session.csrfToken)
        ) {
          return csrfMismatch();
        }
      }
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }

  app.get('/health', async (c) => {
    await db.query('select 1');
    return c.json({ status: 'ok', database: db.engine });
  });

  registerEndpoints(app, services, handlers);

  app.all('/api/*', (c) => errorJson(c, 404, 'ServerErrorException', 'Rota não encontrada.'));

  if (options.mediaDir) app.on(['GET', 'HEAD'], '/media/:file', mediaHandler(options.mediaDir));

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      c.header('Cache-Control', 'no-store');
      return errorJson(c, err.status, err.code, err.message, err.fieldErrors);
    }
    log({
      level: 'error',
      method: c.req.method,
      path: c.req.path,
      message: String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    return errorJson(c, 500, 'ServerErrorException', 'Algo deu errado no sistema.');
  });

  if (options.staticDir) app.get('*', spaHandler(options.staticDir));
  return app;
}
