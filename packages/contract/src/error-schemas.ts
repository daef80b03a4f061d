import { z } from 'zod/mini';
import { ERROR_CODES } from './errors';

// The error body's schemas, apart from `errors.ts` so that reading an error (`resolveErrorCode`,
// `ApiError`) needs no zod on the app's first page (issue 21). The OpenAPI document and the
// API's tests use these; `error-schemas.test.ts` holds the zod-free readers to them.

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Field errors of a 422, as Laravel sends them: `{ field: ["message", ...] }`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** The body of every error response. Loose on purpose: unknown codes fall back (see resolveErrorCode). */
export const errorBodySchema = z.looseObject({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  errors: z.optional(fieldErrorsSchema),
});
