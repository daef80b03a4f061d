import { createApp } from './app';
import { createHashQueue } from './auth/hash-queue';
import { DEFAULT_LIMITS } from './auth/throttle';
import { createClient, demoUser, type TestClient } from './testing/client';
import { useTestApp } from './testing/harness';

// Issue 15, items 2–7 (security cases S32, S33, S35, S36, S37): the ways around the login
// throttle, hashing as a denial of service, and the guest-only and CSRF rules.

const t = useTestApp({ trustProxy: 1 });
const student = demoUser('student');
const admin = demoUser('admin');

async function guest(ip?: string) {
  const client = createClient(t.app, ip ? { ip } : {});
  await client.get('/sanctum/csrf-cookie');
  return client;
}
const login = (client: TestClient, email: string, password: string, headers = {}) =>
  client.post('/login', { json: { email, password }, headers });

const cap = (max: number) => ({ max, windowMs: 60_000 });

async function statuses(responses: Response[]) {
  const count: Record<number, number> = {};
  for (const r of responses) count[r.status] = (count[r.status] ?? 0) + 1;
  return count;
}

describe('given a burst of logins for one account (S32)', () => {
  it('evaluates at most five; the rest are 429 with Retry-After, the right password among them', async () => {
    const client = await guest();
    const passwords = [...Array.from({ length: 29 }, (_, i) => `errada-${i}`), student.password];
    const responses = await Promise.all(passwords.map((p) => login(client, student.email, p)));
    const count = await statuses(responses);
    const evaluated = (count[422] ?? 0) + (count[204] ?? 0);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(count[429]).toBeGreaterThanOrEqual(25);
    for (const r of responses.filter((r) => r.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The right password was sent last: the race must not let it through.
    expect(responses.at(-1)?.status).toBe(429);
  });

  it('holds across server processes sharing the database', async () => {
    // Two apps on one database stand for two API processes behind a load balancer.
    const other = createApp({ log: () => undefined, db: t.db, trustProxy: 1 });
    const ip = '192.0.2.44';
    const [a, b] = [createClient(t.app, { ip }), createClient(other, { ip })];
    await a.get('/sanctum/csrf-cookie');
    await b.get('/sanctum/csrf-cookie');
    const email = demoUser('otherStudent').email;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i % 2 ? a : b, email, `errada-${i}`)),
    );
    const count = await statuses(responses);
    expect(count[422]).toBe(5);
    expect(count[429]).toBe(15);
  });
});

describe('given one address trying many accounts or registrations (S33)', () => {
  it('by default allows 20 failed logins a minute per IP and 5 registrations an hour', () => {
    expect(DEFAULT_LIMITS.loginPerIp).toEqual({ max: 20, windowMs: 60_000 });
    expect(DEFAULT_LIMITS.registerPerIp).toEqual({ max: 5, windowMs: 3_600_000 });
  });

  it('caps failed logins per IP across e-mails, with the pt-BR message', async () => {
    // Three instead of the default twenty: each failed login costs a password hash.
    const app = createApp({ log: () => undefined, db: t.db, limits: { loginPerIp: cap(3) } });
    const client = createClient(app);
    await client.get('/sanctum/csrf-cookie');
    for (let i = 0; i < 3; i++) {
      const response = await login(client, `spray-${i}@aula.dev`, 'senha-comum-2026');
      expect(response.status).toBe(422);
    }
    const blocked = await login(client, 'spray-3@aula.dev', 'senha-comum-2026');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { message: string }).message).toMatch(
      // The window is a minute: "1 minuto" when the three took under a second, else seconds.
      /^Muitas tentativas de login\. Tente novamente em (\d+ segundos?|1 minuto)\.$/,
    );
    // Another address is not affected.
    expect((await login(await guest(), student.email, student.password)).status).toBe(204);
  });

  it('does not hold successful logins against the address (a school behind one NAT)', async () => {
    const app = createApp({ log: () => undefined, db: t.db, limits: { loginPerIp: cap(3) } });
    for (let i = 0; i < 5; i++) {
      const client = createClient(app, { ip: '192.0.2.77' });
      await client.get('/sanctum/csrf-cookie');
      expect((await login(client, student.email, student.password)).status).toBe(204);
    }
  });

  it('caps registrations per IP at 5 an hour', async () => {
    const client = createClient(t.app);
    const register = async (i: number) => {
      await client.get('/sanctum/csrf-cookie');
      // A signed-in client cannot register: sign out between attempts.
      const response = await client.post('/api/register', {
        json: {
          name: `Pessoa ${i}`,
          email: `cadastro-${i}-${Date.now()}@aula.dev`,
          password: 'uma-senha-boa-2026',
          password_confirmation: 'uma-senha-boa-2026',
          accept_terms: true,
        },
      });
      if (response.status === 201) await client.post('/logout');
      return response;
    };
    for (let i = 0; i < 5; i++) expect((await register(i)).status).toBe(201);
    const blocked = await register(5);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(((await blocked.json()) as { message: string }).message).toMatch(
      /^Muitas tentativas de cadastro\. Tente novamente em \d+ minutos?\.$/,
    );
  });
});

