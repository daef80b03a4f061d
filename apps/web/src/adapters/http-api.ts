import type { EndpointDef, EndpointName } from '@aula/contract';
import {
  ApiError,
  buildPath,
  type EndpointRoute,
  endpointUrl,
  fieldErrorsOfBody,
  firstRoutes,
  resolveErrorCode,
  routeOf,
  toSearchParams,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@aula/contract/site';
import {
  type ApiAdapter,
  errorMessage,
  statusMessages,
  tooManyRequestsMessage,
} from '@aula/features';
import { readCookie } from './cookies';
import { createLazyVideoUploader } from './lazy-video-upload';

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
   * Answers the server embedded in the page, by endpoint name (the session's `api/me`) or by the
   * read's address relative to the API base (`api/lectures/free`, the page's first reads): each
   * answers that GET once, without a request. The server checked each against the contract
   * before embedding it (it embeds none that fails), so they are taken as they are: no zod on
   * the first page (ADR 029). Any call that changes state (a login, a logout) discards the ones
   * not used yet.
   */
  initialAnswers?: Partial<Record<EndpointName, unknown>> & Record<string, unknown>;
  /**
   * The endpoints' schemas, which check every answer from the network. They load with the first
   * request (in parallel with it), not with the page (issue 21); tests pass them directly.
   */
  loadSchemas?: () => Promise<Record<string, EndpointDef>>;
}

interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultSchemas = () =>
  import('./endpoint-schemas').then((module) => module.endpoints as Record<string, EndpointDef>);

/** Fetches the schemas' code ahead of the first request (in the background; never fails). */
export function prefetchSchemas(): void {
  defaultSchemas().catch(() => undefined);
}
const routes: Record<string, EndpointRoute | undefined> = firstRoutes;

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
  let schemas: Promise<Record<string, EndpointDef>> | null = null;
  const schemaOf = async (name: string) => {
    schemas ??= (options.loadSchemas ?? defaultSchemas)().catch((error: unknown) => {
      schemas = null; // a failed chunk is asked for again on the next call
      throw error;
    });
    return (await schemas)[name];
  };

  const routeFromSchema = async (name: string) => {
    let def: EndpointDef | undefined;
    try {
      def = await schemaOf(name);
    } catch (cause) {
      // The schemas' chunk did not load (offline, a new deploy): the network message.
      throw fail(0, 'ServerErrorException', statusMessages.network, { cause });
    }
    if (!def) throw new Error(`No endpoint named ${name} in the contract`);
    return routeOf(def);
  };

  /** One CSRF-cookie fetch shared by every request waiting on it. */
  function ensureCsrfCookie(): Promise<void> {
    if (readXsrf()) return Promise.resolve();
    csrfInFlight ??= send('csrfCookie', firstRoutes.csrfCookie, {}, false)
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

  async function send(
    name: string,
    def: EndpointRoute,
    input: CallInput,
    withCsrf: boolean,
  ): Promise<unknown> {
    // The schemas load alongside the request; only the answer needs them.
    const schema = def.empty ? undefined : schemaOf(name);
    schema?.catch(() => undefined); // awaited below; a failure there is the call's failure
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
      response = await doFetch(url, {
        method,
        headers,
        body,
        credentials: 'include',
        // A call the page may make as it closes (the video's position) outlives the page.
        ...(def.keepalive ? { keepalive: true } : {}),
      });
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
      const fieldErrors = fieldErrorsOfBody(json);
      const error = fail(status, code, errorMessage(code), { fieldErrors });
      if (status === 401) options.onUnauthorized?.(error);
      throw error;
    }

    if (!schema) return undefined;
    let responseSchema: EndpointDef['response'];
    try {
      responseSchema = (await schema)?.response;
    } catch (cause) {
      // The schemas' chunk did not load (offline, a new deploy): the network message.
      throw fail(0, 'ServerErrorException', statusMessages.network, { cause });
    }
    if (!responseSchema) return undefined;
    const parsed = isJson ? responseSchema.safeParse(json) : undefined;
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

  /** The page's embedded answers, by read address (`api/me`, `api/lectures/free`). */
  const initial = new Map<string, unknown>();
  for (const [key, answer] of Object.entries(options.initialAnswers ?? {})) {
    const route = routes[key];
    const address = route ? route.path : key;
    if (answer !== undefined && (!route || (route.method === 'GET' && !route.empty))) {
      initial.set(address, answer);
    }
  }

  async function call(name: string, input: CallInput = {}): Promise<unknown> {
    // A first route is sent at once. Any other call (an admin's, a change) takes its route from
    // its schema, loaded after the first page or with the first request (ADR 029).
    const def = routes[name] ?? (await routeFromSchema(name));
    // Every method but GET changes state: it carries the CSRF token and is never retried. It may
    // change what the page's answers said (a login, a logout): they are forgotten.
    if (def.method !== 'GET') {
      initial.clear();
      return send(name, def, input, true);
    }
    // The address as the server's page hints write it: path, parameters, then the query.
    const address = def.base === 'app' ? undefined : endpointUrl(def, input);
    if (address !== undefined && initial.has(address)) {
      const answer = initial.get(address);
      initial.delete(address);
      return answer;
    }
    // Idempotent reads retry on network errors and 5xx, with backoff; mutations never do.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send(name, def, input, false);
      } catch (error) {
        const retriable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (!retriable || attempt >= retries) throw error;
        await sleep(retryDelayMs * 2 ** attempt);
      }
    }
  }

  // The lecture video's resumable upload (tus), besides the contract's calls (issue 35).
  const methods: Record<string, unknown> = {
    uploadLectureVideo: createLazyVideoUploader({
      baseUrl: apiBase.href,
      readXsrf,
      ensureCsrfCookie,
      onUnauthorized: options.onUnauthorized,
    }),
  };
  // One method per endpoint, made when first asked for: the first download carries the first
  // routes only, not every endpoint's name. A name the contract lacks fails when called.
  return new Proxy(methods, {
    get(target, name) {
      if (typeof name !== 'string' || !isEndpointName(name)) return Reflect.get(target, name);
      target[name] ??= (input?: CallInput) => call(name, input);
      return target[name];
    },
  }) as unknown as ApiAdapter;
}

/**
 * What an endpoint's name looks like (`me`, `lectureComments`). Not what code asks of any object:
 * `then` (the adapter is never taken for a promise), `toJSON`, Object's own methods (kept).
 */
const NOT_ENDPOINTS = new Set(['then', 'toJSON', ...Object.getOwnPropertyNames(Object.prototype)]);
const isEndpointName = (name: string) =>
  /^[a-z][A-Za-z0-9]*$/.test(name) && !NOT_ENDPOINTS.has(name);
