import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_USERS } from './db/seed-content';
import { createClient } from './testing/client';
import { useTestApp } from './testing/harness';

let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'aula-static-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Aula</title>');
});
afterAll(() => rm(staticDir, { recursive: true, force: true }));

const t = useTestApp({
  trustProxy: true,
  maxBodyBytes: 64 * 1024,
  get staticDir() {
    return staticDir;
  },
});
const [student] = DEMO_USERS;

describe('security headers', () => {
  it('sends a CSP that forbids framing and foreign scripts, on pages and on the API', async () => {
    for (const path of ['/', '/eu/perfil', '/api/products', '/health']) {
      const response = await t.app.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets pages frame only the video embeds a lecture link may use (issue 35 §1)', async () => {
    const csp = (await t.app.request('/')).headers.get('content-security-policy') ?? '';
    const directive = csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('frame-src '));
    expect(directive?.split(' ').slice(1).sort()).toEqual([
      'https://*.tv.pandavideo.com.br',
      'https://player.vimeo.com',
      'https://www.youtube-nocookie.com',
    ]);
    // Nothing broader: no scheme-wide source, no wildcard host, not YouTube's tracking host.
    expect(directive).not.toMatch(/(^|\s)(https:|\*|data:|blob:)(\s|$)/);
    expect(directive).not.toContain('www.youtube.com');
    expect(csp).toContain("default-src 'self'");
  });

  it('marks API answers with personal data no-store, errors included', async () => {
    const client = await t.as('student');
    expect((await client.get('/api/me')).headers.get('cache-control')).toBe('no-store');
    expect((await client.put('/api/lectures/999999/watch')).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it('answers /health with the database engine', async () => {
    const response = await t.app.request('/health');
    expect(await response.json()).toEqual({ status: 'ok', database: t.db.engine });
  });
});

describe('login throttling', () => {
  it('answers five InvalidAuthenticationException, then 429 with Retry-After, per e-mail and IP', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.7' };
    const client = createClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const attempt = (password: string, headers = ip) =>
      client.post('/login', { json: { email: student.email, password }, headers });
    for (let i = 0; i < 5; i++) {
      const response = await attempt('errada');
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error: 'InvalidAuthenticationException' });
    }
    const blocked = await attempt(student.password);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await blocked.json()) as { message: string }).message).toMatch(
      /^Muitas tentativas de login/,
    );
    // Another address is not blocked.
    expect((await attempt(student.password, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(
      204,
    );
  });
});