describe('given parallel guesses of a password code', () => {
  it('compares at most the code’s five tries, even when the right code is in the burst', async () => {
    const email = demoUser('noAccessStudent').email;
    const client = await guest();
    expect((await client.post('/api/forgot-password', { json: { email } })).status).toBe(204);
    const [mail] = await t.db.query<{ body: string }>(
      'select body from mail_outbox where to_email = $1 order by id desc limit 1',
      [email],
    );
    const code = /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const password = 'nova-senha-boa-2026';
    const responses = await Promise.all(
      [...Array.from({ length: 20 }, (_, i) => wrong(i)), code].map((c) =>
        client.post('/api/reset-password', {
          json: { email, code: c, password, password_confirmation: password },
        }),
      ),
    );
    expect(responses.at(-1)?.status).toBe(422);
    const [token] = await t.db.query<{ attempts: number }>(
      `select attempts from user_tokens where kind = 'reset_password' and email = $1
        order by id desc limit 1`,
      [email],
    );
    expect(token?.attempts).toBe(5);
  });
});

describe('the password-hashing queue (S34)', () => {
  const deferred = () => {
    let resolve = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };

  it('runs at most `concurrency` at once and serves clients in turn', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 10, maxWaitingPerKey: 5 });
    const order: string[] = [];
    const gate = deferred();
    const first = queue.run('flood', async () => {
      order.push('flood-0');
      await gate.promise;
    });
    const flood = [1, 2, 3].map((i) => queue.run('flood', async () => order.push(`flood-${i}`)));
    const user = queue.run('user', async () => order.push('user'));
    expect(queue.stats()).toEqual({ running: 1, waiting: 4 });
    gate.resolve();
    await Promise.all([first, ...flood, user]);
    // The user waited for one hash, not for the whole flood.
    expect(order).toEqual(['flood-0', 'flood-1', 'user', 'flood-2', 'flood-3']);
  });

  it('serves a known device’s login first, before the strangers waiting in turn', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 10, maxWaitingPerKey: 5 });
    const order: string[] = [];
    const gate = deferred();
    const first = queue.run('a', async () => {
      order.push('a-0');
      await gate.promise;
    });
    const strangers = ['a', 'b', 'c'].map((k) => queue.run(k, async () => order.push(k)));
    const owner = queue.run('d', async () => order.push('owner'), { first: true });
    gate.resolve();
    await Promise.all([first, ...strangers, owner]);
    expect(order).toEqual(['a-0', 'owner', 'a', 'b', 'c']);
  });

  it('refuses a client with too much waiting, and everyone when the queue is full', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 3, maxWaitingPerKey: 2 });
    const gate = deferred();
    const running = queue.run('a', () => gate.promise);
    const waiting = [queue.run('a', async () => 1), queue.run('a', async () => 2)];
    await expect(queue.run('a', async () => 3)).rejects.toMatchObject({ scope: 'client' });
    waiting.push(queue.run('b', async () => 4));
    await expect(queue.run('c', async () => 5)).rejects.toMatchObject({ scope: 'server' });
    gate.resolve();
    await expect(Promise.all([running, ...waiting])).resolves.toEqual([undefined, 1, 2, 4]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('answers a flood from one address with 429 and Retry-After before hashing', async () => {
    const app = createApp({
      log: () => undefined,
      db: t.db,
      hashQueue: { concurrency: 1, maxWaiting: 8, maxWaitingPerKey: 2 },
    });
    const client = createClient(app);
    await client.get('/sanctum/csrf-cookie');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(client, `fila-${i}@aula.dev`, 'errada')),
    );
    const count = await statuses(responses);
    // One hashing, two waiting; the other five refused at once.
    expect(count[422]).toBe(3);
    expect(count[429]).toBe(5);
    const refused = responses.find((r) => r.status === 429);
    expect(refused?.headers.get('retry-after')).toBe('2');
  });
});

