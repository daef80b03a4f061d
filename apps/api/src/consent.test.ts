import {
  ACCEPT_TERMS_REQUIRED,
  CONSENT_VERSION_STALE,
  endpoints,
  meResponseSchema,
  PRIVACY_VERSION,
  TERMS_VERSION,
} from '@aula/contract';
import { ConfigError, DEFAULT_PRIVACY_CONTACT_EMAIL, readPrivacyContact } from './config';
import { shortIp } from './consent';
import { createClient } from './testing/client';
import { useTestApp } from './testing/harness';

/** Consent to the notices (issue 38 §2, ADR 047). */
const t = useTestApp({ privacyContactEmail: 'dpo@escola.com.br' });

const account = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Pessoa Consentida',
  email,
  password: 'senha-forte-2026',
  password_confirmation: 'senha-forte-2026',
  ...extra,
});

interface ConsentRow {
  terms_version: string;
  privacy_version: string;
  source: string;
  ip_prefix: string | null;
  accepted_at: Date;
}
const consentsOf = (email: string) =>
  t.db.query<ConsentRow>(
    `select c.terms_version, c.privacy_version, c.source, c.ip_prefix, c.accepted_at
       from user_consents c join users u on u.id = c.user_id
      where lower(u.email) = lower($1) order by c.id`,
    [email],
  );
const usersNamed = async (email: string) =>
  (await t.db.query('select 1 from users where lower(email) = lower($1)', [email])).length;

const meOf = async (client: Awaited<ReturnType<typeof t.fresh>>) =>
  meResponseSchema.parse((await client.json('/api/me')).body).data;

describe('shortIp', () => {
  it('keeps an IPv4 /24 and an IPv6 /48, and nothing of anything else', () => {
    expect(shortIp('203.0.113.77')).toBe('203.0.113.0');
    expect(shortIp('::ffff:198.51.100.9')).toBe('198.51.100.0');
    expect(shortIp('2001:0db8:0001:0002:0003:0004:0005:0006')).toBe('2001:db8:1::');
    expect(shortIp('2001:db8::1')).toBe('2001:db8:0::');
    expect(shortIp('::1')).toBe('0:0:0::');
    expect(shortIp('não é ip')).toBeNull();
    expect(shortIp(undefined)).toBeNull();
  });
});

describe('PRIVACY_CONTACT_EMAIL', () => {
  it('defaults, accepts an address, and refuses anything else in pt-BR naming the setting', () => {
    expect(readPrivacyContact(undefined)).toBe(DEFAULT_PRIVACY_CONTACT_EMAIL);
    expect(readPrivacyContact(' dpo@escola.com.br ')).toBe('dpo@escola.com.br');
    for (const bad of ['', 'sem-arroba', 'Escola <dpo@escola.com.br>', 'a@b', 'x@y.com\nBcc: z']) {
      expect(() => readPrivacyContact(bad)).toThrow(ConfigError);
      expect(() => readPrivacyContact(bad)).toThrow(/PRIVACY_CONTACT_EMAIL inválido/);
    }
  });
});

describe('GET api/legal', () => {
  it("answers the notices' versions and the configured contact, to anyone", async () => {
    const { status, body } = await createClient(t.app).json('/api/legal');
    expect(status).toBe(200);
    expect(endpoints.legalInfo.response.parse(body).data).toEqual({
      terms_version: TERMS_VERSION,
      privacy_version: PRIVACY_VERSION,
      privacy_contact_email: 'dpo@escola.com.br',
    });
  });
});

