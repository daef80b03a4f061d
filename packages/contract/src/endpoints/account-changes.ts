import { z } from 'zod/mini';
import { email as emailAddress, envelope, intFrom, str } from '../entities/common';
import { userSchema } from '../entities/user';
import { WHATSAPP_PROBLEM_MESSAGES, whatsappProblem } from '../entities/whatsapp';
import type { ErrorCode } from '../errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { endpoint } from './define';

/**
 * The account-step flows of issue 17 (ADR 014): changing the e-mail (three steps), the password
 * (two) and the WhatsApp number (three). Each step that proves something sends a 6-digit code;
 * codes live 10 minutes, are stored hashed, allow 5 wrong tries and are used once.
 */

/** A six-digit code as typed in the PinInput. */
export const accountCodeSchema = str(
  z.regex(/^\d{6}$/, { error: 'Informe os 6 dígitos do código.' }),
);
export const accountCodeBodySchema = z.object({ code: accountCodeSchema });
export type AccountCodeBody = z.infer<typeof accountCodeBodySchema>;

/** Where a code went and when: the form shows the address and its "Reenviar código" countdown. */
export const codeSentSchema = z.object({
  /** The address or number the code was sent to, as the person knows it. */
  sent_to: z.string(),
  /** Seconds the code stays valid (600). Durations, not dates: the client's clock may be off. */
  expires_in: intFrom(1),
  /** Seconds until another code may be asked for (60): "Reenviar código" counts them down. */
  resend_in: intFrom(0),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/**
 * A WhatsApp PIN waiting to be typed (issue 33, item 19): the page opens its PIN step on load, so
 * a reload does not lose it. `whatsapp` is the number it was sent to, as typed (`+55 (21) 9…`).
 */
export const pendingWhatsappChangeSchema = z.object({
  ...codeSentSchema.shape,
  whatsapp: z.string(),
});
export type PendingWhatsappChange = z.infer<typeof pendingWhatsappChangeSchema>;

export const newEmailBodySchema = z.object({
  email: emailAddress().check(z.maxLength(255)),
});
export type NewEmailBody = z.infer<typeof newEmailBodySchema>;

export const passwordChangeBodySchema = z.object({
  code: accountCodeSchema,
  password: str(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH)),
  password_confirmation: str(z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** A Brazilian mobile number, typed with or without the mask; the messages name what is wrong. */
export const whatsappNumberSchema = str(
  z.maxLength(32),
  z.superRefine((value, ctx) => {
    const problem = whatsappProblem(value);
    // The API answers this failure with the catalogue's own code (S66), named on the issue.
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: WHATSAPP_PROBLEM_MESSAGES[problem],
        params: { errorCode: 'InvalidWhatsappNumberException' satisfies ErrorCode },
      });
  }),
);
export const whatsappChangeBodySchema = z.object({ whatsapp: whatsappNumberSchema });
export type WhatsappChangeBody = z.infer<typeof whatsappChangeBodySchema>;

export const accountChangeEndpoints = {
  /** E-mail step 1: a code to the current address, to confirm it is the owner asking. */
  requestEmailChangeCode: endpoint({
    method: 'POST',
    path: 'api/me/email-change/current-code',
    access: 'user',
    response: envelope(codeSentSchema),
  }),
  /** E-mail step 1, answered: the current address's code (`InvalidEmailChangeCodeException`). */
  confirmEmailChangeCode: endpoint({
    method: 'POST',
    path: 'api/me/email-change/current-code/verify',
    access: 'user',
    body: accountCodeBodySchema,
  }),
  /**
   * E-mail step 2: the new address (after step 1), which gets a code
   * (`OwnEmailNotAllowedException`, `UserHasBeenTakenException`). Asked again, it resends.
   */
  requestNewEmailCode: endpoint({
    method: 'POST',
    path: 'api/me/email-change/new-email',
    access: 'user',
    body: newEmailBodySchema,
    response: envelope(codeSentSchema),
  }),
  /** E-mail step 3: the new address's code; the address changes, the old one gets a notice. */
  confirmNewEmail: endpoint({
    method: 'POST',
    path: 'api/me/email-change/new-email/verify',
    access: 'user',
    body: accountCodeBodySchema,
    response: envelope(userSchema),
  }),
  /** Password step 1: a code to the account's address. */
  requestPasswordChangeCode: endpoint({
    method: 'POST',
    path: 'api/me/password-change/code',
    access: 'user',
    response: envelope(codeSentSchema),
  }),
  /** Password step 2: code, new password and its confirmation (`PasswordChangeCodeNotValidException`). */
  changePassword: endpoint({
    method: 'PUT',
    path: 'api/me/password',
    access: 'user',
    body: passwordChangeBodySchema,
  }),
  /**
   * WhatsApp step 1: the new number, which gets a PIN (`InvalidWhatsappNumberException`,
   * `OwnWhatsappNotAllowedException`). Asked again, it resends.
   */
  requestWhatsappChange: endpoint({
    method: 'POST',
    path: 'api/me/whatsapp-change',
    access: 'user',
    body: whatsappChangeBodySchema,
    response: envelope(codeSentSchema),
  }),
  /** WhatsApp step 2: the PIN (`InvalidWhatsappChangeCodeException`); the number is saved. */
  confirmWhatsappChange: endpoint({
    method: 'POST',
    path: 'api/me/whatsapp-change/verify',
    access: 'user',
    body: accountCodeBodySchema,
    response: envelope(userSchema),
  }),
  /** The WhatsApp PIN still waiting to be typed (live, not used up), or null. */
  pendingWhatsappChange: endpoint({
    method: 'GET',
    path: 'api/me/whatsapp-change',
    access: 'user',
    response: envelope(z.nullable(pendingWhatsappChangeSchema)),
  }),
  /** Removes the saved WhatsApp number (and any PIN waiting for a new one). */
  removeWhatsapp: endpoint({
    method: 'DELETE',
    path: 'api/me/whatsapp',
    access: 'user',
    response: envelope(userSchema),
  }),
} as const;
