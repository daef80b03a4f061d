import { z } from 'zod/mini';

// The contract uses zod's tree-shakable "mini" API: the same validation and JSON Schema as the
// classic API, at about a third of its weight in the first download of the web app (ADR 007).

/**
 * The largest value of PostgreSQL's `integer` (every id and count column): a larger id cannot name
 * a row, and passing it to a query fails in the database ("out of range for type integer").
 */
export const INT_MAX = 2_147_483_647;

/** The rule of `noNul`, as its issues carry it (`issue.params.rule`) for messages. */
export const NO_NUL_RULE = 'no_nul';
/**
 * No NUL character (U+0000): PostgreSQL's text cannot hold one, so it is refused with the other
 * rules of the field (a 422 naming it) rather than failing in the database. Refused, not stripped:
 * a NUL in a name or a comment is never something a person typed.
 */
export const noNul = () =>
  z.refine<string>((value) => !value.includes('\u0000'), { params: { rule: NO_NUL_RULE } });

/**
 * The base of every string the API takes in (bodies, queries, path parameters): no NUL, then the
 * field's own checks. `z.string()`, `z.url()` and `z.email()` are not used raw in request schemas.
 */
export const str = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(noNul(), ...checks);
/** A URL the API takes in (no NUL: `new URL` would accept one). */
export const url = (params?: Parameters<typeof z.url>[0]) => z.url(params).check(noNul());
/**
 * An e-mail address the API takes in, trimmed before its format is checked (S65): `"Ana@Aula.dev "`
 * is the address `Ana@Aula.dev`, which the API then compares without regard to case.
 */
export const email = () => z.string().check(noNul(), z.trim(), z.email());

/** A row id: a positive integer within PostgreSQL's `integer`. */
export const id = z.int().check(z.positive(), z.lte(INT_MAX));
/** An id as it arrives in a route (`/api/courses/7`): a string coerced to a positive integer. */
export const routeId = z.coerce.number().check(z.int(), z.positive(), z.lte(INT_MAX));
/** `{ id }` path parameters, the most common shape. */
export const idParam = z.object({ id: routeId });
/** ISO-8601 date-time as the API sends it (`2026-11-21T14:00:00.000Z`). */
export const isoDateTime = z.iso.datetime({ offset: true });
export const slug = str(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** A string from `min` to `max` characters. */
export const text = (min: number, max: number) => str(z.minLength(min), z.maxLength(max));
/** The same, trimmed first (names and titles people type). */
export const trimmedText = (min: number, max: number) =>
  str(z.trim(), z.minLength(min), z.maxLength(max));
/** An integer from `min` to `max` (by default the largest PostgreSQL `integer`). */
export const intFrom = (min: number, max = INT_MAX) => z.int().check(z.gte(min), z.lte(max));

/** Laravel's `{ data }` envelope. */
export const envelope = <T extends z.core.SomeType>(schema: T) => z.object({ data: schema });

/** Laravel's paginated list: `{ data, meta }`. */
export const paginationMetaSchema = z.object({
  current_page: intFrom(1),
  last_page: intFrom(1),
  per_page: intFrom(1),
  total: intFrom(0),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;
export const paginated = <T extends z.core.SomeType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });

export const paginationQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(INT_MAX))),
  per_page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});
