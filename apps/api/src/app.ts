import {
  ADMIN_STUDENTS_EXPORT_PATH,
  ANSWERS_DATA_BLOCK,
  type EndpointDef,
  type EndpointName,
  endpointRoutes,
  endpoints,
  SESSION_DATA_BLOCK,
  XSRF_HEADER,
} from '@aula/contract';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clearSessionCookies } from './auth/cookies';
import { constantTimeEqual } from './auth/crypto';
import { createDeviceCookies } from './auth/device';
import { createHashQueue, defaultHashQueueOptions, type HashQueueOptions } from './auth/hash-queue';
import { createPasswordHasher } from './auth/password';
import { createSessionStore, SESSION_COOKIE, type SessionLimits } from './auth/session';
import { createThrottle, DEFAULT_LIMITS, type Limits } from './auth/throttle';
import type { Db } from './db/database';
import type { DiscordSettings } from './discord-oauth';
import type { AppEnv, Services } from './env';
import { errorJson, HttpError, unauthenticated } from './http';
import { createLogger } from './log';
import { mediaHandler } from './media';
import { createMediaSigner } from './media-signing';
import { overrideMethod } from './method-override';
import { coursePageExists } from './queries/pages';
import { accountHandlers } from './routes/account';
import { accountChangeHandlers } from './routes/account-changes';
import { accountDevicesHandlers } from './routes/account-devices';
import { accountFavoritesHandlers } from './routes/account-favorites';
import {
  AVATAR_MAX_BODY_BYTES,
  AVATAR_ROUTE,
  AVATAR_TOO_LARGE,
  AVATAR_UPLOAD_PATH,
  accountProfileHandlers,
  avatarHandler,
} from './routes/account-profile';
import { subscriptionHandlers } from './routes/account-subscriptions';
import { accountSupportHandlers } from './routes/account-support';
import { adminCommentHandlers } from './routes/admin-comments';
import { adminCourseHandlers } from './routes/admin-course';
import {
  adminCourseInfoHandlers,
  COVER_MAX_BODY_BYTES,
  COVER_ROUTE,
  COVER_TOO_LARGE,
  COVER_UPLOAD_PATH,
  coverHandler,
} from './routes/admin-course-info';
import { adminCourseStudentHandlers } from './routes/admin-course-students';
import { adminCourseListHandlers } from './routes/admin-courses';
import { adminCurriculumHandlers } from './routes/admin-curriculum';
import { adminHomeHandlers } from './routes/admin-home';
import { adminRepositoryHandlers } from './routes/admin-repositories';
import { adminStudentDetailHandlers } from './routes/admin-student';
import { adminStudentHandlers, exportStudentsHandler } from './routes/admin-students';
import { adminTrialHandlers } from './routes/admin-trials';
import { authHandlers } from './routes/auth';
import { catalogHandlers } from './routes/catalog';
import { commentHandlers } from './routes/comments';
import { type Handlers, registerEndpoints } from './routes/define';
import { discordHandlers } from './routes/discord';
import { progressHandlers } from './routes/progress';
import { type SecurityOptions, securityHeaders } from './security';
import { spaHandler } from './static';
import { createMemoryFileStore, type FileStore } from './storage';

