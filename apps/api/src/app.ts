import {
  ADMIN_STUDENTS_EXPORT_PATH,
  DATA_EXPORT_DOWNLOAD_PATH,
  VIDEO_UPLOADS_PATH,
} from '@aula/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { adminAuditHandlers } from './audit';
import { createDeviceCookies } from './auth/device';
import { createHashQueue, defaultHashQueueOptions, type HashQueueOptions } from './auth/hash-queue';
import { createPasswordHasher } from './auth/password';
import { createSessionStore, type SessionLimits } from './auth/session';
import { createThrottle, DEFAULT_LIMITS, type Limits } from './auth/throttle';
import { DEFAULT_PRIVACY_CONTACT_EMAIL } from './config';
import type { Db } from './db/database';
import type { DiscordSettings } from './discord-oauth';
import type { AppEnv, Services } from './env';
import { errorJson, HttpError } from './http';
import { createLogger } from './log';
import { adminEmailHandlers } from './mail/admin-emails';
import { devMailboxRoutes } from './mail/dev-mailbox';
import type { MailSettings } from './mail/transport';
import { mediaHandler } from './media';
import { createMediaSigner } from './media-signing';
import { overrideMethod } from './method-override';
import { clientAddress, originOf } from './middleware/client-address';
import { csrf } from './middleware/csrf';
import { session, sessionFinder } from './middleware/session';
import { staticPages } from './middleware/static';
import { UNSUBSCRIBE_PATH } from './notifications/unsubscribe-tokens';
import { dataExportDownload } from './privacy/export';
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
import { adminPrivacyHandlers } from './routes/admin-privacy';
import { adminProductHandlers } from './routes/admin-products';
import { adminPurchaseHandlers } from './routes/admin-purchases';
import { adminRepositoryHandlers } from './routes/admin-repositories';
import { adminStudentDetailHandlers } from './routes/admin-student';
import { adminStudentHandlers, exportStudentsHandler } from './routes/admin-students';
import { adminTrialHandlers } from './routes/admin-trials';
import { authHandlers } from './routes/auth';
import { catalogHandlers } from './routes/catalog';
import {
  CERTIFICATE_PDF_ROUTE,
  certificateHandlers,
  certificatePdfHandler,
} from './routes/certificates';
import { commentHandlers } from './routes/comments';
import { type Handlers, registerEndpoints } from './routes/define';
import { discordHandlers } from './routes/discord';
import { lectureCaptionHandlers } from './routes/lecture-captions';
import { lectureVideoHandlers } from './routes/lecture-video';
import { legalHandlers } from './routes/legal';
import { notificationHandlers, oneClickUnsubscribe } from './routes/notifications';
import { privacyHandlers } from './routes/privacy';
import { progressHandlers } from './routes/progress';
import {
  purchaseWebhookHandler,
  WEBHOOK_MAX_BODY_BYTES,
  WEBHOOK_PATH,
  WEBHOOK_ROUTE,
  type WebhookSecrets,
} from './routes/purchase-webhooks';
import { type SecurityOptions, securityHeaders } from './security';
import { createMemoryFileStore, type FileStore } from './storage';
import { storeMediaHandler } from './video/delivery';
import { type VideoSettings, videoUploadHandler } from './video/uploads';

export interface AppOptions {
  db: Db;
  /** The built SPA to serve with history fallback; omitted in API-only tests. */
  staticDir?: string;
  /** The lecture videos (`/media/*`). */
  mediaDir?: string;
  /** Lecture video uploads (tus, issue 35); absent: `/api/video-uploads` is not served. */
  video?: VideoSettings;
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
  /** The checkout platforms' webhook secrets (ADR 042); a platform without one answers 404. */
  webhooks?: WebhookSecrets;
  /**
   * E-mail (ADR 039): `devMailbox` serves the local mailbox page (`/dev/emails`); `main.ts` turns
   * it on only without SMTP_URL on a loopback-only server (`devMailboxAllowed`).
   */
  mail?: { settings: MailSettings; devMailbox: boolean };
  /** The controller's contact on `/privacidade` (`PRIVACY_CONTACT_EMAIL`, ADR 047). */
  privacyContactEmail?: string;
}

