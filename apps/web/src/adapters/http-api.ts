import {
  ApiError,
  buildPath,
  type EndpointDef,
  endpoints,
  errorBodySchema,
  resolveErrorCode,
  toSearchParams,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@aula/contract';
import {
  type ApiAdapter,
  errorMessage,
  statusMessages,
  tooManyRequestsMessage,
} from '@aula/features';
import { readCookie } from './cookies';

export interface HttpApiOptions {
  /** The API's base address (configuration); relative addresses resolve against the page. */
  baseUrl: string;
  /** Where the web app itself is served (the build file); defaults to the page's origin. */
  appBaseUrl?: string;
  fetch?: typeof fetch;
  /** Reads the XSRF cookie; the default reads `document.cookie`. */
  readXsrfCookie?: () => string | undefined;
  /** How many times an idempotent GET is retried on a network error or a 5xx (default 2). */
  retries?: number;
  /** First retry delay in ms, doubled on each attempt (default 300). */
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** A 401 on any call: the app clears the stored user. */
  onUnauthorized?: (error: ApiError) => void;
  /** A 419: the app warns about the anti-forgery mismatch, nothing else. */
  onCsrfMismatch?: (error: ApiError) => void;
  /** A body that is not what the contract says: reported, then shown as an error. */
  onMalformedResponse?: (error: ApiError) => void;
  /**
   * Answers the server embedded in the page (the session's `api/me`), by endpoint name: each
   * answers the first GET of its endpoint once, checked by the contract like a response; one
   * that breaks it is reported and the endpoint asked instead. Any call that changes state
   * (a login, a logout) discards the ones not used yet.
   */
  initialAnswers?: Partial<Record<keyof typeof endpoints, unknown>>;
}

interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function baseOf(url: string) {
  return new URL(
    url.endsWith('/') ? url : `${url}/`,
    typeof location === 'undefined' ? 'http://localhost/' : location.href,
  );
}

/** The real ApiAdapter over `fetch`, following the product spec's section 7 to the letter. */
export function createHttpApi(options: HttpApiOptions): ApiAdapter {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readXsrf = options.readXsrfCookie ?? (() => readCookie(XSRF_COOKIE));
  const sleep = options.sleep ?? defaultSleep;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const apiBase = baseOf(options.baseUrl);
  const appBase = baseOf(options.appBaseUrl ?? '/');
  let csrfInFlight: Promise<void> | null = null;

  /** One CSRF-cookie fetch shared by every request waiting on it. */
  function ensureCsrfCookie(): Promise<void> {
    if (readXsrf()) return Promise.resolve();
    csrfInFlight ??= send(endpoints.csrfCookie, {}, false)
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

  async function send(def: EndpointDef, input: CallInput, withCsrf: boolean): Promise<unknown> {
    const url = new URL(buildPath(def.path, input.params), def.base === 'app' ? appBase : apiBase);
    url.search = toSearchParams(input.query).toString();
    // The anti-forgery token goes only to our own API, never to another origin.
    const csrf = withCsrf && url.origin === apiBase.origin;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (csrf) {
      await ensureCsrfCookie();
      const token = readXsrf();
      if (token) headers[XSRF_HEADER] = token;
    }
    let method: string = def.method;
    let body: BodyInit | null = null;
    if (input.body instanceof FormData) {
      // Browsers and PHP parse multipart bodies on POST only: spoof the method (Laravel's way).
      if (method === 'PUT') {
        input.body.set('_method', 'PUT');
        method = 'POST';
      }
      body = input.body;
    } else if (input.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.body);
    }

    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, credentials: 'include' });
    } catch (cause) {
      throw fail(0, 'ServerErrorException', statusMessages.network, { cause });
    }

    const text = await response.text().catch(() => '');
    let json: unknown;
    let isJson = false;
    if (text) {
      try {
        json = JSON.parse(text);
        isJson = true;
      } catch {
        isJson = false;
      }
    }

    if (!response.ok) {
      const status = response.status;
      if (status === 419) {
        const error = fail(419, 'ServerErrorException', statusMessages.csrfMismatch);
        options.onCsrfMismatch?.(error);
        throw error;
      }
      if (status === 429) {
        const wait = Number(response.headers.get('retry-after'));
        throw fail(429, 'ServerErrorException', tooManyRequestsMessage(wait));
      }
      if (status === 503) throw fail(503, 'ServerErrorException', statusMessages.busy);
      const code = resolveErrorCode(isJson ? json : undefined);
      const parsed = errorBodySchema.safeParse(json);
      const fieldErrors = parsed.success ? (parsed.data.errors ?? {}) : {};
      const error = fail(status, code, errorMessage(code), { fieldErrors });
      if (status === 401) options.onUnauthorized?.(error);
      throw error;
    }

    if (!def.response) return undefined;
    const parsed = isJson ? def.response.safeParse(json) : undefined;
    if (!parsed?.success) {
      const error = fail(
        response.status,
        'ServerErrorException',
        statusMessages.malformedResponse,
        {
          cause: parsed?.error ?? new Error(`${def.method} ${def.path} answered a non-JSON body`),
        },
      );
      options.onMalformedResponse?.(error);
      throw error;
    }
    return parsed.data;
  }

  const initial = new Map<EndpointDef, unknown>();
  for (const [name, answer] of Object.entries(options.initialAnswers ?? {})) {
    const def = (endpoints as Record<string, EndpointDef>)[name];
    if (def?.method === 'GET' && def.response && answer !== undefined) initial.set(def, answer);
  }
  /** The embedded answer for this read, once; undefined when there is none (or it is broken). */
  function takeInitial(def: EndpointDef): { data: unknown } | undefined {
    if (!initial.has(def)) return undefined;
    const answer = initial.get(def);
    initial.delete(def);
    const parsed = def.response?.safeParse(answer);
    if (parsed?.success) return { data: parsed.data };
    options.onMalformedResponse?.(
      fail(200, 'ServerErrorException', statusMessages.malformedResponse, {
        cause: parsed?.error ?? new Error(`the page's answer for ${def.path} is not readable`),
      }),
    );
    return undefined;
  }

  async function call(def: EndpointDef, input: CallInput = {}): Promise<unknown> {
    // Every method but GET changes state: it carries the CSRF token and is never retried. It may
    // change what the page's answers said (a login, a logout): they are forgotten.
    if (def.method !== 'GET') {
      initial.clear();
      return send(def, input, true);
    }
    const embedded = takeInitial(def);
    if (embedded) return embedded.data;
    // Idempotent reads retry on network errors and 5xx, with backoff; mutations never do.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send(def, input, false);
      } catch (error) {
        const retriable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (!retriable || attempt >= retries) throw error;
        await sleep(retryDelayMs * 2 ** attempt);
      }
    }
  }

  const adapter: Record<string, (input?: CallInput) => Promise<unknown>> = {};
  for (const [name, def] of Object.entries(endpoints) as [string, EndpointDef][]) {
    adapter[name] = (input) => call(def, input);
  }
  return adapter as unknown as ApiAdapter;
}
