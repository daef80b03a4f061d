import { CONFIRMATION_MISMATCH, type Endpoints } from '@aula/contract';
import { getCookie } from 'hono/cookie';
import { clearSessionCookies, writeDeviceCookie, writeSessionCookies } from '../auth/cookies';
import { constantTimeEqual } from '../auth/crypto';
import { DEVICE_COOKIE } from '../auth/device';
import { sendMail } from '../auth/mail';
import type { Limit } from '../auth/throttle';
import {
  hashCode,
  hashToken,
  newCode,
  newLinkToken,
  RESET_CODE_ATTEMPTS,
  RESET_CODE_TTL_MS,
  VERIFY_EMAIL_TTL_MS,
} from '../auth/tokens';
import { recordConsent } from '../consent';
import type { Services, Viewer } from '../env';
import { fieldError, HttpError, unauthenticated } from '../http';
import { sendSecurityNotice } from '../notifications/produce';
import { grantTrials } from '../queries/trial-periods';
import { USER_COLUMNS } from '../queries/users';
import { schoolDateTime } from '../school-time';
import { describeUserAgent, maskIp } from './account-devices';
import type { HandlerContext, Handlers } from './define';

interface UserRow extends Omit<Viewer, 'email_verified_at'> {
  password_hash: string;
  email_verified_at: Date | null;
  last_access_at: Date | null;
}

export const emailTaken = () =>
  new HttpError(422, 'UserHasBeenTakenException', 'Este e-mail já está em uso.', {
    email: ['Este e-mail já está em uso.'],
  });

/** A pending invitation (unused, not expired) by its token. */
async function findInvitation(db: Services['db'], token: string, now: Date) {
  const [invitation] = await db.query<{
    id: number;
    email: string;
    name: string | null;
    product_id: number | null;
  }>(
    `select id, email, name, product_id from user_tokens
      where kind = 'invitation' and token_hash = $1 and used_at is null and expires_at > $2`,
    [hashToken(token), now.toISOString()],
  );
  return invitation;
}

/** The sentence the web app's form says for the same mismatch (`@aula/contract`). */
export const confirmationMismatch = () =>
  fieldError('password_confirmation', CONFIRMATION_MISMATCH);

/** "30 segundos", "1 minuto", "45 minutos": the wait as a person reads it. */
export function waitInWords(seconds: number) {
  if (seconds < 60) return `${seconds} segundo${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minuto${minutes === 1 ? '' : 's'}`;
}