/** The tus endpoint of lecture videos. */
const VIDEO_UPLOADS_ROUTE = `/${VIDEO_UPLOADS_PATH}`;

/** Methods whose requests carry no body this API reads. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  ...lectureVideoHandlers(),
  ...lectureCaptionHandlers,
  ...adminPurchaseHandlers,
  ...certificateHandlers,
  ...notificationHandlers,
  ...adminProductHandlers,
  ...adminEmailHandlers,
  ...privacyHandlers,
  ...legalHandlers,
  ...adminAuditHandlers,
  ...adminPrivacyHandlers,
};

export function createApp(options: AppOptions) {
  const { db } = options;
  const log = options.log ?? createLogger();
  const now = options.now ?? (() => new Date());
  const hops = options.trustProxy === true ? 1 : Number(options.trustProxy || 0);
  const ownOrigin = originOf(hops);
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
    privacyContactEmail: options.privacyContactEmail ?? DEFAULT_PRIVACY_CONTACT_EMAIL,
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
  app.use('*', clientAddress(hops));

  const findSession = sessionFinder(services);

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
  // A platform's event is small: a smaller limit than the API's (ADR 042).
  const webhookLimit = bodyLimit({
    maxSize: WEBHOOK_MAX_BODY_BYTES,
    onError: (c) => errorJson(c, 413, 'ValidationException', 'O conteúdo enviado é grande demais.'),
  });
  for (const path of API_PATHS) {
    app.use(path, (c, next) =>
      // A read has no body to limit; asking for one builds the whole request object (issue 21).
      // tus uploads stream up to the video limit, which the tus server enforces itself.
      BODYLESS_METHODS.has(c.req.method) || c.req.path.startsWith(VIDEO_UPLOADS_ROUTE)
        ? next()
        : (c.req.path === AVATAR_UPLOAD_PATH
            ? avatarLimit
            : WEBHOOK_PATH.test(c.req.path)
              ? webhookLimit
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
    app.use(path, session(findSession));
    app.use(path, csrf({ secureCookies: services.secureCookies, ownOrigin }));
  }

  // The e-mails' one-click unsubscribe (RFC 8058): outside api/, so no session or CSRF (ADR 040).
  app.post(UNSUBSCRIBE_PATH, oneClickUnsubscribe(services));

  app.get('/health', async (c) => {
    await db.query('select 1');
    return c.json({ status: 'ok', database: db.engine });
  });

  // The students' CSV (ADR 021): a stream, not JSON, so outside the contract's endpoints.
  app.get(`/${ADMIN_STUDENTS_EXPORT_PATH}`, exportStudentsHandler(services));
  if (options.video) {
    const uploads = videoUploadHandler(services, options.video);
    app.all(VIDEO_UPLOADS_ROUTE, uploads);
    app.all(`${VIDEO_UPLOADS_ROUTE}/*`, uploads);
  }
  app.post(WEBHOOK_ROUTE, purchaseWebhookHandler(services, options.webhooks ?? {}));
  registerEndpoints(
    app,
    services,
    // The drawer states the upload limit the tus endpoint enforces (VIDEO_MAX_BYTES).
    options.video ? { ...handlers, ...lectureVideoHandlers(options.video.maxBytes) } : handlers,
  );
  // A certificate's PDF (ADR 043): bytes, not JSON, so outside the contract's endpoints.
  app.get(CERTIFICATE_PDF_ROUTE, certificatePdfHandler(services));
  // A data export (ADR 044): a file on a signed link, so outside the contract's endpoints.
  app.get(`/${DATA_EXPORT_DOWNLOAD_PATH}/:file`, dataExportDownload(services));

  app.all('/api/*', (c) => errorJson(c, 404, 'ServerErrorException', 'Rota não encontrada.'));

  app.on(['GET', 'HEAD'], '/media/s/*', storeMediaHandler(services.files, services.media));
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

  if (options.mail?.devMailbox) devMailboxRoutes(app, db, options.mail.settings);
  if (options.staticDir)
    staticPages(app, options.staticDir, {
      services,
      findSession,
      appUrl: options.mail?.settings.appUrl,
    });
  return app;
}
