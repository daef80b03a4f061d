import { z } from 'zod/mini';

/**
 * The error catalogue of the API (product spec, section 8). The API answers an error with
 * `{ error: <code>, message }`; the front end translates the code, never the server's message.
 */
export const ERROR_CODES = [
  'ServerErrorException',
  'InvalidAuthenticationException',
  'UserHasBeenTakenException',
  'ValidationException',
  'InvalidPasswordCodeException',
  'InvalidConfirmationToken',
  'InvalidEmailChangeCodeException',
  'PasswordChangeCodeNotValidException',
  'OrderNotFoundException',
  'OwnEmailNotAllowedException',
  'UserNotFoundException',
  'EmailAlreadyVerifiedException',
  'OwnWhatsappNotAllowedException',
  'InvalidWhatsappNumberException',
  'InvalidWhatsappChangeCodeException',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Field errors of a 422, as Laravel sends them: `{ field: ["message", ...] }`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The body of every error response. Loose on purpose: unknown codes fall back (see resolveErrorCode). */
export const errorBodySchema = z.looseObject({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  errors: z.optional(fieldErrorsSchema),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The fallback rule: a missing or unknown `error` is a ServerErrorException. */
export function resolveErrorCode(body: unknown): ErrorCode {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return 'ServerErrorException';
  const code = errorCodeSchema.safeParse(parsed.data.error);
  return code.success ? code.data : 'ServerErrorException';
}

/**
 * A failed API call as every layer sees it: the catalogue code, the HTTP status (0 for a network
 * failure), a message for people and the field errors of a 422.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(init: {
    code: ErrorCode;
    status: number;
    message: string;
    fieldErrors?: FieldErrors;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
