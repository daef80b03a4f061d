import { z } from 'zod';

export const id = z.number().int().positive();
/** An id as it arrives in a route (`/api/courses/7`): a string coerced to a positive integer. */
export const routeId = z.coerce.number().int().positive();
/** `{ id }` path parameters, the most common shape. */
export const idParam = z.object({ id: routeId });
/** ISO-8601 date-time as the API sends it (`2026-11-21T14:00:00.000Z`). */
export const isoDateTime = z.iso.datetime({ offset: true });
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Laravel's `{ data }` envelope. */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Laravel's paginated list: `{ data, meta }`. */
export const paginationMetaSchema = z.object({
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
