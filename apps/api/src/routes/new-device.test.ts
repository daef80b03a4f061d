import { createClient } from '../testing/client';
import { useTestApp } from '../testing/harness';

const t = useTestApp();

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PASSWORD = 'senha-forte-2026';

interface Notice {
  subject: string;
  body: string;
  kind: string;
  action_path: string | null;
  unsubscribe_url: string | null;
}

const notices = (to: string) =>
  t.db.query<Notice>(
    `select subject, body, kind, action_path, unsubscribe_url from mail_outbox
      where to_email = $1 and subject = 'Novo acesso à sua conta' order by id`,
    [to],
  );

/** A browser: its own cookies, its own address, and a Chrome on Windows user agent. */
async function browserLogin(email: string, client = createClient(t.app)) {
  await client.get('/sanctum/csrf-cookie', { headers: { 'User-Agent': CHROME_WINDOWS } });
  const response = await client.post('/login', {
    json: { email, password: PASSWORD },
    headers: { 'User-Agent': CHROME_WINDOWS },
  });
  expect(response.status).toBe(204);
  // The app reads the viewer after signing in: the session records the device and the access.
  expect((await client.get('/api/me', { headers: { 'User-Agent': CHROME_WINDOWS } })).status).toBe(
    200,
  );
  return client;
}

async function registerAccount(email: string) {
  const client = createClient(t.app);
  await client.get('/sanctum/csrf-cookie');
  const response = await client.post('/api/register', {
    json: {
      name: 'Nina Nova',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      accept_terms: true,
    },
  });
  expect(response.status).toBe(201);
  expect((await client.get('/api/me')).status).toBe(200);
  return client;
}

describe('given a sign-in from a browser the account never used', () => {
  it('e-mails one security notice with when, browser, system, masked IP and the devices link', async () => {
    await registerAccount('nina@exemplo.com');
    const other = await browserLogin('nina@exemplo.com');
    const sent = await notices('nina@exemplo.com');
    expect(sent).toHaveLength(1);
    const [notice] = sent as [Notice];
    expect(notice.kind).toBe('security');
    expect(notice.unsubscribe_url).toBeNull();
    expect(notice.action_path).toBe('/eu/dispositivos');
    expect(notice.body).toContain('Olá, Nina Nova!');
    expect(notice.body).toMatch(
      /Quando: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)/,
    );
    expect(notice.body).toContain('Navegador: Chrome 131');
    expect(notice.body).toContain('Sistema: Windows 10');
    // 198.18.x.y, the client's address, masked as the devices page masks it.
    const [a, b] = other.ip.split('.');
    expect(notice.body).toContain(`Endereço IP: ${a}.${b}.x.x`);
    expect(notice.body).not.toContain(other.ip);
  });

  it('sends nothing when the same browser signs in again, nor from the browser that registered', async () => {
    const creator = await registerAccount('olga@exemplo.com');
    // The browser that created the account signs out and in again: a known device.
    expect((await creator.post('/logout')).status).toBe(204);
    await browserLogin('olga@exemplo.com', creator);
    expect(await notices('olga@exemplo.com')).toHaveLength(0);
    // A second browser: one notice; the same browser again: still one.
    const second = await browserLogin('olga@exemplo.com');
    expect(await notices('olga@exemplo.com')).toHaveLength(1);
    expect((await second.post('/logout')).status).toBe(204);
    await browserLogin('olga@exemplo.com', second);
    expect(await notices('olga@exemplo.com')).toHaveLength(1);
  });

  it('is not sent on the very first sign-in of an account, nor after a wrong password', async () => {
    // An account made for someone (as the seed or an import does): never signed in yet.
    const [hash] = await t.db.query<{ password_hash: string }>(
      "select password_hash from users where email = 'nina@exemplo.com'",
    );
    await t.db.query(
      `insert into users (name, email, password_hash) values ('Paulo Primeiro', 'paulo@exemplo.com', $1)`,
      [hash?.password_hash],
    );
    await browserLogin('paulo@exemplo.com');
    expect(await notices('paulo@exemplo.com')).toHaveLength(0);
    const stranger = createClient(t.app);
    await stranger.get('/sanctum/csrf-cookie');
    const wrong = await stranger.post('/login', {
      json: { email: 'paulo@exemplo.com', password: 'errada-2026-x' },
    });
    expect(wrong.status).toBe(422);
    expect(await notices('paulo@exemplo.com')).toHaveLength(0);
    // Now the account has been used: a second browser is a new device.
    await browserLogin('paulo@exemplo.com');
    expect(await notices('paulo@exemplo.com')).toHaveLength(1);
  });
});