export function tooMany(seconds: number, what: string) {
  return new HttpError(
    429,
    'ServerErrorException',
    `Muitas tentativas de ${what}. Tente novamente em ${waitInWords(seconds)}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** Counts the attempt first (atomically, in the database); over the limit, a 429. */
export async function reserveAttempt(
  throttle: Services['throttle'],
  key: string,
  limit: Limit,
  what: string,
) {
  const reservation = await throttle.reserve(key, limit);
  if (!reservation.allowed) throw tooMany(reservation.retryAfter, what);
}

export async function findUserByEmail(db: Services['db'], email: string) {
  const [user] = await db.query<UserRow>('select * from users where lower(email) = lower($1)', [
    email.trim(),
  ]);
  return user;
}

export async function sendVerification(
  services: Services,
  user: { id: number; email: string; name: string },
) {
  const token = newLinkToken();
  // The token and its message are written together: neither exists without the other.
  await services.db.transaction(async (tx) => {
    await tx.query(
      `insert into user_tokens (kind, token_hash, user_id, email, expires_at)
       values ('verify_email', $1, $2, $3, $4)`,
      [
        hashToken(token),
        user.id,
        user.email,
        new Date(services.now().getTime() + VERIFY_EMAIL_TTL_MS),
      ],
    );
    await sendMail(
      { db: tx, log: services.log },
      {
        to: user.email,
        subject: 'Confirme seu e-mail na Aula',
        body: `Olá, ${user.name}!\n\nConfirme seu e-mail para receber os avisos da Aula. O link vale por 24 horas.`,
        action: { label: 'Confirmar e-mail', path: `/verificar-email?token=${token}` },
        userId: user.id,
      },
    );
  });
}

/**
 * "Novo acesso à sua conta" (issue 36 §2, ADR 045): a sign-in from a browser without this
 * account's device cookie. Not on the account's first sign-in (it has never been used:
 * `last_access_at` is empty), and always sent: a security notice ignores preferences.
 */
async function noticeNewDevice(
  { c, db, log, now }: Pick<HandlerContext<Endpoints['login']>, 'c' | 'db' | 'log' | 'now'>,
  user: UserRow,
) {
  if (!user.last_access_at) return;
  const { browser, os } = describeUserAgent(c.req.header('user-agent') ?? null);
  const ip = maskIp(c.get('ip') ?? null);
  await sendSecurityNotice(
    { db, log },
    {
      to: user.email,
      name: user.name,
      userId: user.id,
      subject: 'Novo acesso à sua conta',
      lines: [
        'Sua conta da Aula foi acessada de um navegador ou aparelho que não conhecíamos.',
        '',
        `Quando: ${schoolDateTime(now())}`,
        `Navegador: ${browser ?? 'desconhecido'}`,
        `Sistema: ${os ?? 'desconhecido'}`,
        `Endereço IP: ${ip ?? 'desconhecido'}`,
        '',
        'Se foi você, não precisa fazer nada.',
      ],
      action: { label: 'Ver meus dispositivos', path: '/eu/dispositivos' },
    },
  );
}

export const authHandlers: Pick<
  Handlers,
  | 'csrfCookie'
  | 'login'
  | 'logout'
  | 'me'
  | 'register'
  | 'verifyEmail'
  | 'forgotPassword'
  | 'resetPassword'
  | 'finishRegistrationShow'
  | 'finishRegistration'
> = {
  async csrfCookie({ c, sessions, secureCookies }) {
    const current = c.get('session');
    const id = c.get('sessionId');
    const session =
      current && id ? { id, csrfToken: current.csrfToken } : await sessions.create(null);
    writeSessionCookies(c, session, secureCookies);
    return undefined;
  },

  async login(services) {
    const { c, db, body, sessions, throttle, limits, passwords, devices, secureCookies } = services;
    const ip = c.get('ip');
    const user = await findUserByEmail(db, body.email);
    // A browser where this account signed in before (device.ts) skips the per-address cap and
    // the queue of strangers; it still has the account's own five tries.
    const knownDevice =
      user !== undefined && (await devices.userOf(getCookie(c, DEVICE_COOKIE))) === user.id;
    // The counts are taken before the password is checked: a burst cannot outrun them.
    const key = `login:${body.email.trim().toLowerCase()}|${ip}`;
    const ipKey = `login-ip:${ip}`;
    await reserveAttempt(throttle, key, limits.login, 'login');
    if (!knownDevice) await reserveAttempt(throttle, ipKey, limits.loginPerIp, 'login');
    // Unknown e-mails cost a hash too, so timing does not tell which accounts exist.
    const ok = await passwords.verify(ip, body.password, user?.password_hash, knownDevice);
    if (!user || !ok) {
      throw new HttpError(422, 'InvalidAuthenticationException', 'E-mail e/ou senha incorretos.');
    }
    // A success resets the account's count and is not held against its address.
    await throttle.clear(key);
    if (!knownDevice) await throttle.release(ipKey);
    // An active trial period's offer reaches the account when it signs in (ADR 023).
    await grantTrials(db, user.id, services.now());
    if (!knownDevice) await noticeNewDevice(services, user);
    writeDeviceCookie(c, await devices.issue(user.id), secureCookies);
    // Signing in while signed in starts a new session: the old one is deleted, never reused.
    const session = await sessions.rotate(c.get('session'), user.id);
    writeSessionCookies(c, session, secureCookies);
    return undefined;
  },

  async logout({ c, sessions, secureCookies }) {
    const session = c.get('session');
    if (session) await sessions.destroy(session);
    clearSessionCookies(c, secureCookies);
    return undefined;
  },

  async me({ viewer }) {
    return { data: viewer };
  },

  async register(services) {
    const { c, db, body, sessions, throttle, limits, passwords, secureCookies } = services;
    await reserveAttempt(throttle, `register-ip:${c.get('ip')}`, limits.registerPerIp, 'cadastro');
    if (body.password !== body.password_confirmation) throw confirmationMismatch();
    if (await findUserByEmail(db, body.email)) throw emailTaken();
    const hash = await passwords.hash(c.get('ip'), body.password);
    // The account and its consent together: no account exists without the acceptance on record.
    const user = await db.transaction(async (tx) => {
      const [made] = await tx.query<Viewer>(
        `insert into users (name, email, password_hash) values ($1, $2, $3)
         on conflict do nothing returning ${USER_COLUMNS}`,
        [body.name, body.email.trim(), hash],
      );
      // The form's "Li e aceito" (the body's schema requires it): versions, time, short address.
      if (made) await recordConsent(tx, made.id, 'register', c.get('ip'));
      return made;
    });
    // Taken between the check and the insert (a double submit).
    if (!user) throw emailTaken();
    await sendVerification(services, user);
    await grantTrials(db, user.id, services.now());
    // A trial just granted made the account a student (ADR 031): answer the user as it is now.
    const [current] = await db.query<Viewer>(`select ${USER_COLUMNS} from users where id = $1`, [
      user.id,
    ]);
    // The browser that created the account is its first known device (no new-device notice).
    writeDeviceCookie(c, await services.devices.issue(user.id), secureCookies);
    const session = await sessions.rotate(c.get('session'), user.id);
    writeSessionCookies(c, session, secureCookies);
    return { data: current ?? user };
  },

  async verifyEmail({ db, body, now }) {
    const [token] = await db.query<{
      id: number;
      user_id: number;
      expires_at: Date;
      used_at: Date | null;
      email_verified_at: Date | null;
    }>(
      `select t.id, t.user_id, t.expires_at, t.used_at, u.email_verified_at
         from user_tokens t join users u on u.id = t.user_id
        where t.kind = 'verify_email' and t.token_hash = $1`,
      [hashToken(body.token)],
    );
    if (!token) throw new HttpError(422, 'InvalidConfirmationToken', 'O token é inválido.');
    if (token.used_at || token.email_verified_at) {
      throw new HttpError(409, 'EmailAlreadyVerifiedException', 'Este e-mail já foi verificado.');
    }
    if (new Date(token.expires_at) <= now()) {
      throw new HttpError(422, 'InvalidConfirmationToken', 'O token expirou.');
    }
    await db.transaction(async (tx) => {
      await tx.query('update users set email_verified_at = now() where id = $1', [token.user_id]);
      await tx.query('update user_tokens set used_at = now() where id = $1', [token.id]);
    });
    return undefined;
  },

  async forgotPassword(services) {
    const { c, db, body, throttle, limits, now } = services;
    const key = `forgot:${body.email.trim().toLowerCase()}|${c.get('ip')}`;
    await reserveAttempt(throttle, key, limits.forgot, 'recuperação de senha');
    const user = await findUserByEmail(db, body.email);
    // An unknown e-mail is answered as a known one, and sent nothing (S60): the form does not
    // tell who has an account, as the login does not.
    if (!user) return undefined;
    const code = newCode();
    await db.transaction(async (tx) => {
      // A new code replaces any earlier one.
      await tx.query("delete from user_tokens where kind = 'reset_password' and user_id = $1", [
        user.id,
      ]);
      await tx.query(
        `insert into user_tokens (kind, token_hash, user_id, email, expires_at)
         values ('reset_password', $1, $2, $3, $4)`,
        [
          hashCode(user.email, code),
          user.id,
          user.email,
          new Date(now().getTime() + RESET_CODE_TTL_MS),
        ],
      );
      await sendMail(
        { db: tx, log: services.log },
        {
          to: user.email,
          subject: 'Seu código para redefinir a senha',
          body: `Olá, ${user.name}! Seu código para redefinir a senha:\n\n${code}\n\nEle vale por ${RESET_CODE_TTL_MS / 60_000} minutos. Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.`,
          userId: user.id,
        },
      );
    });
    return undefined;
  },

  async resetPassword({ c, db, body, now, sessions, passwords }) {
    if (body.password !== body.password_confirmation) throw confirmationMismatch();
    const invalid = () =>
      new HttpError(422, 'InvalidPasswordCodeException', 'O código informado está incorreto.');
    // The try is counted before the code is compared, in one statement: parallel guesses each
    // take one of the code's tries, and none is compared once they are used up.
    const [token] = await db.query<{ id: number; user_id: number; token_hash: string }>(
      `update user_tokens set attempts = attempts + 1
        where id = (select id from user_tokens
                     where kind = 'reset_password' and lower(email) = lower($1)
                       and used_at is null and expires_at > $2
                     order by id desc limit 1)
          and attempts < $3
        returning id, user_id, token_hash`,
      [body.email.trim(), now().toISOString(), RESET_CODE_ATTEMPTS],
    );
    if (!token || !constantTimeEqual(token.token_hash, hashCode(body.email, body.code))) {
      throw invalid();
    }
    const hash = await passwords.hash(c.get('ip'), body.password);
    await db.transaction(async (tx) => {
      // Used once: a second request with the same code finds it taken.
      const [used] = await tx.query(
        'update user_tokens set used_at = now() where id = $1 and used_at is null returning id',
        [token.id],
      );
      if (!used) throw invalid();
      await tx.query('update users set password_hash = $1 where id = $2', [hash, token.user_id]);
    });
    // A new password signs every other device out.
    await sessions.destroyForUser(token.user_id);
    return undefined;
  },

  async finishRegistrationShow({ db, params, now }) {
    const invitation = await findInvitation(db, params.token, now());
    if (!invitation) throw new HttpError(404, 'InvalidConfirmationToken', 'O token é inválido.');
    return { data: { email: invitation.email, name: invitation.name } };
  },

  async finishRegistration({ c, db, body, now, sessions, passwords, devices, secureCookies }) {
    if (body.password !== body.password_confirmation) throw confirmationMismatch();
    const invitation = await findInvitation(db, body.token, now());
    if (!invitation) throw new HttpError(422, 'InvalidConfirmationToken', 'O token é inválido.');
    if (invitation.product_id === null) {
      throw new HttpError(404, 'OrderNotFoundException', 'O pedido não existe.');
    }
    const hash = await passwords.hash(c.get('ip'), body.password);
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: number }>(
        // Student by the invitation's subscription below (the enrollments' trigger, ADR 031).
        `insert into users (name, email, password_hash, email_verified_at)
         values ($1, $2, $3, now())
         on conflict ((lower(email))) do update
           set name = excluded.name, password_hash = excluded.password_hash,
               email_verified_at = coalesce(users.email_verified_at, now())
         returning id`,
        [body.name, invitation.email, hash],
      );
      if (!user) throw unauthenticated();
      await tx.query(
        'insert into enrollments (user_id, product_id) values ($1, $2) on conflict do nothing',
        [user.id, invitation.product_id],
      );
      await tx.query('update user_tokens set used_at = now() where id = $1', [invitation.id]);
      await recordConsent(tx, user.id, 'finish_registration', c.get('ip'));
      return user.id;
    });
    await grantTrials(db, userId, now());
    writeDeviceCookie(c, await devices.issue(userId), secureCookies);
    const session = await sessions.rotate(c.get('session'), userId);
    writeSessionCookies(c, session, secureCookies);
    return undefined;
  },
};
