import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint of the contract: where it lives, what it takes and what it answers. */
export interface Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** Path relative to the API's base address, without a leading slash (`api/me`). */
  path: string;
  body: TBody;
  /** The response body's schema; `undefined` for 204 No Content. */
  response: TResponse;
}

export function endpoint<
  TBody extends z.ZodType | undefined,
  TResponse extends z.ZodType | undefined,
>(def: Endpoint<TBody, TResponse>): Endpoint<TBody, TResponse> {
  return def;
}