export interface AppOptions {
  db: Db;
  /** The built SPA to serve with history fallback; omitted in API-only tests. */
  staticDir?: string;
  /** The lecture videos (`/media/*`). */
  mediaDir?: string;
  /** Signs media URLs; default `MEDIA_SIGNING_SECRET`, else a secret kept in the database. */
  mediaSigningSecret?: string;
  /** Adds `Secure` to cookies and sends HSTS (behind HTTPS). */
  secureCookies?: boolean;
  /** One JSON line per request and per event; tests pass a no-op. */
  log?: Services['log'];
  /**
   * The reverse proxies in front of the server, as a hop count (Express's `trust proxy` number):
   * the client's address, scheme and host are read from the `X-Forwarded-*` entry that many hops
   * from the right, the one the nearest trusted proxy wrote. `true` is one proxy; 0 or absent, none.
   */
  trustProxy?: boolean | number;
  /** Throttling limits; tests raise or lower one. */
  limits?: Partial<Limits>;
  /** The password-hashing queue (default: one hash per core, bounded waiting). */
  hashQueue?: HashQueueOptions;
  /** Largest request body, in bytes (default 1 MiB). */
  maxBodyBytes?: number;
  connectSrc?: SecurityOptions['connectSrc'];
  now?: () => Date;
  /** Where uploads go (ADR 015); in memory when absent (tests). */
  files?: FileStore;
  /** How long a session lasts unused and how many one account keeps (S61); defaults in session.ts. */
  sessions?: SessionLimits;
  /** Discord's OAuth application (`DISCORD_CLIENT_ID`...); absent: a simulated connection. */
  discord?: DiscordSettings | undefined;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Methods whose requests carry no body this API reads. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a page's embedded reads carry of the browser's request: who asks, and from where. */
const FORWARDED_TO_READS = [
  'cookie',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
] as const;

/** The GET endpoints that answer a body, with their paths as patterns (`:slug` is a segment). */
const READS = Object.entries(endpointRoutes).flatMap(([name, route]) =>
  route.method === 'GET' && !('base' in route) && !('empty' in route)
    ? [
        {
          name: name as EndpointName,
          path: new RegExp(`^${route.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`),
        },
      ]
    : [],
);

/** The GET endpoint a read's address (`api/course-by-slug/react?x=1`) asks, if it is one. */
export function getEndpointOf(address: string): EndpointName | undefined {
  const path = address.split('?')[0] ?? '';
  return READS.find((read) => read.path.test(path))?.name;
}
/** Everything the API owns: sessions, CSRF and no-store apply here. */
const API_PATHS = ['/api/*', '/sanctum/*', '/login', '/logout'] as const;

export const handlers: Handlers = {
  ...authHandlers,
  ...accountHandlers,
  ...accountChangeHandlers,
  ...accountFavoritesHandlers,
  ...accountDevicesHandlers,
  ...accountSupportHandlers,
  ...accountProfileHandlers,
  ...subscriptionHandlers,
  ...catalogHandlers,
  ...progressHandlers,
  ...commentHandlers,
  ...adminCourseListHandlers,
  ...adminCurriculumHandlers,
  ...adminRepositoryHandlers,
  ...adminCourseStudentHandlers,
  ...adminCourseHandlers,
  ...adminCourseInfoHandlers,
  ...discordHandlers,
  ...adminStudentHandlers,
  ...adminTrialHandlers,
  ...adminHomeHandlers,
  ...adminStudentDetailHandlers,
  ...adminCommentHandlers,
};

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

export function createApp(options: AppOptions) {
  const { db } = options;
  const log = options.log ?? createLogger();
  const now = options.now ?? (() => new Date());
  const hops = options.trustProxy === true ? 1 : Number(options.trustProxy || 0);
  const services: Services = {
    db,
    log,
    now,
    secureCookies: options.secureCookies ?? false,
    sessions: createSessionStore(db, options.sessions),
    throttle: createThrottle(db, now),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    passwords: createPasswordHasher(
      createHashQueue(options.hashQueue ?? defaultHashQueueOptions()),
    ),
    devices: createDeviceCookies(db, now),
    media: createMediaSigner(db, { secret: options.mediaSigningSecret, now }),
    files: options.files ?? createMemoryFileStore(),
    discord: options.discord,
    publicOrigin: (request) => ownOrigin(request),
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
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    c.set(
      'ip',
      forwarded(c.req.header('x-forwarded-for'), hops) ||
        env?.incoming?.socket?.remoteAddress ||
        'local',
    );
    await next();
  });

  /** The origin the browser sees: the proxy's scheme and host (X-Forwarded-*) when trusted. */
  const ownOrigin = (request: Request) => {
    const url = new URL(request.url);
    const proto = forwarded(request.headers.get('x-forwarded-proto') ?? undefined, hops);
    const host = forwarded(request.headers.get('x-forwarded-host') ?? undefined, hops);
    try {
      return new URL(`${proto ?? url.protocol.replace(/:$/, '')}://${host ?? url.host}`).origin;
    } catch {
      return url.origin;
    }
  };

  /** The live session of the cookie `id`, as every API call and every page finds it. */
  const sessionOf = (c: Context<AppEnv>, id: string | undefined) =>
    services.sessions.find(id, Date.now(), {
      userAgent: c.req.header('user-agent'),
      ip: c.get('ip'),
    });

  // Avatars are public files, cached for good: served before the API's session and no-store.
  app.get(AVATAR_ROUTE, avatarHandler(services));
  app.get(COVER_ROUTE, coverHandler(services));

