import { endpoints } from '@aula/contract';
import { createClient } from '../testing/client';
import { useTestApp } from '../testing/harness';

const t = useTestApp();

async function lastMail(to: string) {
  const [mail] = await t.db.query<{ subject: string; body: string }>(
    // The link is the message's action (ADR 039), shown after the body.
    `select subject, body || coalesce(E'\\n' || action_path, '') as body
       from mail_outbox where to_email = $1 order by id desc limit 1`,
    [to],
  );
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

const register = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Júlia Teste',
  email,
  password: 'senha-forte-2026',
  password_confirmation: 'senha-forte-2026',
  accept_terms: true,
  ...extra,
});

describe('registration and e-mail verification', () => {
  it('creates the account signed in, e-mails a link; the link verifies once', async () => {
    const client = await t.fresh('guest');
    const response = await client.post('/api/register', { json: register('julia@exemplo.com.br') });
    expect(response.status).toBe(201);
    const user = endpoints.register.response.parse(await response.json()).data;
    expect(user).toMatchObject({
      email: 'julia@exemplo.com.br',
      is_student: false,
      is_admin: false,
    });
    expect((await client.get('/api/me')).status).toBe(200);

    const mail = await lastMail('julia@exemplo.com.br');
    const token = /token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect((await client.post('/api/email/verify', { json: { token } })).status).toBe(204);
    const again = await client.post('/api/email/verify', { json: { token } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'EmailAlreadyVerifiedException' });
    const wrong = await client.post('/api/email/verify', { json: { token: `${token}x` } });
    expect(await wrong.json()).toMatchObject({ error: 'InvalidConfirmationToken' });
  });

  it('refuses a taken e-mail (any case) and a confirmation that differs, on their fields', async () => {
    const client = await t.fresh('guest');
    const taken = await client.post('/api/register', { json: register('ALUNA@aula.dev') });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({
      error: 'UserHasBeenTakenException',
      errors: { email: ['Este e-mail já está em uso.'] },
    });
    const mismatch = await client.post('/api/register', {
      json: register('outra@exemplo.com', { password_confirmation: 'outra-coisa-2026' }),
    });
    expect(await mismatch.json()).toMatchObject({
      error: 'ValidationException',
      errors: { password_confirmation: ['A confirmação não confere com a senha.'] },
    });
  });

  it('keeps names with emoji, RTL text and combining marks intact; refuses one over the limit', async () => {
    const client = await t.fresh('guest');
    const name = 'Zoë 🚀 مريم Ñandú e\u0301';
    const response = await client.post('/api/register', {
      json: register('zoe@exemplo.com', { name }),
    });
    // Stored in NFC (issue 33, S62): `e` + U+0301 becomes `é`; the rest as typed.
    expect(endpoints.register.response.parse(await response.json()).data.name).toBe(
      'Zoë 🚀 مريم Ñandú é',
    );
    const long = await (await t.fresh('guest')).post('/api/register', {
      json: register('longo@exemplo.com', { name: 'a'.repeat(500) }),
    });
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({
      errors: { name: ['Nome deve ter no máximo 120 caracteres.'] },
    });
  });

  it('accepts 64-character and emoji passwords', async () => {
    for (const [email, password] of [
      ['sessenta@exemplo.com', 'x'.repeat(64)],
      ['emoji@exemplo.com', 'senha🔐segura🇧🇷2026'],
    ] as const) {
      const client = await t.fresh('guest');
      const created = await client.post('/api/register', {
        json: register(email, { password, password_confirmation: password }),
      });
      expect(created.status).toBe(201);
      expect((await createClient(t.app).login(email, password)).status).toBe(204);
    }
  });
});

describe('forgot password', () => {
  it('e-mails a six-digit code; a wrong code fails, the right one sets the password and signs out everywhere', async () => {
    const signedIn = await t.fresh('otherStudent');
    const client = await t.fresh('guest');
    expect(
      (await client.post('/api/forgot-password', { json: { email: 'ana@aula.dev' } })).status,
    ).toBe(204);
    const code = /(\d{6})/.exec((await lastMail('ana@aula.dev')).body)?.[1] ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    const reset = (c: string, password = 'nova-senha-da-ana') =>
      client.post('/api/reset-password', {
        json: { email: 'ana@aula.dev', code: c, password, password_confirmation: password },
      });
    const wrong = await reset(wrongCode);
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ error: 'InvalidPasswordCodeException' });
    expect((await reset(code)).status).toBe(204);
    expect((await signedIn.get('/api/me')).status).toBe(401);
    expect((await createClient(t.app).login('ana@aula.dev', 'nova-senha-da-ana')).status).toBe(204);
    expect((await reset(code, 'mais-uma-senha')).status).toBe(422);
  });

  it('stops accepting a code after five wrong tries', async () => {
    const client = await t.fresh('guest');
    await client.post('/api/forgot-password', { json: { email: 'joao@aula.dev' } });
    const code = /(\d{6})/.exec((await lastMail('joao@aula.dev')).body)?.[1] ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    const body = (c: string) => ({
      json: {
        email: 'joao@aula.dev',
        code: c,
        password: 'nova-senha-joao',
        password_confirmation: 'nova-senha-joao',
      },
    });
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/reset-password', body(wrongCode))).status).toBe(422);
    expect((await client.post('/api/reset-password', body(code))).status).toBe(422);
  });

  it('S60: answers an unknown e-mail as a known one (status and body) and sends it nothing', async () => {
    const known = await (await t.fresh('guest')).post('/api/forgot-password', {
      json: { email: 'visitante@aula.dev' },
    });
    const unknown = await (await t.fresh('guest')).post('/api/forgot-password', {
      json: { email: 'ninguem@exemplo.com' },
    });
    expect(unknown.status).toBe(204);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    const sent = await t.db.query('select 1 from mail_outbox where lower(to_email) = $1', [
      'ninguem@exemplo.com',
    ]);
    expect(sent).toEqual([]);
    expect((await lastMail('visitante@aula.dev')).subject).toBe(
      'Seu código para redefinir a senha',
    );
  });

  it('S60: an unknown e-mail is throttled as a known one', async () => {
    const client = await t.fresh('guest');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await client.post('/api/forgot-password', { json: { email: 'ninguem2@exemplo.com' } }))
          .status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses[5]).toBe(429);
  });
});

