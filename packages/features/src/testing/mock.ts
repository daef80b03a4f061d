import {
  type EndpointDef,
  type EndpointName,
  type EndpointOutput,
  type Endpoints,
  type ErrorCode,
  endpoints,
  type FieldErrors,
} from '@aula/contract';
import { delay, HttpResponse, http } from 'msw';

type Output<K extends EndpointName> = EndpointOutput<Endpoints[K]>;

export interface MockRequestInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

/** A fixed answer, or a function of the request; a `Response` is sent as it is. */
export type MockAnswer<K extends EndpointName> =
  | Output<K>
  | ((info: MockRequestInfo) => Output<K> | Response | Promise<Output<K> | Response>);

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** Matches the endpoint's path on any origin, so handlers serve the browser and node alike. */
export function mockPath(def: EndpointDef): string {
  return `*/${def.path}`;
}

function handler(
  name: EndpointName,
  resolve: (info: MockRequestInfo) => Response | Promise<Response>,
) {
  const def: EndpointDef = endpoints[name];
  if (def.method !== 'PUT') {
    return methods[def.method](mockPath(def), ({ request, params }) =>
      resolve({ request, params }),
    );
  }
  // A PUT with form data is sent as POST with `_method=PUT` (spec §7): answer both.
  return http.all(mockPath(def), async ({ request, params }) => {
    if (request.method === 'PUT') return resolve({ request, params });
    if (request.method !== 'POST' || !isForm(request)) return undefined;
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    if (String(form?.get('_method') ?? '').toUpperCase() !== 'PUT') return undefined;
    return resolve({ request, params });
  });
}

const isForm = (request: Request) =>
  /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(
    request.headers.get('content-type') ?? '',
  );

/**
 * A handler answering `name` with data checked against the contract: a fixture that breaks the
 * schema fails loudly here instead of passing a story that the real API would break.
 */
export function mockEndpoint<K extends EndpointName>(name: K, answer?: MockAnswer<K>) {
  const def: EndpointDef = endpoints[name];
  return handler(name, async (info) => {
    const data = typeof answer === 'function' ? await answer(info) : answer;
    if (data instanceof Response) return data;
    if (!def.response) return new HttpResponse(null, { status: 204 });
    const checked = def.response.safeParse(data);
    if (!checked.success) {
      throw new Error(`Mock for ${name} breaks the contract: ${checked.error.message}`);
    }
    return HttpResponse.json(data as object);
  });
}

/** The catalogue's error shape. */
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

/** One page of `rows`, as a paginated endpoint answers it (`data` and its `meta`). */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number) {
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(rows.length / perPage)),
      per_page: perPage,
      total: rows.length,
    },
  };
}

/** A story's `parameters` answering with `handlers` (the first to match a request answers it). */
export function mswParameters(...handlers: unknown[]) {
  return { msw: { handlers } };
}

/** The states every story needs, for any endpoint. */
export const mockState = {
  loading: (name: EndpointName) =>
    handler(name, async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }),
  error: (name: EndpointName, status: number, code?: ErrorCode, errors?: FieldErrors) =>
    handler(name, () => errorResponse(status, code, errors ? { errors } : {})),
  /** The server refuses one field (422 with `code`): its pt-BR `message`, shown under the field. */
  refused: (name: EndpointName, code: ErrorCode, field: string, message: string) =>
    handler(name, () => errorResponse(422, code, { errors: { [field]: [message] } })),
  validation: (name: EndpointName, errors: FieldErrors) =>
    handler(name, () => errorResponse(422, 'ValidationException', { errors })),
  unauthorized: (name: EndpointName) =>
    handler(name, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
  forbidden: (name: EndpointName) =>
    handler(name, () =>
      HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 }),
    ),
  csrfMismatch: (name: EndpointName) =>
    handler(name, () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })),
  tooManyRequests: (name: EndpointName) =>
    handler(name, () =>
      HttpResponse.json(
        { message: 'Too Many Attempts.' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    ),
  serverErrorHtml: (name: EndpointName) =>
    handler(
      name,
      () =>
        new HttpResponse('<!doctype html><title>500</title><h1>Internal Server Error</h1>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
  malformed: (name: EndpointName) =>
    handler(
      name,
      () => new HttpResponse('{"data": ', { headers: { 'Content-Type': 'application/json' } }),
    ),
  emptyBody: (name: EndpointName) =>
    handler(name, () => new HttpResponse('', { headers: { 'Content-Type': 'application/json' } })),
  networkError: (name: EndpointName) => handler(name, () => HttpResponse.error()),
  /** An empty list: `{data: []}`, with empty pagination for paginated endpoints. */
  empty: (name: EndpointName) =>
    handler(name, () => {
      const shape = (endpoints[name] as EndpointDef).response;
      const meta = { current_page: 1, last_page: 1, per_page: 20, total: 0 };
      // A plain list accepts `{data: []}`; a paginated one also needs its `meta`.
      if (shape?.safeParse({ data: [] }).success) return HttpResponse.json({ data: [] });
      if (shape?.safeParse({ data: [], meta }).success)
        return HttpResponse.json({ data: [], meta });
      throw new Error(`${name} does not answer a list`);
    }),
};
