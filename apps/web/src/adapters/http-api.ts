import {
  ApiError,
  authEndpoints,
  type Endpoint,
  errorBodySchema,
  resolveErrorCode,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@aula/contract';
import { type ApiAdapter, errorMessage, statusMessages } from '@aula/features';
import type { z } from 'zod';
import { readCookie } from './cookies';

export interface HttpApiOptions {
  /** The API's base address (configuration); relative addresses resolve against the page. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Reads the XSRF cookie; the default reads `document.cookie`. */
  readXsrfCookie?: () => string | undefined;
  /** A 401 on any call: the app clears the stored user. */
  onUnauthorized?: (error: ApiError) => void;
  /** A 419: the app warns about the anti-forgery mismatch, nothing else. */
  onCsrfMismatch?: (error: ApiError) => void;
  /** A body that is not what the contract says: reported, then shown as an error. */
  onMalformedResponse?: (error: ApiError) => void;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The real ApiAdapter over `fetch`, following the product spec's section 7. */
export function createHttpApi(options: HttpApiOptions): ApiAdapter {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readXsrf = options.readXsrfCookie ?? (() => readCookie(XSRF_COOKIE));
  const base = new URL(
    options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    typeof location === 'undefined' ? 'http://localhost/' : location.href,
  );
  let csrfInFlight: Promise<void> | null = null;

  function urlOf(path: string) {
    return new URL(path, base);
  }

  /** One CSRF-cookie fetch shared by every request waiting on it. */
  function ensureCsrfCookie(): Promise<void> {
    if (readXsrf()) return Promise.resolve();
    csrfInFlight ??= send(authEndpoints.csrfCookie, undefined, false)
      .then(() => undefined)
      .finally(() => {
        csrfInFlight = null;
      });
    return csrfInFlight;
  }

  function fail(
    status: number,
    code: ApiError['code'],
    message: string,
    extra: Partial<Pick<ApiError, 'fieldErrors'>> & { cause?: unknown } = {},
  ) {
    return new ApiError({ code, status, message, ...extra });
  }

  async function send<T extends Endpoint>(
    endpoint: T,
    body: unknown,
    withCsrf = UNSAFE.has(endpoint.method),
  ): Promise<T['response'] extends z.ZodType ? z.infer<T['response']> : undefined> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (withCsrf) {
      await ensureCsrfCookie();
      const token = readXsrf();
      if (token) headers[XSRF_HEADER] = token;
    }
    let requestBody: BodyInit | undefined;
    let method: string = endpoint.method;
    if (body instanceof FormData) {
      // Browsers and PHP only parse multipart bodies on POST: spoof the method (Laravel's way).
      if (method === 'PUT') {
        body.set('_method', 'PUT');
        method = 'POST';
      }
      requestBody = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      requestBody = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await doFetch(urlOf(endpoint.path), {
        method,
        headers,
        body: requestBody ?? null,
        credentials: 'include',
      });
    } catch (cause) {
      throw fail(0, 'ServerErrorException', statusMessages.network, { cause });
    }

    const text = await response.text().catch(() => '');
    let json: unknown;
    let parsedJson = false;
    if (text) {
      try {
        json = JSON.parse(text);
        parsedJson = true;
      } catch {
        parsedJson = false;
      }
    }

    if (!response.ok) {
      const status = response.status;
      if (status === 419) {
        const error = fail(419, 'ServerErrorException', statusMessages.csrfMismatch);
        options.onCsrfMismatch?.(error);
        throw error;
      }
      if (status === 429) throw fail(429, 'ServerErrorException', statusMessages.tooManyRequests);
      const code = resolveErrorCode(parsedJson ? json : undefined);
      const parsedBody = errorBodySchema.safeParse(json);
      const fieldErrors = parsedBody.success ? (parsedBody.data.errors ?? {}) : {};
      const error = fail(status, code, errorMessage(code), { fieldErrors });
      if (status === 401) options.onUnauthorized?.(error);
      throw error;
    }

    const schema = endpoint.response;
    if (!schema) return undefined as never;
    const parsed = parsedJson ? schema.safeParse(json) : undefined;
    if (!parsed?.success) {
      const error = fail(
        response.status,
        'ServerErrorException',
        statusMessages.malformedResponse,
        {
          cause:
            parsed?.error ??
            new Error(`Response of ${endpoint.method} ${endpoint.path} is not JSON`),
        },
      );
      options.onMalformedResponse?.(error);
      throw error;
    }
    return parsed.data as never;
  }

  return {
    async me() {
      return (await send(authEndpoints.me, undefined)).data;
    },
    async login(body) {
      await send(authEndpoints.login, body);
    },
    async logout() {
      await send(authEndpoints.logout, undefined);
    },
  };
}
