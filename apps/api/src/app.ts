import { loginBodySchema, meResponseSchema, XSRF_COOKIE, XSRF_HEADER } from '@aula/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { getDummyHash, verifyPassword } from './auth/password';
import {
  constantTimeEqual,
  createSessionStore,
  SESSION_COOKIE,
  type Session,
} from './auth/session';
import type { Db } from './db/database';
import { errorJson, validationError } from './http';
import { spaHandler } from './static';

export interface AppOptions {
  db: Db;
  /** The built SPA to serve with history fallback; omitted in API-only tests. */
  staticDir?: string;
  /** Adds `Secure` to cookies (behind HTTPS). */
  secureCookies?: boolean;
}

type Env = { Variables: { session: Session | null } };

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface UserRow {
  id: number;
  name: string;
  email: string;
  avatar_url: string | null;
  is_student: boolean;
  is_admin: boolean;
  password_hash: string;
}

export function createApp({ db, staticDir, secureCookies = false }: AppOptions) {
  const sessions = createSessionStore(db);
  const app = new Hono<Env>();

  const cookieBase = { path: '/', sameSite: 'Lax', secure: secureCookies } as const;
  function writeSessionCookies(c: Parameters<typeof setCookie>[0], id: string, session: Session) {
    setCookie(c, SESSION_COOKIE, id, { ...cookieBase, httpOnly: true });
    // Readable by scripts on purpose: the SPA echoes it in X-XSRF-TOKEN (hono URL-encodes it).
    setCookie(c, XSRF_COOKIE, session.csrfToken, { ...cookieBase, httpOnly: false });
  }

  app.get('/health', (c) => c.json({ status: 'ok' }));

  // Sessions and CSRF for everything the API owns.
  const apiPaths = ['/api/*', '/sanctum/*', '/login', '/logout'];
  for (const path of apiPaths) {
    app.use(
      path,
      bodyLimit({
        maxSize: 1024 * 1024,
        onError: (c) =>
          errorJson(c, 413, 'ServerErrorException', 'O conteúdo enviado é grande demais.'),
      }),
    );
    app.use(path, async (c, next) => {
      const session = await sessions.find(getCookie(c, SESSION_COOKIE));
      c.set('session', session);
      if (UNSAFE_METHODS.has(c.req.method)) {
        const header = c.req.header(XSRF_HEADER);
        if (!session || !header || !constantTimeEqual(header, session.csrfToken)) {
          return new Response(JSON.stringify({ message: 'CSRF token mismatch.' }), {
            status: 419,
            headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
          });
        }
      }
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }

  app.get('/sanctum/csrf-cookie', async (c) => {
    let session = c.get('session');
    let id = getCookie(c, SESSION_COOKIE);
    if (!session || !id) {
      const created = await sessions.create(null);
      session = created.session;
      id = created.id;
    }
    writeSessionCookies(c, id, session);
    return c.body(null, 204);
  });

  app.post('/login', async (c) => {
    const raw = await c.req.json().catch(() => undefined);
    const parsed = loginBodySchema.safeParse(raw);
    if (!parsed.success) return validationError(c, parsed.error);
    const { email, password } = parsed.data;
    const [user] = await db.query<UserRow>('select * from users where lower(email) = lower($1)', [
      email,
    ]);
    const ok = await verifyPassword(password, user?.password_hash ?? (await getDummyHash()));
    if (!user || !ok) {
      return errorJson(c, 422, 'InvalidAuthenticationException', 'E-mail e/ou senha incorretos.');
    }
    const { id, session } = await sessions.rotate(c.get('session'), user.id);
    writeSessionCookies(c, id, session);
    return c.body(null, 204);
  });

  app.post('/logout', async (c) => {
    const session = c.get('session');
    if (session) await sessions.destroy(session);
    deleteCookie(c, SESSION_COOKIE, cookieBase);
    deleteCookie(c, XSRF_COOKIE, cookieBase);
    return c.body(null, 204);
  });

  app.get('/api/me', async (c) => {
    const userId = c.get('session')?.userId;
    if (!userId) return c.json({ message: 'Unauthenticated.' }, 401);
    const [user] = await db.query<UserRow>(
      'select id, name, email, avatar_url, is_student, is_admin from users where id = $1',
      [userId],
    );
    if (!user) return c.json({ message: 'Unauthenticated.' }, 401);
    return c.json(meResponseSchema.parse({ data: user }));
  });

  app.all('/api/*', (c) =>
    c.json({ error: 'ServerErrorException', message: 'Rota não encontrada.' }, 404),
  );

  app.onError((err, c) => {
    console.error(JSON.stringify({ level: 'error', path: c.req.path, message: String(err) }));
    return errorJson(c, 500, 'ServerErrorException', 'Algo deu errado no sistema.');
  });

  if (staticDir) app.get('*', spaHandler(staticDir));
  return app;
}
