import { z } from 'zod/mini';

// The contract uses zod's tree-shakable "mini" API: the same validation and JSON Schema as the
// classic API, at about a third of its weight in the first download of the web app (ADR 007).

export const id = z.int().check(z.positive());
/** An id as it arrives in a route (`/api/courses/7`): a string coerced to a positive integer. */
export const routeId = z.coerce.number().check(z.int(), z.positive());
/** `{ id }` path parameters, the most common shape. */
export const idParam = z.object({ id: routeId });
/** ISO-8601 date-time as the API sends it (`2026-11-21T14:00:00.000Z`). */
export const isoDateTime = z.iso.datetime({ offset: true });
export const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** A string from `min` to `max` characters. */
export const text = (min: number, max: number) =>
  z.string().check(z.minLength(min), z.maxLength(max));
/** The same, trimmed first (names and titles people type). */
export const trimmedText = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
/** An integer of at least `min` (and at most `max`). */
export const intFrom = (min: number, max?: number) =>
  max === undefined ? z.int().check(z.gte(min)) : z.int().check(z.gte(min), z.lte(max));

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
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  per_page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});