describe('S59: a mutating call whose session has ended', () => {
  /** The Set-Cookie lines that delete the session and XSRF cookies. */
  const clears = (response: Response) =>
    response.headers
      .getSetCookie()
      .filter((line) => /max-age=0|expires=Thu, 01 Jan 1970/i.test(line))
      .map((line) => line.split('=')[0]);
  const autoPlay = async () =>
    (
      await t.db.query<{ auto_play: boolean }>('select auto_play from users where email = $1', [
        student?.email,
      ])
    )[0]?.auto_play;

  it('signed out from another device: 401 like any 401, nothing changed, its cookies cleared', async () => {
    const ended = await t.fresh('student');
    const other = await t.fresh('student');
    await other.delete('/api/me/devices');
    const before = await autoPlay();
    const response = await ended.put('/api/me/preferences', { json: { auto_play: !before } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'InvalidAuthenticationException',
      message: 'Sua sessão expirou. Entre novamente.',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(clears(response).sort()).toEqual(['XSRF-TOKEN', 'aula_session']);
    expect(await autoPlay()).toBe(before);
    // A new sign-in on that browser works as on any other.
    expect((await ended.login(student?.email ?? '', student?.password ?? '')).status).toBe(204);
  });

  it('expired: a watched toggle answers 401 and does not change the lecture', async () => {
    const client = await t.fresh('student');
    const lecture = await t.lectureId('react-do-zero', 'Boas-vindas e como estudar');
    expect((await client.get('/api/me')).status).toBe(200); // records the session's address
    await t.db.query(
      "update sessions set last_activity = now() - interval '400 days' where ip = $1",
      [client.ip],
    );
    const watched = () =>
      t.db.query(
        'select 1 from lecture_views w join users u on u.id = w.user_id where u.email = $1 and w.lecture_id = $2',
        [student?.email, lecture],
      );
    const before = await watched();
    const response = await client.put(`/api/lectures/${lecture}/watch`);
    expect(response.status).toBe(401);
    expect(await watched()).toEqual(before);
  });

  it('a guest call (login) with a dead session cookie is still a CSRF failure, and clears the cookies', async () => {
    const client = await t.fresh('student');
    await t.fresh('student').then((other) => other.delete('/api/me/devices'));
    const response = await client.post('/login', {
      json: { email: student?.email, password: student?.password },
    });
    expect(response.status).toBe(419);
    expect(clears(response).sort()).toEqual(['XSRF-TOKEN', 'aula_session']);
    // With the cookies gone, the browser asks for a new one and signs in.
    expect(client.jar.has('aula_session')).toBe(false);
    expect(client.jar.has('XSRF-TOKEN')).toBe(false);
    expect((await client.login(student?.email ?? '', student?.password ?? '')).status).toBe(204);
  });

  it("a live session with a wrong or missing token is still a 419 (the spec's warning)", async () => {
    const client = await t.fresh('student');
    const wrong = await client.put('/api/me/preferences', {
      json: { auto_play: true },
      xsrf: false,
      headers: { 'X-XSRF-TOKEN': 'forjado' },
    });
    expect(wrong.status).toBe(419);
    expect(clears(wrong)).toEqual([]);
    const missing = await client.put('/api/me/preferences', {
      json: { auto_play: true },
      xsrf: false,
    });
    expect(missing.status).toBe(419);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('CSRF and cross-site requests', () => {
  it('refuses a POST from another origin even with a valid token', async () => {
    const client = await t.fresh('student');
    const response = await client.put('/api/me/preferences', {
      json: { auto_play: false },
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(419);
  });

  it('refuses a cross-site text/plain form post (no token)', async () => {
    const client = await t.fresh('student');
    const response = await client.post('/logout', {
      body: 'x=1',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
      xsrf: false,
    });
    expect(response.status).toBe(419);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('behind a trusted proxy, compares with the host the browser saw', async () => {
    const client = await t.fresh('student');
    const response = await client.put('/api/me/preferences', {
      json: { auto_play: true },
      headers: {
        Origin: 'https://aula.example',
        'X-Forwarded-Host': 'aula.example',
        'X-Forwarded-Proto': 'https',
      },
    });
    expect(response.status).toBe(200);
  });

  it('accepts the same origin', async () => {
    const client = await t.fresh('student');
    const response = await client.put('/api/me/preferences', {
      json: { auto_play: true },
      headers: { Origin: 'http://localhost' },
    });
    expect(response.status).toBe(200);
  });
});

describe('_method', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };

  it('turns a form POST into PUT, and CSRF is still checked', async () => {
    const client = await t.fresh('student');
    const ok = await client.post('/api/me/preferences', {
      body: form({ _method: 'PUT', auto_jump: 'false' }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      data: { auto_play: true, auto_jump: false, captions_on: false },
    });
    const forged = await client.post('/api/me/preferences', {
      body: form({ _method: 'PUT', auto_jump: 'true' }),
      xsrf: false,
    });
    expect(forged.status).toBe(419);
  });

  it('is ignored for GET, on JSON bodies and on other methods', async () => {
    const client = await t.fresh('student');
    // POST with _method=GET stays a POST (no such route).
    expect(
      (await client.post('/api/me/preferences', { body: form({ _method: 'GET' }) })).status,
    ).toBe(404);
    // A PUT carrying _method=DELETE stays a PUT.
    const put = await client.request('PUT', '/api/me/preferences', {
      body: new URLSearchParams({ _method: 'DELETE', auto_play: 'false' }),
    });
    expect(put.status).toBe(200);
    // _method inside JSON is just an unknown field.
    const json = await client.post('/api/me/preferences', { json: { _method: 'PUT' } });
    expect(json.status).toBe(404);
  });
});

describe('bodies', () => {
  it('refuses a body over the limit with 413 in the catalogue shape, nothing saved', async () => {
    const client = await t.fresh('student');
    const lecture = (
      await t.db.query<{ id: number }>('select id from lectures where is_free limit 1')
    )[0]?.id;
    const response = await client.post(`/api/lectures/${lecture}/comments`, {
      json: { body: 'a'.repeat(100 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: 'ValidationException',
      message: expect.any(String),
    });
    const [count] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from comments where length(body) > 10000',
    );
    expect(count?.n).toBe(0);
  });

  it('answers malformed JSON with 400 and a non-JSON body with 415, in the catalogue shape', async () => {
    const client = await t.fresh('student');
    const malformed = await client.put('/api/me/preferences', {
      body: '{"auto_play": tru',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: 'ValidationException',
      message: 'O conteúdo enviado não é um JSON válido.',
    });
    const plain = await client.put('/api/me/preferences', {
      body: 'auto_play=false',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });
});

describe('the SPA and the media', () => {
  it('falls back to the shell for pages, never for API paths', async () => {
    expect((await t.app.request('/curso/react-do-zero/aula/2')).status).toBe(200);
    expect((await t.app.request('/api/nao-existe')).status).toBe(404);
  });
});
