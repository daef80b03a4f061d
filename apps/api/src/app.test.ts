import { meResponseSchema } from '@aula/contract';
import { DEMO_USERS } from './db/seed-content';
import { createClient } from './testing/client';
import { useTestApp } from './testing/harness';

const [student, admin] = DEMO_USERS;
const t = useTestApp();

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with an HttpOnly Lax session cookie and a readable, URL-encoded XSRF-TOKEN', async () => {
    const client = createClient(t.app);
    const response = await client.get('/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    const session = client.setCookies.find((c) => c.startsWith('aula_session='));
    const xsrf = client.setCookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).toMatch(/SameSite=Lax/);
    // The token is padded base64, so the cookie value is always URL-encoded.
    expect(xsrf).toMatch(/^XSRF-TOKEN=[^;]*%3D/);
  });
});

describe('POST /login', () => {
  it('given the demo student, answers 204 and api/me returns them', async () => {
    const client = createClient(t.app);
    const response = await client.login(student.email, student.password);
    expect(response.status).toBe(204);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const body = meResponseSchema.parse(await me.json());
    expect(body.data).toMatchObject({
      name: student.name,
      email: student.email,
      is_student: true,
      is_admin: false,
    });
    expect(body.data).not.toHaveProperty('password_hash');
  });

  it('given the admin with an upper-cased e-mail, signs in', async () => {
    const client = createClient(t.app);
    expect((await client.login(admin.email.toUpperCase(), admin.password)).status).toBe(204);
    expect(
      ((await (await client.get('/api/me')).json()) as { data: { is_admin: boolean } }).data
        .is_admin,
    ).toBe(true);
  });

  it.each([
    ['a wrong password', student.email, 'senha-errada'],
    ['an unknown e-mail', 'ninguem@aula.dev', 'qualquer-coisa'],
  ])('given %s, answers 422 InvalidAuthenticationException', async (_name, email, password) => {
    const client = createClient(t.app);
    const response = await client.login(email, password);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'InvalidAuthenticationException' });
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('given a malformed body, answers 422 ValidationException with field errors', async () => {
    const client = createClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const response = await client.post('/login', { json: { email: 'nao-e-email' } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; errors: Record<string, string[]> };
    expect(body.error).toBe('ValidationException');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
  });

  it('given a 100 KB password, refuses it with 422 before hashing', async () => {
    const client = createClient(t.app);
    const response = await client.login(student.email, 'a'.repeat(100_000));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'ValidationException' });
  });

  it('changes the session id on login and rejects the old one', async () => {
    const client = createClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const before = client.jar.get('aula_session');
    await client.post('/login', { json: { email: student.email, password: student.password } });
    const after = client.jar.get('aula_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const replay = await t.app.request('/api/me', {
      headers: { Cookie: `aula_session=${before}` },
    });
    expect(replay.status).toBe(401);
  });
});

describe('CSRF', () => {
  it('given a POST without X-XSRF-TOKEN, answers 419', async () => {
    const client = createClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const response = await client.post('/login', {
      json: { email: student.email, password: student.password },
      xsrf: false,
    });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({
      error: 'ServerErrorException',
      message: 'CSRF token mismatch.',
    });
  });

  it('given a wrong token, answers 419', async () => {
    const client = createClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const response = await client.post('/login', {
      json: { email: student.email, password: student.password },
      xsrf: false,
      headers: { 'X-XSRF-TOKEN': 'forjado' },
    });
    expect(response.status).toBe(419);
  });

  it("given another session's token, answers 419", async () => {
    const a = createClient(t.app);
    const b = createClient(t.app);
    await a.get('/sanctum/csrf-cookie');
    await b.get('/sanctum/csrf-cookie');
    const response = await b.post('/login', {
      json: { email: student.email, password: student.password },
      xsrf: false,
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(a.jar.get('XSRF-TOKEN') ?? '') },
    });
    expect(response.status).toBe(419);
  });

  it('given no session at all, answers 419 on a guest call', async () => {
    const response = await t.app.request('/logout', {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': 'x' },
    });
    expect(response.status).toBe(419);
  });

  it('S59: given no session at all, answers 401 on a call that needs a person', async () => {
    const response = await t.app.request('/api/me/preferences', {
      method: 'PUT',
      headers: { 'X-XSRF-TOKEN': 'x', 'Content-Type': 'application/json' },
      body: JSON.stringify({ auto_play: false }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'InvalidAuthenticationException' });
    // Nothing to clear: no session cookie was sent.
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('GET /api/me', () => {
  it('given no session, answers 401 in the catalogue shape', async () => {
    const response = await t.app.request('/api/me', { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'InvalidAuthenticationException',
      message: 'Sua sessão expirou. Entre novamente.',
    });
  });
});

describe('POST /logout', () => {
  it('destroys the session: the old cookie is rejected afterwards', async () => {
    const client = createClient(t.app);
    await client.login(student.email, student.password);
    const sessionId = client.jar.get('aula_session');
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await client.post('/logout')).status).toBe(204);
    expect(client.jar.has('aula_session')).toBe(false);
    const replay = await t.app.request('/api/me', {
      headers: { Cookie: `aula_session=${sessionId}` },
    });
    expect(replay.status).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the catalogue shape', async () => {
    const response = await t.app.request('/api/nada');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'ServerErrorException' });
  });
});