describe('POST api/register', () => {
  it('refuses a sign-up without the consent: 422 on accept_terms in pt-BR, no account', async () => {
    for (const [i, accept] of [undefined, false, 'true', 1].entries()) {
      const email = `sem-aceite-${i}@exemplo.com.br`;
      const json = accept === undefined ? account(email) : account(email, { accept_terms: accept });
      const response = await (await t.fresh('guest')).post('/api/register', { json });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { errors?: Record<string, string[]> };
      expect(body.errors).toEqual({ accept_terms: [ACCEPT_TERMS_REQUIRED] });
      expect(await usersNamed(email)).toBe(0);
    }
  });

  it('records the acceptance: versions, time, the address shortened; nothing more to accept', async () => {
    const client = createClient(t.app, { ip: '203.0.113.77' });
    await client.get('/sanctum/csrf-cookie');
    const before = Date.now();
    const email = 'com-aceite@exemplo.com.br';
    const response = await client.post('/api/register', {
      json: account(email, { accept_terms: true }),
    });
    expect(response.status).toBe(201);
    const rows = await consentsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      terms_version: TERMS_VERSION,
      privacy_version: PRIVACY_VERSION,
      source: 'register',
      ip_prefix: '203.0.113.0',
    });
    expect(new Date(rows[0]?.accepted_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect((await meOf(client)).consent_outdated).toBe(false);
  });

  it('makes no account when its consent cannot be recorded (one transaction)', async () => {
    const email = 'consentimento-falhou@exemplo.com.br';
    await t.db.query(
      'alter table user_consents add constraint consent_refused_for_test check (source <> $$register$$) not valid',
    );
    try {
      const response = await (await t.fresh('guest')).post('/api/register', {
        json: account(email, { accept_terms: true }),
      });
      expect(response.status).toBe(500);
      expect(await usersNamed(email)).toBe(0);
    } finally {
      await t.db.query('alter table user_consents drop constraint consent_refused_for_test');
    }
  });
});

describe('POST api/finish-registration', () => {
  it('refuses without the consent (the invitation stays open), then records it', async () => {
    const client = createClient(t.app, { ip: '198.51.100.23' });
    await client.get('/sanctum/csrf-cookie');
    const json = {
      token: 'convite-demo-2026-aula',
      name: 'Rafael Costa',
      password: 'senha-do-rafael',
      password_confirmation: 'senha-do-rafael',
    };
    const refused = await client.post('/api/finish-registration', { json });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors?: unknown }).errors).toEqual({
      accept_terms: [ACCEPT_TERMS_REQUIRED],
    });
    expect((await client.get('/api/finish-registration/convite-demo-2026-aula')).status).toBe(200);
    const done = await client.post('/api/finish-registration', {
      json: { ...json, accept_terms: true },
    });
    expect(done.status).toBe(204);
    const rows = await consentsOf('novo@aula.dev');
    expect(rows.map((row) => [row.source, row.ip_prefix, row.terms_version])).toEqual([
      ['finish_registration', '198.51.100.0', TERMS_VERSION],
    ]);
    expect((await meOf(client)).consent_outdated).toBe(false);
  });
});

describe('a newer version of the notices', () => {
  it('is asked on the next page load, and accepting it records an update', async () => {
    const client = await t.fresh('otherStudent');
    const { email } = await meOf(client);
    // An acceptance of an older version (or none: an account made before consent was asked).
    await t.db.query(
      "update users set terms_version = '2020-01-01', privacy_version = $2 where lower(email) = lower($1)",
      [email, PRIVACY_VERSION],
    );
    expect((await meOf(client)).consent_outdated).toBe(true);
    await t.db.query(
      'update users set terms_version = null, privacy_version = null where lower(email) = lower($1)',
      [email],
    );
    expect((await meOf(client)).consent_outdated).toBe(true);

    const stale = await client.post('/api/me/consent', {
      json: { terms_version: '2020-01-01', privacy_version: PRIVACY_VERSION },
    });
    expect(stale.status).toBe(422);
    expect(((await stale.json()) as { errors?: unknown }).errors).toEqual({
      terms_version: [CONSENT_VERSION_STALE],
    });
    expect((await meOf(client)).consent_outdated).toBe(true);

    const accepted = await client.post('/api/me/consent', {
      json: { terms_version: TERMS_VERSION, privacy_version: PRIVACY_VERSION },
    });
    expect(accepted.status).toBe(204);
    expect((await meOf(client)).consent_outdated).toBe(false);
    // Another process reads the same row: the session's answer comes from the database.
    const again = await t.fresh('otherStudent');
    expect((await meOf(again)).consent_outdated).toBe(false);
    const rows = await consentsOf(email);
    expect(rows.at(-1)).toMatchObject({
      source: 'update',
      terms_version: TERMS_VERSION,
      privacy_version: PRIVACY_VERSION,
    });
  });

  it('needs a signed-in person and the CSRF token', async () => {
    const guest = await t.fresh('guest');
    const body = { json: { terms_version: TERMS_VERSION, privacy_version: PRIVACY_VERSION } };
    expect((await guest.post('/api/me/consent', body)).status).toBe(401);
    const student = await t.fresh('student');
    const forged = await student.post('/api/me/consent', { ...body, xsrf: false });
    expect(forged.status).toBe(419);
  });
});