describe('S65: e-mails with surrounding spaces and capitals', () => {
  it('are trimmed before the format check: registration says the address is taken', async () => {
    const response = await (await t.fresh('guest')).post('/api/register', {
      json: register('Aluna@Aula.dev '),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: 'UserHasBeenTakenException',
      errors: { email: ['Este e-mail já está em uso.'] },
    });
    const created = await (await t.fresh('guest')).post('/api/register', {
      json: register('  Nova.Pessoa@Exemplo.com.br '),
    });
    expect(created.status).toBe(201);
    expect(endpoints.register.response.parse(await created.json()).data.email).toBe(
      'Nova.Pessoa@Exemplo.com.br',
    );
  });

  it('sign in, ask for a reset code and reset the password', async () => {
    const login = await createClient(t.app).login(' ALUNA@aula.dev\n', 'aula-aluna-2026');
    expect(login.status).toBe(204);
    const client = await t.fresh('guest');
    const forgot = await client.post('/api/forgot-password', {
      json: { email: '  Visitante@Aula.DEV ' },
    });
    expect(forgot.status).toBe(204);
    const code = /(\d{6})/.exec((await lastMail('visitante@aula.dev')).body)?.[1] ?? '';
    const reset = await client.post('/api/reset-password', {
      json: {
        email: ' VISITANTE@aula.dev ',
        code,
        password: 'aula-visitante-2026',
        password_confirmation: 'aula-visitante-2026',
      },
    });
    expect(reset.status).toBe(204);
  });
});

describe('finish registration (an invitation after a purchase)', () => {
  it('shows who the token is for, then sets name and password: a student with the product', async () => {
    const client = await t.fresh('guest');
    const shown = await client.json('/api/finish-registration/convite-demo-2026-aula');
    expect(endpoints.finishRegistrationShow.response.parse(shown.body).data).toEqual({
      email: 'novo@aula.dev',
      name: 'Rafael Costa',
    });
    const finish = await client.post('/api/finish-registration', {
      json: {
        token: 'convite-demo-2026-aula',
        name: 'Rafael C.',
        password: 'senha-do-rafael',
        password_confirmation: 'senha-do-rafael',
        accept_terms: true,
      },
    });
    expect(finish.status).toBe(204);
    const me = endpoints.me.response.parse((await client.json('/api/me')).body).data;
    expect(me).toMatchObject({ name: 'Rafael C.', email: 'novo@aula.dev', is_student: true });
    const course = endpoints.courseBySlug.response.parse(
      (await client.json('/api/course-by-slug/sql-essencial')).body,
    );
    expect(course.data.sections.flatMap((s) => s.lectures).every((l) => !l.is_locked)).toBe(true);
    expect((await client.get('/api/finish-registration/convite-demo-2026-aula')).status).toBe(404);
  });
});

describe('preferences', () => {
  it('reads and partially updates them; unknown fields are ignored, never assigned', async () => {
    const client = await t.fresh('student');
    expect(
      endpoints.getPreferences.response.parse((await client.json('/api/me/preferences')).body).data,
    ).toEqual({
      auto_play: true,
      auto_jump: true,
      captions_on: false,
    });
    const updated = await client.put('/api/me/preferences', {
      json: { auto_play: false, is_admin: true, id: 2 },
    });
    expect(await updated.json()).toEqual({
      data: { auto_play: false, auto_jump: true, captions_on: false },
    });
    const me = endpoints.me.response.parse((await client.json('/api/me')).body).data;
    expect(me?.is_admin).toBe(false);
    expect((await client.put('/api/me/preferences', { json: { auto_jump: 'sim' } })).status).toBe(
      422,
    );
  });

  it('turns captions on by default and back off, leaving the other switches alone', async () => {
    const client = await t.fresh('student');
    const before = endpoints.getPreferences.response.parse(
      (await client.json('/api/me/preferences')).body,
    ).data;
    expect(before.captions_on).toBe(false);
    const on = await client.put('/api/me/preferences', { json: { captions_on: true } });
    expect(await on.json()).toEqual({ data: { ...before, captions_on: true } });
    expect((await client.json('/api/me/preferences')).body).toEqual({
      data: { ...before, captions_on: true },
    });
    const off = await client.put('/api/me/preferences', { json: { captions_on: false } });
    expect(await off.json()).toEqual({ data: before });
    expect((await client.put('/api/me/preferences', { json: { captions_on: 'sim' } })).status).toBe(
      422,
    );
  });
});
