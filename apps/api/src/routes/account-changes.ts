import {
  formatWhatsapp,
  normalizeWhatsapp,
  WHATSAPP_PROBLEM_MESSAGES,
  whatsappProblem,
} from '@aula/contract';
import {
  ACCOUNT_CODE_ATTEMPTS,
  type CodePurpose,
  checkAccountCode,
  codeError,
  confirmedStep,
  issueAccountCode,
  RESEND_COOLDOWN_MS,
  useAccountCode,
} from '../auth/account-codes';
import { sendMail } from '../auth/mail';
import type { Services } from '../env';
import { HttpError } from '../http';
import { sendSecurityNotice } from '../notifications/produce';
import { toUser, USER_COLUMNS, type UserRow } from '../queries/users';
import { confirmationMismatch, emailTaken, findUserByEmail } from './auth';
import type { Handlers } from './define';

/** Signs out every other session of the user (after a new e-mail or password). */
async function signOutOthers(services: Pick<Services, 'db'>, userId: number, current?: string) {
  await services.db.query('delete from sessions where user_id = $1 and id_hash <> $2', [
    userId,
    current ?? '',
  ]);
}

/** The unique index said no: someone took the address or number between the check and now. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

const ownEmail = () =>
  new HttpError(422, 'OwnEmailNotAllowedException', 'Este já é o seu e-mail.', {
    email: ['Este já é o seu e-mail. Informe um endereço diferente.'],
  });
const invalidWhatsapp = (message: string) =>
  new HttpError(422, 'InvalidWhatsappNumberException', message, { whatsapp: [message] });
const whatsappTaken = () =>
  new HttpError(
    422,
    'OwnWhatsappNotAllowedException',
    'Este número de WhatsApp já está cadastrado.',
    { whatsapp: ['Este número de WhatsApp já está cadastrado.'] },
  );

/**
 * Issues a code of a flow and delivers it (the mail sink in development); answers `CodeSent`.
 * `sentTo` is the address as the person knows it, when it differs from the delivery address.
 */
async function sendCode(
  services: Services & { viewer: { id: number } },
  input: {
    purpose: CodePurpose;
    target?: string;
    to: string;
    sentTo?: string;
    subject: string;
    body: (code: string) => string;
    kind?: string;
  },
) {
  const sent = await issueAccountCode(services, {
    userId: services.viewer.id,
    purpose: input.purpose,
    target: input.target ?? null,
  });
  await sendMail(services, {
    to: input.to,
    subject: input.subject,
    body: input.body(sent.code),
    userId: services.viewer.id,
    ...(input.kind ? { kind: input.kind } : {}),
  });
  return {
    data: {
      sent_to: input.sentTo ?? input.to,
      expires_in: sent.expires_in,
      resend_in: sent.resend_in,
    },
  };
}

export const accountChangeHandlers: Pick<
  Handlers,
  | 'requestEmailChangeCode'
  | 'confirmEmailChangeCode'
  | 'requestNewEmailCode'
  | 'confirmNewEmail'
  | 'requestPasswordChangeCode'
  | 'changePassword'
  | 'requestWhatsappChange'
  | 'confirmWhatsappChange'
  | 'pendingWhatsappChange'
  | 'removeWhatsapp'
