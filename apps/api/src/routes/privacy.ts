import { deleteCookie } from 'hono/cookie';
import {
  checkAccountCode,
  issueAccountCode,
  RESEND_COOLDOWN_MS,
  useAccountCode,
} from '../auth/account-codes';
import { clearSessionCookies } from '../auth/cookies';
import { DEVICE_COOKIE } from '../auth/device';
import { sendMail } from '../auth/mail';
import { HttpError } from '../http';
import { deleteAccount } from '../privacy/deletion';
import { createExport, latestExport } from '../privacy/export';
import { reserveAttempt } from './auth';
import type { Handlers } from './define';

/** Exports a person may ask for in an hour (each one reads every table of theirs). */
const EXPORTS_PER_HOUR = { max: 5, windowMs: 60 * 60_000 };

const wrongPassword = () =>
  new HttpError(422, 'ValidationException', 'A senha está incorreta.', {
    password: ['A senha está incorreta.'],
  });

/** LGPD (issue 38 §2, ADR 044): the export of one's data and the deletion of one's account. */
export const privacyHandlers: Pick<
  Handlers,
  'getDataExport' | 'createDataExport' | 'requestAccountDeletionCode' | 'deleteAccount'
> = {
  async getDataExport(services) {
    return { data: await latestExport(services, services.viewer.id) };
  },

  async createDataExport(services) {
    const { viewer, throttle } = services;
    await reserveAttempt(throttle, `data-export:${viewer.id}`, EXPORTS_PER_HOUR, 'exportação');
    const made = await createExport(services, viewer.id);
    await sendMail(services, {
      to: viewer.email,
      subject: 'Seus dados estão prontos',
      body: `Olá, ${viewer.name}!\n\nA cópia dos seus dados na Aula está pronta. Baixe-a na página Privacidade da sua conta nas próximas 24 horas.\n\nSe não foi você que pediu, troque sua senha.`,
      action: { label: 'Baixar meus dados', path: '/eu/privacidade' },
      userId: viewer.id,
    });
    return { data: made };
  },

  async requestAccountDeletionCode(services) {
    const { viewer, body, db, passwords, c, throttle, limits } = services;
    if (viewer.is_admin) {
      throw new HttpError(
        403,
        'ServerErrorException',
        'Contas de administração não podem ser excluídas por aqui. Fale com outro administrador.',
      );
    }
    const [row] = await db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [viewer.id],
    );
    // The password is guessed no faster here than at sign-in (S16): a stolen session must not
    // become a way to try passwords.
    const key = `password-confirm:${viewer.id}`;
    await reserveAttempt(throttle, key, limits.login, 'confirmação de senha');
    if (!(await passwords.verify(c.get('ip'), body.password, row?.password_hash)))
      throw wrongPassword();
    await throttle.clear(key);
    const sent = await issueAccountCode(services, {
      userId: viewer.id,
      purpose: 'account_deletion',
    });
    await sendMail(services, {
      to: viewer.email,
      subject: 'Código para excluir sua conta na Aula',
      body: `Olá, ${viewer.name}! Seu código para confirmar a exclusão da sua conta:\n\n${sent.code}\n\nEle vale por 10 minutos. A exclusão não pode ser desfeita. Se não foi você, troque sua senha agora.`,
      userId: viewer.id,
    });
    return {
      data: {
        sent_to: viewer.email,
        expires_in: sent.expires_in,
        resend_in: Math.round(RESEND_COOLDOWN_MS / 1000),
      },
    };
  },

  async deleteAccount(services) {
    const { viewer, body, db, c, secureCookies } = services;
    const errorCode = 'InvalidAccountDeletionCodeException';
    const code = await checkAccountCode(services, {
      userId: viewer.id,
      purpose: 'account_deletion',
      code: body.code,
      errorCode,
    });
    // The code is spent first (a parallel second request gets "já foi usado"); the deletion
    // then removes the code's row with everything else of theirs.
    await useAccountCode(db, { id: code.id, errorCode });
    await deleteAccount(services, viewer.id);
    clearSessionCookies(c, secureCookies);
    deleteCookie(c, DEVICE_COOKIE, { path: '/', sameSite: 'Lax', secure: secureCookies });
    return undefined;
  },
};