describe('given a browser where the account signed in before (a device cookie)', () => {
  const exhausted = async (ip: string) => {
    const app = createApp({ log: () => undefined, db: t.db, limits: { loginPerIp: cap(2) } });
    const stranger = createClient(app, { ip });
    await stranger.get('/sanctum/csrf-cookie');
    for (let i = 0; i < 2; i++) await login(stranger, `alguem-${i}@aula.dev`, 'errada');
    expect((await login(stranger, student.email, student.password)).status).toBe(429);
    return app;
  };

  it('gets an HttpOnly cookie for 180 days on login, signed for that account', async () => {
    const client = await t.fresh('student');
    const cookie = client.setCookies.find((c) => c.startsWith('aula_device='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=15552000/i);
    expect(client.jar.get('aula_device')).toMatch(/^\d+\.\d+\.[\w-]{43}$/);
  });

  it('lets its owner in from an address that strangers exhausted; others gain nothing from it', async () => {
    const device = (await t.fresh('student')).jar.get('aula_device') ?? '';
    const app = await exhausted('192.0.2.99');
    const browser = async (cookie: string) => {
      const client = createClient(app, { ip: '192.0.2.99' });
      client.jar.set('aula_device', cookie);
      await client.get('/sanctum/csrf-cookie');
      return client;
    };
    expect((await login(await browser(device), student.email, student.password)).status).toBe(204);
    // The same cookie does not open another account's way, and a forged one is nothing.
    expect((await login(await browser(device), admin.email, admin.password)).status).toBe(429);
    const forged = device.replace(/^\d+/, String(demoUser('admin').email.length));
    expect((await login(await browser(forged), student.email, student.password)).status).toBe(429);
  });
});

describe('behind TRUST_PROXY (S35)', () => {
  // How `forwarded` reads the header: middleware/client-address.test.ts.
  it('still throttles a client that rotates the leftmost X-Forwarded-For entry', async () => {
    const client = await guest();
    const attempt = (i: number) =>
      login(client, admin.email, 'errada', { 'X-Forwarded-For': `10.9.8.${i}, 203.0.113.99` });
    for (let i = 0; i < 5; i++) expect((await attempt(i)).status).toBe(422);
    expect((await attempt(5)).status).toBe(429);
    expect((await attempt(6)).status).toBe(429);
  });
});

describe('guest-only calls made while signed in (S36)', () => {
  const password = 'uma-senha-boa-2026';

  it('refuses registration; the session stays who it was', async () => {
    const client = await t.fresh('student');
    const response = await client.post('/api/register', {
      json: {
        name: 'Outra Pessoa',
        email: 'outra-pessoa@aula.dev',
        password,
        password_confirmation: password,
        accept_terms: true,
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: 'Você já está conectado. Saia da sua conta para continuar.',
    });
    const me = await client.json<{ data: { email: string } }>('/api/me');
    expect(me.body.data.email).toBe(student.email);
    const [created] = await t.db.query(`select 1 from users where email = 'outra-pessoa@aula.dev'`);
    expect(created).toBeUndefined();
  });

  it('lets the password code through (public, as the app’s page): it never touches this session', async () => {
    const client = await t.fresh('student');
    const sessionBefore = client.jar.get('aula_session');
    const forgot = await client.post('/api/forgot-password', { json: { email: admin.email } });
    expect(forgot.status).toBe(204);
    const reset = await client.post('/api/reset-password', {
      json: { email: admin.email, code: 'abcdef', password, password_confirmation: password },
    });
    expect(reset.status).toBe(422);
    expect(client.jar.get('aula_session')).toBe(sessionBefore);
    const me = await client.json<{ data: { email: string } }>('/api/me');
    expect(me.body.data.email).toBe(student.email);
  });

  it('signs in anew on login: a new session for the new account, the old one deleted', async () => {
    const client = await t.fresh('student');
    const oldCookie = client.jar.get('aula_session');
    expect(oldCookie).toBeDefined();
    expect((await login(client, admin.email, admin.password)).status).toBe(204);
    expect(client.jar.get('aula_session')).not.toBe(oldCookie);
    const me = await client.json<{ data: { email: string } }>('/api/me');
    expect(me.body.data.email).toBe(admin.email);
    const replay = await t.app.request('/api/me', {
      headers: { Cookie: `aula_session=${oldCookie}`, Accept: 'application/json' },
    });
    expect(replay.status).toBe(401);
  });
});

describe('the CSRF origin check (S37)', () => {
  it('refuses an Origin with another scheme than the server’s, even with a valid token', async () => {
    const client = await t.fresh('student');
    const https = await client.put('/api/me/preferences', {
      json: { auto_play: false },
      headers: { Origin: 'https://localhost' },
    });
    expect(https.status).toBe(419);
    const port = await client.put('/api/me/preferences', {
      json: { auto_play: false },
      headers: { Origin: 'http://localhost:8080' },
    });
    expect(port.status).toBe(419);
    const referer = await client.put('/api/me/preferences', {
      json: { auto_play: false },
      headers: { Referer: 'https://localhost/eu/preferencias' },
    });
    expect(referer.status).toBe(419);
  });

  it('behind a trusted proxy, takes the scheme from X-Forwarded-Proto', async () => {
    const client = await t.fresh('student');
    const ok = await client.put('/api/me/preferences', {
      json: { auto_play: true },
      headers: { Origin: 'https://localhost', 'X-Forwarded-Proto': 'https' },
    });
    expect(ok.status).toBe(200);
    const plain = await client.put('/api/me/preferences', {
      json: { auto_play: true },
      headers: { Origin: 'http://localhost', 'X-Forwarded-Proto': 'https' },
    });
    expect(plain.status).toBe(419);
  });
});