> = {
  async requestEmailChangeCode(services) {
    const { viewer } = services;
    return sendCode(services, {
      purpose: 'email_change_current',
      to: viewer.email,
      subject: 'Código para trocar seu e-mail na Aula',
      body: (code) =>
        `Olá, ${viewer.name}! Seu código para confirmar a troca de e-mail:\n\n${code}\n\nEle vale por 10 minutos. Se não foi você, ignore esta mensagem e troque sua senha.`,
    });
  },

  async confirmEmailChangeCode(services) {
    const { viewer, body, db } = services;
    const errorCode = 'InvalidEmailChangeCodeException';
    const code = await checkAccountCode(services, {
      userId: viewer.id,
      purpose: 'email_change_current',
      code: body.code,
      errorCode,
    });
    await useAccountCode(db, { id: code.id, errorCode, confirmOnly: true });
    return undefined;
  },

  async requestNewEmailCode(services) {
    const { viewer, body, db } = services;
    if (!(await confirmedStep(services, viewer.id, 'email_change_current'))) {
      throw codeError(
        'InvalidEmailChangeCodeException',
        'Confirme primeiro que é você com o código enviado ao seu e-mail atual.',
      );
    }
    // The same normalisation as registration: trimmed, compared without case.
    const email = body.email.trim();
    if (email.toLowerCase() === viewer.email.toLowerCase()) throw ownEmail();
    if (await findUserByEmail(db, email)) throw emailTaken();
    return sendCode(services, {
      purpose: 'email_change_new',
      target: email,
      to: email,
      subject: 'Confirme seu novo e-mail na Aula',
      body: (code) =>
        `Olá, ${viewer.name}! Seu código para confirmar este endereço como seu novo e-mail:\n\n${code}\n\nEle vale por 10 minutos.`,
    });
  },

  async confirmNewEmail(services) {
    const { viewer, body, db, c } = services;
    const errorCode = 'InvalidEmailChangeCodeException';
    const step = await confirmedStep(services, viewer.id, 'email_change_current');
    if (!step) {
      throw codeError(
        errorCode,
        'A confirmação do seu e-mail atual expirou. Comece a troca de novo.',
      );
    }
    const code = await checkAccountCode(services, {
      userId: viewer.id,
      purpose: 'email_change_new',
      code: body.code,
      errorCode,
    });
    const newEmail = code.target ?? '';
    const user = await db
      .transaction(async (tx) => {
        await useAccountCode(tx, { id: code.id, errorCode });
        await tx.query('update account_codes set used_at = now() where id = $1', [step.id]);
        const [row] = await tx.query<UserRow>(
          `update users set email = $2, email_verified_at = now() where id = $1
           returning ${USER_COLUMNS}`,
          [viewer.id, newEmail],
        );
        return row;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      });
    if (!user) throw new HttpError(404, 'UserNotFoundException', 'O usuário não existe.');
    await sendMail(services, {
      to: viewer.email,
      subject: 'Seu e-mail na Aula foi trocado',
      body: `Olá, ${viewer.name}! O e-mail da sua conta na Aula foi trocado para ${newEmail}. Se não foi você, responda a esta mensagem ou fale com o suporte agora.`,
      userId: viewer.id,
    });
    // The new address hears of it too; security notices ignore preferences (ADR 040).
    await sendSecurityNotice(services, {
      to: newEmail,
      name: viewer.name,
      userId: viewer.id,
      subject: 'Este é o novo e-mail da sua conta na Aula',
      lines: [`O e-mail da sua conta na Aula foi trocado de ${viewer.email} para ${newEmail}.`],
    });
    await signOutOthers(services, viewer.id, c.get('session')?.idHash);
    return { data: toUser(user) };
  },

  async requestPasswordChangeCode(services) {
    const { viewer } = services;
    return sendCode(services, {
      purpose: 'password_change',
      to: viewer.email,
      subject: 'Código para trocar sua senha na Aula',
      body: (code) =>
        `Olá, ${viewer.name}! Seu código para trocar a senha:\n\n${code}\n\nEle vale por 10 minutos. Se não foi você, ignore esta mensagem.`,
    });
  },

  async changePassword(services) {
    const { viewer, body, db, c, passwords } = services;
    if (body.password !== body.password_confirmation) throw confirmationMismatch();
    const errorCode = 'PasswordChangeCodeNotValidException';
    const code = await checkAccountCode(services, {
      userId: viewer.id,
      purpose: 'password_change',
      code: body.code,
      errorCode,
    });
    const hash = await passwords.hash(c.get('ip'), body.password);
    await db.transaction(async (tx) => {
      await useAccountCode(tx, { id: code.id, errorCode });
      await tx.query('update users set password_hash = $2 where id = $1', [viewer.id, hash]);
    });
    await sendSecurityNotice(services, {
      to: viewer.email,
      name: viewer.name,
      userId: viewer.id,
      subject: 'Sua senha na Aula foi trocada',
      lines: ['A senha da sua conta na Aula acabou de ser trocada.'],
    });
    await signOutOthers(services, viewer.id, c.get('session')?.idHash);
    return undefined;
  },

  async requestWhatsappChange(services) {
    const { body, db } = services;
    const problem = whatsappProblem(body.whatsapp);
    const number = normalizeWhatsapp(body.whatsapp);
    if (problem || !number)
      throw invalidWhatsapp(WHATSAPP_PROBLEM_MESSAGES[problem ?? 'incomplete']);
    const [taken] = await db.query('select 1 from users where whatsapp = $1', [number]);
    if (taken) throw whatsappTaken();
    // No WhatsApp sender yet: the PIN is an outbox row of its own kind, never sent by SMTP; it is
    // read in the local mailbox (and, for the journeys, in MAIL_DIR). ADR 039.
    return sendCode(services, {
      purpose: 'whatsapp_change',
      target: number,
      kind: 'whatsapp',
      to: `+${number}`,
      sentTo: formatWhatsapp(number),
      subject: 'PIN do WhatsApp da Aula',
      body: (code) =>
        `Aula: seu PIN para confirmar este número é ${code}. Ele vale por 10 minutos.`,
    });
  },

  async confirmWhatsappChange(services) {
    const { viewer, body, db } = services;
    const errorCode = 'InvalidWhatsappChangeCodeException';
    const code = await checkAccountCode(services, {
      userId: viewer.id,
      purpose: 'whatsapp_change',
      code: body.code,
      errorCode,
    });
    const user = await db
      .transaction(async (tx) => {
        await useAccountCode(tx, { id: code.id, errorCode });
        const [row] = await tx.query<UserRow>(
          `update users set whatsapp = $2 where id = $1 returning ${USER_COLUMNS}`,
          [viewer.id, code.target],
        );
        return row;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw whatsappTaken();
        throw error;
      });
    if (!user) throw new HttpError(404, 'UserNotFoundException', 'O usuário não existe.');
    return { data: toUser(user) };
  },
  /** The live PIN of the WhatsApp flow (not used, not expired, tries left), or null. */
  async pendingWhatsappChange({ db, viewer, now }) {
    const at = now();
    const [row] = await db.query<{ target: string | null; expires_at: Date; created_at: Date }>(
      `select target, expires_at, created_at from account_codes
        where id = (select id from account_codes
                     where user_id = $1 and purpose = 'whatsapp_change' order by id desc limit 1)
          and used_at is null and confirmed_at is null and expires_at > $2 and attempts < $3`,
      [viewer.id, at.toISOString(), ACCOUNT_CODE_ATTEMPTS],
    );
    if (!row?.target) return { data: null };
    const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
    const whatsapp = formatWhatsapp(row.target);
    return {
      data: {
        sent_to: whatsapp,
        whatsapp,
        expires_in: Math.max(1, seconds(new Date(row.expires_at).getTime() - at.getTime())),
        resend_in: seconds(new Date(row.created_at).getTime() + RESEND_COOLDOWN_MS - at.getTime()),
      },
    };
  },

  /** Removes the saved number; a PIN waiting for a new one stops working too. */
  async removeWhatsapp({ db, viewer, now }) {
    const user = await db.transaction(async (tx) => {
      await tx.query(
        `update account_codes set used_at = $2
          where user_id = $1 and purpose = 'whatsapp_change' and used_at is null`,
        [viewer.id, now().toISOString()],
      );
      const [row] = await tx.query<UserRow>(
        `update users set whatsapp = null where id = $1 returning ${USER_COLUMNS}`,
        [viewer.id],
      );
      return row;
    });
    if (!user) throw new HttpError(404, 'UserNotFoundException', 'O usuário não existe.');
    return { data: toUser(user) };
  },
};
