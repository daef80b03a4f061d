import { ACCOUNT_CODE_ATTEMPTS } from '../auth/account-codes';
import type { TestClient } from '../testing/client';
import { demoUser } from '../testing/client';
import { useTestApp } from '../testing/harness';

const t = useTestApp();

/** The code in the last message sent to `to` (the dev outbox, as a person trying the app reads it). */
async function lastCode(to: string) {
  const [row] = await t.db.query<{ body: string }>(
    'select body from mail_outbox where lower(to_email) = lower($1) order by id desc limit 1',
    [to],
  );
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Lets the next code of every flow be asked for now (the 60 s cooldown is tested on its own). */
const endCooldowns = () => t.db.query("delete from rate_limits where key like 'account-code%'");

const body = async (response: Response) =>
  (await response.json()) as {
    error?: string;
    message?: string;
    errors?: Record<string, string[]>;
    data?: Record<string, unknown>;
  };

async function expectCodeError(response: Response, code: string, message: RegExp) {
  expect(response.status).toBe(422);
  const json = await body(response);
  expect(json.error).toBe(code);
  expect(json.errors?.code?.[0]).toMatch(message);
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('the e-mail change (three steps)', () => {
  it('changes the address: code to the current one, new address, its code; old gets a notice; other sessions end', async () => {
    const user = demoUser('account');
    const me = await t.fresh('account');
    const other = await t.fresh('account');
    const sent = await me.post('/api/me/email-change/current-code');
    expect(sent.status).toBe(201);
    expect((await body(sent)).data).toEqual({
      sent_to: user.email,
      expires_in: 600,
      resend_in: 60,
    });
    // The stored code is hashed: the digits are nowhere in the table.
    const current = await lastCode(user.email);
    const stored = await t.db.query<{ code_hash: string }>('select code_hash from account_codes');
    expect(JSON.stringify(stored)).not.toContain(current);

    // Step 2 before step 1 is refused.
    const early = await me.post('/api/me/email-change/new-email', {
      json: { email: 'nova@aula.dev' },
    });
    await expectCodeError(early, 'InvalidEmailChangeCodeException', /Confirme primeiro/);

    const verify = await me.post('/api/me/email-change/current-code/verify', {
      json: { code: current },
    });
    expect(verify.status).toBe(204);
    // Single use.
    const again = await me.post('/api/me/email-change/current-code/verify', {
      json: { code: current },
    });
    await expectCodeError(again, 'InvalidEmailChangeCodeException', /já foi usado/);

    // Own address (any case, spaces) and a taken one.
    const own = await me.post('/api/me/email-change/new-email', {
      json: { email: user.email.toUpperCase() },
    });
    expect(own.status).toBe(422);
    expect((await body(own)).error).toBe('OwnEmailNotAllowedException');
    const taken = await me.post('/api/me/email-change/new-email', {
      json: { email: 'ALUNA@aula.dev' },
    });
    expect(taken.status).toBe(422);
    expect((await body(taken)).error).toBe('UserHasBeenTakenException');

    const newEmail = 'visitante.nova@aula.dev';
    const toNew = await me.post('/api/me/email-change/new-email', {
      json: { email: newEmail },
    });
    expect(toNew.status).toBe(201);
    expect((await body(toNew)).data?.sent_to).toBe(newEmail);
    const code = await lastCode(newEmail);
    const bad = await me.post('/api/me/email-change/new-email/verify', {
      json: { code: wrong(code) },
    });
    await expectCodeError(bad, 'InvalidEmailChangeCodeException', /incorreto. Restam 4/);
    // Nothing changed by a wrong code.
    expect((await me.json<{ data: { email: string } }>('/api/me')).body.data.email).toBe(
      user.email,
    );

    const done = await me.post('/api/me/email-change/new-email/verify', { json: { code } });
    expect(done.status).toBe(201);
    expect((await body(done)).data).toMatchObject({ email: newEmail });
    expect((await me.json<{ data: { email: string } }>('/api/me')).body.data.email).toBe(newEmail);
    const [notice] = await t.db.query<{ subject: string; body: string }>(
      'select subject, body from mail_outbox where to_email = $1 order by id desc limit 1',
      [user.email],
    );
    expect(notice?.subject).toMatch(/foi trocado/);
    expect(notice?.body).toContain(newEmail);
    // The other session is signed out; this one goes on.
    expect((await other.get('/api/me')).status).toBe(401);

    // The new address signs in; the old one no longer does.
    const fresh = (await t.fresh('guest')) as TestClient;
    expect((await fresh.login(user.email, user.password)).status).toBe(422);
    expect((await fresh.login(newEmail, user.password)).status).toBe(204);

    // Put the demo user back for the other tests of this file.
    await t.db.query('update users set email = $1 where lower(email) = $2', [user.email, newEmail]);
  });

  it('S65: a new address with spaces and capitals is trimmed before every check', async () => {
    const user = demoUser('noAccessStudent');
    const me = await t.fresh('noAccessStudent');
    await endCooldowns();
    expect((await me.post('/api/me/email-change/current-code')).status).toBe(201);
    const current = await lastCode(user.email);
    expect(
      (await me.post('/api/me/email-change/current-code/verify', { json: { code: current } }))
        .status,
    ).toBe(204);
    const own = await me.post('/api/me/email-change/new-email', {
      json: { email: ` ${user.email.toUpperCase()} ` },
    });
    expect((await body(own)).error).toBe('OwnEmailNotAllowedException');
    const taken = await me.post('/api/me/email-change/new-email', {
      json: { email: 'Aluna@Aula.dev ' },
    });
    expect(taken.status).toBe(422);
    expect((await body(taken)).error).toBe('UserHasBeenTakenException');
    const fresh = await me.post('/api/me/email-change/new-email', {
      json: { email: '  nova.caixa@aula.dev\t' },
    });
    expect(fresh.status).toBe(201);
    expect((await body(fresh)).data?.sent_to).toBe('nova.caixa@aula.dev');
  });

  it('says when the code expired or was tried too often, and a new code replaces the old one', async () => {
    const me = await t.fresh('noAccessStudent');
    const email = demoUser('noAccessStudent').email;
    await endCooldowns();
    expect((await me.post('/api/me/email-change/current-code')).status).toBe(201);
    const first = await lastCode(email);
    await t.db.query(
      "update account_codes set expires_at = now() - interval '1 second' where purpose = 'email_change_current'",
    );
    const expired = await me.post('/api/me/email-change/current-code/verify', {
      json: { code: first },
    });
    await expectCodeError(expired, 'InvalidEmailChangeCodeException', /expirou/);

    await endCooldowns();
    expect((await me.post('/api/me/email-change/current-code')).status).toBe(201);
    const second = await lastCode(email);
    for (let i = 1; i < ACCOUNT_CODE_ATTEMPTS; i++) {
      const response = await me.post('/api/me/email-change/current-code/verify', {
        json: { code: wrong(second) },
      });
      await expectCodeError(response, 'InvalidEmailChangeCodeException', /incorreto/);
    }
    const last = await me.post('/api/me/email-change/current-code/verify', {
      json: { code: wrong(second) },
    });
    await expectCodeError(last, 'InvalidEmailChangeCodeException', /não vale mais/);
    // Even the right code is refused now.
    const right = await me.post('/api/me/email-change/current-code/verify', {
      json: { code: second },
    });
    await expectCodeError(right, 'InvalidEmailChangeCodeException', /errou o código 5 vezes/);
  });

  it('waits 60 s between two codes of one flow (429 with Retry-After), counted in the database', async () => {
    const me = await t.fresh('otherStudent');
    await endCooldowns();
    expect((await me.post('/api/me/password-change/code')).status).toBe(201);
    const soon = await me.post('/api/me/password-change/code');
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('Retry-After'))).toBeGreaterThan(50);
    expect((await body(soon)).message).toMatch(/Tente novamente em/);
    // Another flow is not held up by this one's cooldown.
    expect((await me.post('/api/me/email-change/current-code')).status).toBe(201);
  });
});