  const maxSize = options.maxBodyBytes ?? 1024 * 1024;
  const generalLimit = bodyLimit({
    maxSize,
    onError: (c) => errorJson(c, 413, 'ValidationException', 'O conteúdo enviado é grande demais.'),
  });
  // The avatar form may carry 2 MB of image and its envelope; more is refused as it streams in.
  const avatarLimit = bodyLimit({
    maxSize: AVATAR_MAX_BODY_BYTES,
    onError: (c) => errorJson(c, 413, 'ValidationException', AVATAR_TOO_LARGE),
  });
  // A course cover's form, likewise (ADR 018).
  const coverLimit = bodyLimit({
    maxSize: COVER_MAX_BODY_BYTES,
    onError: (c) => errorJson(c, 413, 'ValidationException', COVER_TOO_LARGE),
  });
  for (const path of API_PATHS) {
    app.use(path, (c, next) =>
      // A read has no body to limit; asking for one builds the whole request object (issue 21).
      BODYLESS_METHODS.has(c.req.method)
        ? next()
        : (c.req.path === AVATAR_UPLOAD_PATH
            ? avatarLimit
            : COVER_UPLOAD_PATH.test(c.req.path)
              ? coverLimit
              : generalLimit)(c, next),
    );
    // `_method` turns a real form POST into PUT, PATCH or DELETE (Laravel's method spoofing).
    app.use(path, async (c, next) => {
      const overridden = await overrideMethod(c.req.raw);
      if (overridden) return app.fetch(overridden, c.env);
      await next();
    });
    app.use(path, async (c, next) => {
      const id = getCookie(c, SESSION_COOKIE);
      const session = await sessionOf(c, id);
      c.set('session', session);
      c.set('sessionId', session && id ? id : null);
      if (UNSAFE_METHODS.has(c.req.method)) {
        if (crossSite(c.req.raw, ownOrigin(c.req.raw))) return csrfMismatch(c);
        if (!session) {
          // The server knows there is no session (ended on another device, expired): its cookies
          // are cleared, so the browser's next sign-in starts a new one, and a call that needs a
          // person answers 401 as any call of someone signed out (S59). Nothing runs.
          if (id) clearSessionCookies(c, services.secureCookies);
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
      // On the response's own headers: `c.header` after the handler rebuilds the response and
      // sends its body as a stream (issue 21).
      c.res.headers.set('Cache-Control', 'no-store');
    });
  }

  app.get('/health', async (c) => {
    await db.query('select 1');
    return c.json({ status: 'ok', database: db.engine });
  });

  // The students' CSV (ADR 021): a stream, not JSON, so outside the contract's endpoints.
  app.get(`/${ADMIN_STUDENTS_EXPORT_PATH}`, exportStudentsHandler(services));
  registerEndpoints(app, services, handlers);

  app.all('/api/*', (c) => errorJson(c, 404, 'ServerErrorException', 'Rota não encontrada.'));

  if (options.mediaDir) {
    app.on(['GET', 'HEAD'], '/media/:file', mediaHandler(options.mediaDir, services.media));
  }

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

  /**
   * The page's first reads, each asked of this app as the browser would ask it (the viewer's
   * cookie, address and agent) and kept only when it answers 200 with what the contract says:
   * by address (`api/lectures/free`). A read that fails is left out; the page asks for it.
   */
  const pageAnswers = async (c: Context<AppEnv>, reads: readonly string[]) => {
    const answers = await Promise.all(
      reads.map(async (read): Promise<[string, unknown] | null> => {
        const address = read.replace(/^\//, '');
        const name = getEndpointOf(address);
        const schema = name ? (endpoints[name] as EndpointDef).response : undefined;
        if (!schema) return null;
        const headers = new Headers({ accept: 'application/json' });
        for (const header of FORWARDED_TO_READS) {
          const value = c.req.header(header);
          if (value) headers.set(header, value);
        }
        try {
          const url = new URL(`/${address}`, c.req.url);
          // A segment the URL parser reads as a step up (`%2e%2e`) would ask another address.
          if (url.pathname !== `/${address.split('?')[0]}`) return null;
          const response = await app.fetch(new Request(url, { headers }), c.env);
          if (response.status !== 200) return null;
          const parsed = schema.safeParse(await response.json());
          return parsed.success ? [address, parsed.data] : null;
        } catch {
          return null;
        }
      }),
    );
    return Object.fromEntries(answers.filter((entry) => entry !== null));
  };

  if (options.staticDir) {
    app.get(
      '*',
      spaHandler(options.staticDir, {
        // The session's `api/me` answer in the page itself (issue 21): the first page needs no
        // round trip for it, and a guest's page logs no 401. The same shape the endpoint
        // answers, checked by the same schema; a guest's is `{ "data": null }`.
        // The page's first reads (the manifest's, e.g. `/`'s catalogue and free lectures) are
        // answered in the page too (ADR 029), each as the endpoint answers it for this viewer.
        async dataBlocks(c, reads) {
          const session = await sessionOf(c, getCookie(c, SESSION_COOKIE));
          const me = endpoints.me.response.parse({ data: session?.viewer ?? null });
          const answers = await pageAnswers(c, reads);
          return {
            blocks: {
              [SESSION_DATA_BLOCK]: me,
              ...(Object.keys(answers).length > 0 ? { [ANSWERS_DATA_BLOCK]: answers } : {}),
            },
            answers,
            signedIn: me.data !== null,
          };
        },
        // `/curso-inexistente` and `/react-do-zero/aula/99`: the app's "not found" page, with 404.
        async pageExists(pattern, params) {
          if (pattern !== '/:course' && pattern !== '/:course/aula/:lecture') return true;
          return coursePageExists(services.db, params.course ?? '', params.lecture);
        },
        // A guest page the web build's module could not render is served without its markup.
        report: (error) =>
          log({
            level: 'error',
            message: `guest page render: ${String(error)}`,
            stack: error instanceof Error ? error.stack : undefined,
          }),
      }),
    );
  }
  return app;
}
