import {
  apiErrorMap,
  type EndpointDef,
  type EndpointName,
  type Endpoints,
  endpoints,
} from '@aula/contract';
import type { Context, Hono } from 'hono';
import type { z } from 'zod/mini';
import type { AppEnv, Services, Viewer } from '../env';
import { forbidden, HttpError, notFound, unauthenticated, validationFailure } from '../http';

type Out<S> = S extends z.ZodMiniType ? z.output<S> : Record<never, never>;

/** What a handler receives: validated input, the viewer its access level guarantees. */
export interface HandlerContext<E extends EndpointDef> extends Services {
  c: Context<AppEnv>;
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  viewer: E['access'] extends 'user' | 'student' | 'admin' ? Viewer : Viewer | null;
}

/** A handler answers the response's input shape (validated on the way out), or nothing for 204. */
export type Handler<E extends EndpointDef> = (
  ctx: HandlerContext<E>,
) => Promise<E extends { response: infer R extends z.ZodMiniType } ? z.input<R> : undefined>;

/** Endpoints served by the API (the build file is the web app's). */
export type ApiEndpointName = {
  [K in EndpointName]: Endpoints[K] extends { base: 'app' } ? never : K;
}[EndpointName];

export type Handlers<K extends ApiEndpointName = ApiEndpointName> = {
  [P in K]: Handler<Endpoints[P]>;
};

/**
 * An answer already checked against the endpoint's response schema and serialised (a kept
 * answer, ADR 029 section 15): sent as it is.
 */
export class PreparedAnswer {
  constructor(readonly json: string) {}
}

/** A handler's way to send a prepared answer in place of the response's input shape. */
export const prepared = <T>(json: string) => new PreparedAnswer(json) as unknown as T;

/** Hono's path from the contract's: a leading slash; `:name` means the same. */
export const routePath = (def: EndpointDef) => `/${def.path}`;

/** Static segments win over parameters (`courses/scheduled-lectures` before `courses/:id`). */
function specificity(path: string) {
  return path.split('/').map((segment) => (segment.startsWith(':') ? 1 : 0));
}
function compareRoutes(a: EndpointDef, b: EndpointDef) {
  const left = specificity(a.path);
  const right = specificity(b.path);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** A guest-only call (registration) made by someone signed in. */
const signedInAlready = () =>
  new HttpError(
    403,
    'ServerErrorException',
    'Você já está conectado. Saia da sua conta para continuar.',
  );

function checkAccess(def: EndpointDef, viewer: Viewer | null) {
  if (def.access === 'public') return;
  // Guest means guest on the server as in the app: the session never silently changes hands.
  if (def.access === 'guest') {
    if (viewer) throw signedInAlready();
    return;
  }
  if (!viewer) throw unauthenticated();
  if (def.access === 'student' && !viewer.is_student) throw forbidden();
  if (def.access === 'admin' && !viewer.is_admin) throw forbidden();
}

export function readQuery(c: Context) {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const list = query[name];
      query[name] = Array.isArray(list) ? [...list, value] : [value];
    } else query[key] = value;
  }
  return query;
}

/** A form field as the JSON value it stands for (`"true"`, `"12"`, `""` → true, 12, null). */
function formValue(value: string) {
  if (value === 'true' || value === 'false') return value === 'true';
  if (value === '') return null;
  if (/^-?\d+$/.test(value) && value.length < 16) return Number(value);
  return value;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const FORM_TYPE = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** The request's body as data: JSON, or a form (PUT spoofed as POST with `_method`). */
async function readBody(c: Context, schema: z.ZodMiniType) {
  const type = c.req.header('content-type') ?? '';
  if (FORM_TYPE.test(type)) {
    // A boundary other than the header's, or a truncated body, is the client's fault: 400.
    const form = await c.req.formData().catch(() => {
      throw new HttpError(
        400,
        'ValidationException',
        'O formulário enviado está malformado. Tente novamente.',
      );
    });
    const raw: Record<string, unknown> = {};
    const coerced: Record<string, unknown> = {};
    for (const [key, value] of form) {
      const name = key.endsWith('[]') ? key.slice(0, -2) : key;
      const list = key.endsWith('[]');
      const push = (target: Record<string, unknown>, v: unknown) => {
        target[name] = list ? [...((target[name] as unknown[]) ?? []), v] : v;
      };
      // A file stays a File (an upload's schema checks it with `z.file()`).
      push(raw, value);
      push(coerced, typeof value === 'string' ? formValue(value) : value);
    }
    // Strings first (a title of "123" stays a string); the JSON reading when that fails.
    const asIs = schema.safeParse(raw);
    return asIs.success ? raw : coerced;
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (type && !JSON_TYPE.test(type)) {
    throw new HttpError(
      415,
      'ValidationException',
      'Envie o conteúdo como JSON (Content-Type: application/json).',
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'ValidationException', 'O conteúdo enviado não é um JSON válido.');
  }
}

/**
 * Registers one route per endpoint of the contract: access first, then the path, query and body
 * validated by the contract's schemas, then the handler, whose answer the response schema checks
 * (a field the contract does not name never leaves the server).
 */
export function registerEndpoints(
  app: Hono<AppEnv>,
  services: Services,
  handlers: Handlers,
  names: readonly ApiEndpointName[] = Object.keys(handlers) as ApiEndpointName[],
) {
  const ordered = [...names].sort((a, b) => compareRoutes(endpoints[a], endpoints[b]));
  for (const name of ordered) {
    const def: EndpointDef = endpoints[name];
    const handler = handlers[name] as unknown as (
      ctx: HandlerContext<EndpointDef>,
    ) => Promise<unknown>;
    app.on(def.method, routePath(def), async (c) => {
      const viewer = c.get('session')?.viewer ?? null;
      checkAccess(def, viewer);
      const params = def.params ? def.params.safeParse(c.req.param()) : null;
      if (params && !params.success) throw notFound();
      // The contract's pt-BR map: the same sentences the web app's forms show (`validationFailure`).
      const query = def.query ? def.query.safeParse(readQuery(c), { error: apiErrorMap }) : null;
      if (query && !query.success) throw validationFailure(query.error);
      const body = def.body
        ? def.body.safeParse(await readBody(c, def.body), { error: apiErrorMap })
        : null;
      if (body && !body.success) throw validationFailure(body.error);
      const result = await handler({
        ...services,
        c,
        viewer,
        params: (params?.data ?? {}) as never,
        query: (query?.data ?? {}) as never,
        body: (body?.data ?? {}) as never,
      });
      if (!def.response) return c.body(null, 204);
      const status = def.method === 'POST' ? 201 : 200;
      if (result instanceof PreparedAnswer) {
        return c.body(result.json, status, { 'Content-Type': 'application/json' });
      }
      return c.json(def.response.parse(result) as object, status);
    });
  }
}
