import type { EndpointDef, EndpointName } from '@aula/contract';
import { ApiError, type EndpointRoute, endpointUrl, firstRoutes } from '@aula/contract/site';
import { type ApiAdapter, statusMessages } from '@aula/features';
import type { HttpNetwork } from './http-network';
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
  /**
   * The adapter's network side (./http-network): loaded with the first call the page did not
   * answer, or once the first page has settled (`prefetchNetwork`), not with the page.
   */
  loadNetwork?: () => Promise<Pick<typeof import('./http-network'), 'createHttpNetwork'>>;
}

export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const defaultNetwork = () => import('./http-network');

/**
 * Fetches the code the first request needs ahead of it (in the background; never fails): the
 * adapter's network side and, with `schemas` (once the first page has settled), the contract's
 * schemas, which otherwise load with the first request.
 */
export function prefetchNetwork({ schemas = true }: { schemas?: boolean } = {}): void {
  defaultNetwork()
    .then((module) => {
      if (schemas) module.prefetchSchemas();
    })
    .catch(() => undefined);
}
const routes: Record<string, EndpointRoute | undefined> = firstRoutes;

/**
 * The real ApiAdapter over `fetch`, following the product spec's section 7 to the letter. The
 * first download holds the page's answers and the calls' names; what sends a request
 * (./http-network) loads with the first call the page did not answer (ADR 029, section 22).
 */
export function createHttpApi(options: HttpApiOptions): ApiAdapter {
  /** The page's embedded answers, by read address (`api/me`, `api/lectures/free`). */
  const initial = new Map<string, unknown>();
  for (const [key, answer] of Object.entries(options.initialAnswers ?? {})) {
    const route = routes[key];
    const address = route ? route.path : key;
    if (answer !== undefined && (!route || (route.method === 'GET' && !route.empty))) {
      initial.set(address, answer);
    }
  }

  /**
   * The page's answer to a call, taken once. Every method but GET changes state, and may change
   * what the page's answers said (a login, a logout): they are forgotten.
   */
  const fromPage = (def: EndpointRoute, input: CallInput) => {
    if (def.method !== 'GET') {
      initial.clear();
      return undefined;
    }
    // The address as the server's page hints write it: path, parameters, then the query.
    const address = def.base === 'app' ? undefined : endpointUrl(def, input);
    if (address === undefined || !initial.has(address)) return undefined;
    const answer = initial.get(address);
    initial.delete(address);
    return { answer };
  };

  let network: Promise<HttpNetwork> | null = null;
  const networkOf = () => {
    network ??= (options.loadNetwork ?? defaultNetwork)().then(
      (module) => module.createHttpNetwork(options, fromPage),
      (cause: unknown) => {
        network = null; // a failed chunk is asked for again on the next call
        // The code did not load (offline, a new deploy): the network message.
        throw new ApiError({
          code: 'ServerErrorException',
          status: 0,
          message: statusMessages.network,
          cause,
        });
      },
    );
    return network;
  };

  async function call(name: string, input: CallInput = {}): Promise<unknown> {
    const first = routes[name];
    if (first) {
      const page = fromPage(first, input);
      if (page) return page.answer;
    }
    return (await networkOf()).call(name, input, first);
  }

  // The lecture video's resumable upload (tus), besides the contract's calls (issue 35).
  const methods: Record<string, unknown> = {
    uploadLectureVideo: createLazyVideoUploader(() =>
      networkOf().then((net) => net.videoUploader()),
    ),
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
