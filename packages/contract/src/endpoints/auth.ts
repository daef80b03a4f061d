import { z } from 'zod/mini';
import { email as emailAddress, envelope, str, text } from '../entities/common';
import { personName } from '../entities/person-name';
import { userSchema } from '../entities/user';
import { ACCEPT_TERMS_REQUIRED } from '../legal';
import { endpoint } from './define';

/** Longest password the API accepts; longer input is refused before hashing. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_MIN_LENGTH = 8;

const email = emailAddress().check(z.maxLength(255));
const newPassword = text(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
const name = personName();
const confirmation = str(z.maxLength(PASSWORD_MAX_LENGTH));
/** The sign-up's "Li e aceito os Termos de uso e o Aviso de privacidade" (ADR 047). */
const acceptTerms = z.literal(true, { error: ACCEPT_TERMS_REQUIRED });

export const loginBodySchema = z.object({
  email,
  password: text(1, PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** An answer that carries a user: `{ data: user }` (what `register` returns). */
export const meResponseSchema = envelope(userSchema);
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * What `api/me` may answer. The product spec (section 3) reads the user "from a field named data,
 * and an empty object is used when it is absent": `{}`, `{"data": null}` and `{"data": {}}` are
 * answers without a user (nobody is signed in), not broken ones. Anything else must carry a whole
 * user in `data`: `{"data": {"id": 1}}` or a user outside `data` still break the contract.
 */
export const sessionResponseSchema = z.union([
  meResponseSchema,
  z.strictObject({ data: z.optional(z.nullable(z.strictObject({}))) }),
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const registerBodySchema = z.object({
  name,
  email,
  password: newPassword,
  password_confirmation: confirmation,
  accept_terms: acceptTerms,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const tokenSchema = text(10, 200);

export const verifyEmailBodySchema = z.object({ token: tokenSchema });
export const forgotPasswordBodySchema = z.object({ email });
export const resetPasswordBodySchema = z.object({
  email,
  code: str(z.regex(/^\d{6}$/)),
  password: newPassword,
  password_confirmation: confirmation,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const finishRegistrationBodySchema = z.object({
  token: tokenSchema,
  name,
  password: newPassword,
  password_confirmation: confirmation,
  accept_terms: acceptTerms,
});
export type FinishRegistrationBody = z.infer<typeof finishRegistrationBodySchema>;
/**
 * The end of the Discord OAuth round trip: the state we sent, and the code to exchange or the
 * `error` Discord sent instead (`access_denied` when the person declined; the state is spent).
 */
export const discordCallbackBodySchema = z.object({
  code: z.optional(text(1, 512)),
  state: text(16, 128),
  error: z.optional(text(1, 64)),
});
export const discordConnectionSchema = z.object({
  connected: z.boolean(),
  username: z.nullable(z.string()),
  connected_at: z.nullable(z.iso.datetime({ offset: true })),
  /** No Discord application is configured: connecting is a demonstration that never leaves. */
  simulated: z.optional(z.boolean()),
});
export type DiscordConnection = z.infer<typeof discordConnectionSchema>;

export const authEndpoints = {
  /** Starts a session and sets the XSRF-TOKEN cookie (Laravel Sanctum's SPA flow). */
  csrfCookie: endpoint({
    method: 'GET',
    path: 'sanctum/csrf-cookie',
    access: 'public',
  }),
  /**
   * Anyone may sign in: a caller who is signed in already gets a new session for the account whose
   * password was given (the old session is deleted, never carried over). The app's page is guest-only.
   */
  login: endpoint({
    method: 'POST',
    path: 'login',
    access: 'public',
    body: loginBodySchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'logout',
    access: 'public',
  }),
  me: endpoint({
    method: 'GET',
    path: 'api/me',
    access: 'user',
    response: sessionResponseSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: 'api/register',
    access: 'guest',
    body: registerBodySchema,
    response: meResponseSchema,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: 'api/email/verify',
    access: 'public',
    body: verifyEmailBodySchema,
  }),
  /**
   * Public, as the app's `/esqueci-senha` page is (the spec excludes it from auth checks only):
   * asking for a code and setting a password with it never signs anyone in or out of this session.
   */
  forgotPassword: endpoint({
    method: 'POST',
    path: 'api/forgot-password',
    access: 'public',
    body: forgotPasswordBodySchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'api/reset-password',
    access: 'public',
    body: resetPasswordBodySchema,
  }),
  finishRegistrationShow: endpoint({
    method: 'GET',
    path: 'api/finish-registration/:token',
    access: 'public',
    params: z.object({ token: tokenSchema }),
    response: envelope(z.object({ email, name: z.nullable(z.string()) })),
  }),
  finishRegistration: endpoint({
    method: 'POST',
    path: 'api/finish-registration',
    access: 'public',
    body: finishRegistrationBodySchema,
  }),
  /** Completes the Discord connection (the OAuth callback's code and state). */
  connectDiscord: endpoint({
    method: 'POST',
    path: 'api/me/discord',
    access: 'user',
    body: discordCallbackBodySchema,
    response: envelope(discordConnectionSchema),
  }),
  /** Starts the Discord connection: the authorisation address with a fresh state. */
  startDiscord: endpoint({
    method: 'POST',
    path: 'api/me/discord/start',
    access: 'user',
    response: envelope(z.object({ authorize_url: z.string(), state: z.string() })),
  }),
} as const;
