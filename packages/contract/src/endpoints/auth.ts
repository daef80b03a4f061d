import { z } from 'zod/mini';
import { envelope, text, trimmedText } from '../entities/common';
import { userSchema } from '../entities/user';
import { endpoint } from './define';

/** Longest password the API accepts; longer input is refused before hashing. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_MIN_LENGTH = 8;

const email = z.email().check(z.maxLength(255));
const newPassword = text(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
const name = trimmedText(2, 120);
const confirmation = z.string().check(z.maxLength(PASSWORD_MAX_LENGTH));

export const loginBodySchema = z.object({
  email,
  password: text(1, PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const meResponseSchema = envelope(userSchema);
export type MeResponse = z.infer<typeof meResponseSchema>;

export const registerBodySchema = z.object({
  name,
  email,
  password: newPassword,
  password_confirmation: confirmation,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const tokenSchema = text(10, 200);

export const verifyEmailBodySchema = z.object({ token: tokenSchema });
export const forgotPasswordBodySchema = z.object({ email });
export const resetPasswordBodySchema = z.object({
  email,
  code: z.string().check(z.regex(/^\d{6}$/)),
  password: newPassword,
  password_confirmation: confirmation,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const finishRegistrationBodySchema = z.object({
  token: tokenSchema,
  name,
  password: newPassword,
  password_confirmation: confirmation,
});
export type FinishRegistrationBody = z.infer<typeof finishRegistrationBodySchema>;
/** The end of the Discord OAuth round trip: the code to exchange and the state we sent. */
export const discordCallbackBodySchema = z.object({
  code: text(1, 512),
  state: text(16, 128),
});
export const discordConnectionSchema = z.object({
  connected: z.boolean(),
  username: z.nullable(z.string()),
  connected_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type DiscordConnection = z.infer<typeof discordConnectionSchema>;

export const authEndpoints = {
  /** Starts a session and sets the XSRF-TOKEN cookie (Laravel Sanctum's SPA flow). */
  csrfCookie: endpoint({
    method: 'GET',
    path: 'sanctum/csrf-cookie',
    summary: 'Starts a session and sets the XSRF-TOKEN cookie',
    access: 'public',
  }),
  login: endpoint({
    method: 'POST',
    path: 'login',
    summary: 'Signs in; rotates the session id',
    access: 'guest',
    body: loginBodySchema,
    errors: ['InvalidAuthenticationException', 'ValidationException'],
  }),
  logout: endpoint({
    method: 'POST',
    path: 'logout',
    summary: 'Signs out; destroys the session',
    access: 'public',
  }),
  me: endpoint({
    method: 'GET',
    path: 'api/me',
    summary: 'The signed-in user, or 401',
    access: 'user',
    response: meResponseSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: 'api/register',
    summary: 'Creates an account and sends the verification e-mail',
    access: 'guest',
    body: registerBodySchema,
    response: meResponseSchema,
    errors: ['UserHasBeenTakenException', 'ValidationException'],
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: 'api/email/verify',
    summary: 'Verifies an e-mail address with the token sent to it',
    access: 'public',
    body: verifyEmailBodySchema,
    errors: ['InvalidConfirmationToken', 'EmailAlreadyVerifiedException'],
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: 'api/forgot-password',
    summary: 'Step 1 of 2: sends a password code to the e-mail',
    access: 'guest',
    body: forgotPasswordBodySchema,
    errors: ['UserNotFoundException', 'ValidationException'],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'api/reset-password',
    summary: 'Step 2 of 2: sets a new password with the code',
    access: 'guest',
    body: resetPasswordBodySchema,
    errors: ['InvalidPasswordCodeException', 'ValidationException'],
  }),
  finishRegistrationShow: endpoint({
    method: 'GET',
    path: 'api/finish-registration/:token',
    summary: 'Step 1 of 2: who the invitation token is for',
    access: 'public',
    params: z.object({ token: tokenSchema }),
    response: envelope(z.object({ email, name: z.nullable(z.string()) })),
    errors: ['InvalidConfirmationToken'],
  }),
  finishRegistration: endpoint({
    method: 'POST',
    path: 'api/finish-registration',
    summary: 'Step 2 of 2: sets the name and password of an invited account',
    access: 'public',
    body: finishRegistrationBodySchema,
    errors: ['InvalidConfirmationToken', 'OrderNotFoundException', 'ValidationException'],
  }),
  /** Completes the Discord connection (the OAuth callback's code and state). */
  connectDiscord: endpoint({
    method: 'POST',
    path: 'api/me/discord',
    summary: 'Completes the Discord connection with the OAuth code; checks the state it issued',
    access: 'user',
    body: discordCallbackBodySchema,
    response: envelope(discordConnectionSchema),
    errors: ['InvalidConfirmationToken', 'ValidationException'],
  }),
  /** Starts the Discord connection: the authorisation address with a fresh state. */
  startDiscord: endpoint({
    method: 'POST',
    path: 'api/me/discord/start',
    summary: 'Issues an OAuth state and returns the Discord authorisation address',
    access: 'user',
    response: envelope(z.object({ authorize_url: z.string(), state: z.string() })),
  }),
} as const;
