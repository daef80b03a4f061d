import {
  authEndpoints,
  type ErrorCode,
  type FieldErrors,
  loginBodySchema,
  type User,
} from '@aula/contract';
import { delay, HttpResponse, http } from 'msw';
import { makeUser, mockCredentials } from './fixtures';

/** Matches an endpoint's path on any origin, so handlers serve the browser and node alike. */
const url = (path: string) => `*/${path}`;

const COOKIE_TOKEN = 'mock+token/with=chars';

/** The mock of Sanctum's CSRF endpoint: sets the JS-readable, URL-encoded XSRF-TOKEN cookie. */
export const csrfCookieHandler = http.get(url(authEndpoints.csrfCookie.path), () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the mock plays the browser receiving Set-Cookie
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(COOKIE_TOKEN)}; path=/`;
  return new HttpResponse(null, { status: 204 });
});

/** Answers with the catalogue's error shape. */
export function errorResponse(
  status: number,
  error?: ErrorCode | string,
  extra: { message?: string; errors?: FieldErrors } = {},
) {
  return HttpResponse.json(
    { ...(error ? { error } : {}), message: extra.message ?? 'Erro simulado.', ...extra },
    { status },
  );
}

export const meHandlers = {
  user: (user: User = makeUser()) =>
    http.get(url(authEndpoints.me.path), () => HttpResponse.json({ data: user })),
  guest: () =>
    http.get(url(authEndpoints.me.path), () =>
      HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    ),
  loading: () =>
    http.get(url(authEndpoints.me.path), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
};

export const loginHandlers = {
  /** Accepts the mock credentials, refuses others with InvalidAuthenticationException. */
  realistic: () =>
    http.post(url(authEndpoints.login.path), async ({ request }) => {
      const body = loginBodySchema.safeParse(await request.json().catch(() => null));
      if (
        body.success &&
        body.data.email === mockCredentials.email &&
        body.data.password === mockCredentials.password
      ) {
        return new HttpResponse(null, { status: 204 });
      }
      return errorResponse(422, 'InvalidAuthenticationException');
    }),
  invalidCredentials: () =>
    http.post(url(authEndpoints.login.path), () =>
      errorResponse(422, 'InvalidAuthenticationException'),
    ),
  validation: (errors: FieldErrors) =>
    http.post(url(authEndpoints.login.path), () =>
      errorResponse(422, 'ValidationException', { errors }),
    ),
  tooManyAttempts: () =>
    http.post(url(authEndpoints.login.path), () =>
      HttpResponse.json(
        { message: 'Too Many Attempts.' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    ),
  csrfMismatch: () =>
    http.post(url(authEndpoints.login.path), () =>
      HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
    ),
  serverErrorHtml: () =>
    http.post(
      url(authEndpoints.login.path),
      () =>
        new HttpResponse('<!doctype html><title>500</title><h1>Internal Server Error</h1>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
  networkError: () => http.post(url(authEndpoints.login.path), () => HttpResponse.error()),
  loading: () =>
    http.post(url(authEndpoints.login.path), async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }),
};

export const logoutHandler = http.post(url(authEndpoints.logout.path), () => {
  return new HttpResponse(null, { status: 204 });
});

/** A signed-out visitor who can sign in with the mock credentials. */
export const defaultHandlers = [
  csrfCookieHandler,
  meHandlers.guest(),
  loginHandlers.realistic(),
  logoutHandler,
];
