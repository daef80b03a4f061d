import type { EndpointDef } from '@aula/contract';
import {
  ApiError,
  buildPath,
  type EndpointRoute,
  fieldErrorsOfBody,
  firstRoutes,
  resolveErrorCode,
  routeOf,
  toSearchParams,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@aula/contract/site';
import {
  errorMessage,
  statusMessages,
  tooManyRequestsMessage,
  type UploadLectureVideo,
} from '@aula/features';
import { readCookie } from './cookies';
import type { CallInput, HttpApiOptions } from './http-api';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultSchemas = () =>
  import('./endpoint-schemas').then((module) => module.endpoints as Record<string, EndpointDef>);

/** Fetches the schemas' code ahead of the first request (in the background; never fails). */
export function prefetchSchemas(): void {
  defaultSchemas().catch(() => undefined);
}

function baseOf(url: string) {
  return new URL(
    url.endsWith('/') ? url : `${url}/`,
    typeof location === 'undefined' ? 'http://localhost/' : location.href,
  );
}

/**
 * What the page answered for a call (`fromPage` in ./http-api), taken once: `undefined` when it
 * has no answer. A call that changes state forgets every answer not used yet.
 */
export type PageAnswers = (def: EndpointRoute, input: CallInput) => { answer: unknown } | undefined;

export interface HttpNetwork {
  /**
   * Sends a call to the API, following the product spec's section 7 to the letter. `first` is
   * the call's route when it is a first route, which the adapter has already looked up in the
   * page's answers.
   */
  call: (name: string, input: CallInput, first: EndpointRoute | undefined) => Promise<unknown>;
  /** The lecture video's resumable upload (tus), with the adapter's anti-forgery cookie. */
  videoUploader: () => Promise<UploadLectureVideo>;
}

/**
 * The HTTP adapter's network side (./http-api): requests, the anti-forgery cookie, retries, the
 * error catalogue and the answers' schemas. Loaded with the first call the page did not answer,
 * or once the first page has settled (ADR 029, section 22): on the first page every read is
 * answered in the page.
 */
export function createHttpNetwork(options: HttpApiOptions, fromPage: PageAnswers): HttpNetwork {
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

  async function call(
    name: string,
    input: CallInput,
    first: EndpointRoute | undefined,
  ): Promise<unknown> {
    // A first route is sent at once. Any other call (an admin's, a change) takes its route from
    // its schema, loaded after the first page or with the first request (ADR 029); then the
    // page's answers are looked at as for a first route.
    let def = first;
    if (!def) {
      def = await routeFromSchema(name);
      const page = fromPage(def, input);
      if (page) return page.answer;
    }
    // Every method but GET changes state: it carries the CSRF token and is never retried.
    if (def.method !== 'GET') return send(name, def, input, true);
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

  return {
    call,
    videoUploader: () =>
      import('./video-upload').then((module) =>
        module.createVideoUploader({
          baseUrl: apiBase.href,
          readXsrf,
          ensureCsrfCookie,
          onUnauthorized: options.onUnauthorized,
        }),
      ),
  };
}
