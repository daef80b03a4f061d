import type { z } from 'zod/mini';
import type { ErrorCode } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint; the server enforces it, the OpenAPI document states it. */
export type Access = 'public' | 'guest' | 'user' | 'student' | 'admin';

/** One endpoint of the contract: where it lives, what it takes and what it answers. */
export interface EndpointDef {
  method: HttpMethod;
  /** Relative to the API's base address, no leading slash; `:name` marks a path parameter. */
  path: string;
  access: Access;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** The response body; absent for 204 No Content. */
  response?: z.ZodMiniType;
  /** `app`: served by the web app's own origin (the build file), not the API. */
  base?: 'api' | 'app';
  /** Sent so that it outlives the page (`fetch`'s `keepalive`): it may be made as the page closes. */
  keepalive?: true;
}

export function endpoint<const D extends EndpointDef>(def: D): D {
  return def;
}

type Empty = Record<never, never>;

/** What a caller passes: `params` and `body` when the endpoint has them, `query` optionally. */
export type EndpointInput<E extends EndpointDef> = (E extends {
  params: infer P extends z.ZodMiniType;
}
  ? { params: z.input<P> }
  : Empty) &
  (E extends { query: infer Q extends z.ZodMiniType } ? { query?: z.input<Q> } : Empty) &
  (E extends { body: infer B extends z.ZodMiniType } ? { body: z.input<B> | FormData } : Empty);

export type EndpointOutput<E extends EndpointDef> = E extends {
  response: infer R extends z.ZodMiniType;
}
  ? z.output<R>
  : undefined;

/** One method of the port: the input is optional when the endpoint takes nothing. */
export type EndpointMethod<E extends EndpointDef> = keyof EndpointInput<E> extends never
  ? (input?: Empty) => Promise<EndpointOutput<E>>
  : Empty extends EndpointInput<E>
    ? (input?: EndpointInput<E>) => Promise<EndpointOutput<E>>
    : (input: EndpointInput<E>) => Promise<EndpointOutput<E>>;

/** Fills `:name` placeholders with URL-encoded parameters. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Laravel-style query strings: arrays as `key[]=a&key[]=b`; undefined and null are left out. */
export function toSearchParams(query: Record<string, unknown> = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, String(value));
  }
  return search;
}

/** An endpoint's address relative to the API's base: its path with the params, then the query. */
export function endpointUrl(
  def: Pick<EndpointDef, 'path'>,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const query = toSearchParams(input.query).toString();
  return `${buildPath(def.path, input.params)}${query ? `?${query}` : ''}`;
}

/** What the OpenAPI document says of an endpoint besides its shape (`docs.ts`). */
export interface EndpointDoc {
  summary: string;
  /** The catalogue codes this endpoint may answer with, besides the general ones. */
  errors?: readonly ErrorCode[];
}