describe('the password change (two steps)', () => {
  it('needs the code, keeps the password rules, and signs every other session out', async () => {
    const user = demoUser('student');
    const me = await t.fresh('student');
    const other = await t.fresh('student');
    await endCooldowns();
    expect((await me.post('/api/me/password-change/code')).status).toBe(201);
    const code = await lastCode(user.email);
    const next = 'uma-senha-nova-2026';

    const mismatch = await me.put('/api/me/password', {
      json: { code, password: next, password_confirmation: 'outra-coisa' },
    });
    expect(mismatch.status).toBe(422);
    expect((await body(mismatch)).errors?.password_confirmation).toBeDefined();
    const short = await me.put('/api/me/password', {
      json: { code, password: 'curta', password_confirmation: 'curta' },
    });
    expect(short.status).toBe(422);
    expect((await body(short)).errors?.password).toBeDefined();
    const bad = await me.put('/api/me/password', {
      json: { code: wrong(code), password: next, password_confirmation: next },
    });
    await expectCodeError(bad, 'PasswordChangeCodeNotValidException', /incorreto/);

    const done = await me.put('/api/me/password', {
      json: { code, password: next, password_confirmation: next },
    });
    expect(done.status).toBe(204);
    expect((await me.get('/api/me')).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    const reused = await me.put('/api/me/password', {
      json: { code, password: next, password_confirmation: next },
    });
    await expectCodeError(reused, 'PasswordChangeCodeNotValidException', /já foi usado/);

    const guest = await t.fresh('guest');
    expect((await guest.login(user.email, user.password)).status).toBe(422);
    expect((await guest.login(user.email, next)).status).toBe(204);
    // Back to the demo password (the hash of the old one, through the same endpoint's rules).
    await endCooldowns();
    expect((await me.post('/api/me/password-change/code')).status).toBe(201);
    const back = await me.put('/api/me/password', {
      json: {
        code: await lastCode(user.email),
        password: user.password,
        password_confirmation: user.password,
      },
    });
    expect(back.status).toBe(204);
  });
});

describe('the WhatsApp change', () => {
  it('validates the number on the server, sends a PIN to it and saves it once confirmed', async () => {
    const me = await t.fresh('admin');
    await endCooldowns();
    const tries: [string, RegExp][] = [
      ['(20) 91234-5678', /DDD não existe/],
      ['(11) 3123-4567', /celular/],
      ['(11) 81234-5678', /celular/],
      ['11 9123', /completo/],
    ];
    for (const [whatsapp, message] of tries) {
      const response = await me.post('/api/me/whatsapp-change', { json: { whatsapp } });
      expect(response.status, whatsapp).toBe(422);
      expect((await body(response)).errors?.whatsapp?.[0]).toMatch(message);
    }
    const sent = await me.post('/api/me/whatsapp-change', {
      json: { whatsapp: '+55 (31) 98765-4321' },
    });
    expect(sent.status).toBe(201);
    expect((await body(sent)).data?.sent_to).toBe('+55 (31) 98765-4321');
    const pin = await lastCode('+5531987654321');
    const bad = await me.post('/api/me/whatsapp-change/verify', { json: { code: wrong(pin) } });
    await expectCodeError(bad, 'InvalidWhatsappChangeCodeException', /incorreto/);
    const done = await me.post('/api/me/whatsapp-change/verify', { json: { code: pin } });
    expect(done.status).toBe(201);
    expect((await body(done)).data?.whatsapp).toBe('5531987654321');
    expect((await me.json<{ data: { whatsapp: string } }>('/api/me')).body.data.whatsapp).toBe(
      '5531987654321',
    );

    // The same number again (own), or by someone else: already registered.
    await endCooldowns();
    const own = await me.post('/api/me/whatsapp-change', { json: { whatsapp: '31987654321' } });
    expect((await body(own)).error).toBe('OwnWhatsappNotAllowedException');
    const someone = await t.fresh('student');
    const theirs = await someone.post('/api/me/whatsapp-change', {
      json: { whatsapp: '5531987654321' },
    });
    expect(theirs.status).toBe(422);
    expect((await body(theirs)).error).toBe('OwnWhatsappNotAllowedException');
  });

  it('S66: an invalid number answers InvalidWhatsappNumberException with its pt-BR sentence', async () => {
    const me = await t.fresh('otherStudent');
    await endCooldowns();
    const tries: [string, string][] = [
      ['(20) 91234-5678', 'Este DDD não existe. Confira os dois dígitos depois do +55.'],
      ['(11) 3123-4567', 'Informe um número de celular: depois do DDD, 9 dígitos começando com 9.'],
      ['11 9123', 'Informe o número completo com DDD, por exemplo +55 (11) 91234-5678.'],
      ['abc', 'Informe o número completo com DDD, por exemplo +55 (11) 91234-5678.'],
    ];
    for (const [whatsapp, message] of tries) {
      const response = await me.post('/api/me/whatsapp-change', { json: { whatsapp } });
      expect(response.status, whatsapp).toBe(422);
      expect(await body(response), whatsapp).toEqual({
        error: 'InvalidWhatsappNumberException',
        message,
        errors: { whatsapp: [message] },
      });
    }
    // A body without the number is still a validation failure of the form.
    const missing = await me.post('/api/me/whatsapp-change', { json: {} });
    expect((await body(missing)).error).toBe('ValidationException');
  });

  it('refuses a PIN another account asked for, and a number taken between the two steps', async () => {
    const a = await t.fresh('otherStudent');
    const b = await t.fresh('noAccessStudent');
    await endCooldowns();
    expect(
      (await a.post('/api/me/whatsapp-change', { json: { whatsapp: '(48) 99999-1111' } })).status,
    ).toBe(201);
    const pinA = await lastCode('+5548999991111');
    expect(
      (await b.post('/api/me/whatsapp-change', { json: { whatsapp: '(48) 99999-1111' } })).status,
    ).toBe(201);
    const pinB = await lastCode('+5548999991111');
    // A's PIN is A's: B cannot use it (codes are bound to their user).
    if (pinA !== pinB) {
      const cross = await b.post('/api/me/whatsapp-change/verify', { json: { code: pinA } });
      expect(cross.status).toBe(422);
    }
    expect((await a.post('/api/me/whatsapp-change/verify', { json: { code: pinA } })).status).toBe(
      201,
    );
    const late = await b.post('/api/me/whatsapp-change/verify', { json: { code: pinB } });
    expect(late.status).toBe(422);
    expect((await body(late)).error).toBe('OwnWhatsappNotAllowedException');
    // B's code was not used up by the refused change (one transaction).
    const [row] = await t.db.query<{ used_at: Date | null }>(
      `select c.used_at from account_codes c join users u on u.id = c.user_id
        where u.email = $1 and c.purpose = 'whatsapp_change' order by c.id desc limit 1`,
      [demoUser('noAccessStudent').email],
    );
    expect(row?.used_at).toBeNull();
  });
  it('answers the PIN still waiting (so a reload reopens step 2) until it is used up', async () => {
    const me = await t.fresh('otherStudent');
    await endCooldowns();
    expect((await me.json<{ data: unknown }>('/api/me/whatsapp-change')).body.data).toBeNull();
    await me.post('/api/me/whatsapp-change', { json: { whatsapp: '(51) 99876-1234' } });
    const pending = await me.json<{ data: Record<string, unknown> }>('/api/me/whatsapp-change');
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({
      sent_to: '+55 (51) 99876-1234',
      whatsapp: '+55 (51) 99876-1234',
    });
    expect(pending.body.data.expires_in).toBeGreaterThan(590);
    expect(pending.body.data.expires_in).toBeLessThanOrEqual(600);
    expect(pending.body.data.resend_in).toBeGreaterThan(50);
    // Another account sees nothing of it.
    const other = await t.fresh('account');
    expect((await other.json<{ data: unknown }>('/api/me/whatsapp-change')).body.data).toBeNull();
    // Every try spent: nothing is pending any more.
    const pin = await lastCode('+5551998761234');
    for (let i = 0; i < ACCOUNT_CODE_ATTEMPTS; i++) {
      await me.post('/api/me/whatsapp-change/verify', { json: { code: wrong(pin) } });
    }
    expect((await me.json<{ data: unknown }>('/api/me/whatsapp-change')).body.data).toBeNull();
  });

  it('removes the saved number (CSRF-protected), and a PIN waiting stops working', async () => {
    const me = await t.fresh('noAccessStudent');
    await endCooldowns();
    await me.post('/api/me/whatsapp-change', { json: { whatsapp: '(61) 99876-5555' } });
    await me.post('/api/me/whatsapp-change/verify', {
      json: { code: await lastCode('+5561998765555') },
    });
    expect(
      (await me.json<{ data: { whatsapp: string | null } }>('/api/me')).body.data.whatsapp,
    ).toBe('5561998765555');
    expect((await me.delete('/api/me/whatsapp', { xsrf: false })).status).toBe(419);
    await endCooldowns();
    await me.post('/api/me/whatsapp-change', { json: { whatsapp: '(61) 99876-6666' } });
    const pin = await lastCode('+5561998766666');
    const removed = await me.delete('/api/me/whatsapp');
    expect(removed.status).toBe(200);
    expect((await body(removed)).data?.whatsapp).toBeNull();
    expect(
      (await me.json<{ data: { whatsapp: string | null } }>('/api/me')).body.data.whatsapp,
    ).toBeNull();
    expect((await me.json<{ data: unknown }>('/api/me/whatsapp-change')).body.data).toBeNull();
    const late = await me.post('/api/me/whatsapp-change/verify', { json: { code: pin } });
    expect(late.status).toBe(422);
    // A guest cannot.
    const guest = await t.fresh('guest');
    expect((await guest.delete('/api/me/whatsapp')).status).toBe(401);
  });
});
