import type { ErrorCode, FieldErrors } from './error-bodies';

export {
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type FieldErrors,
  fieldErrorsOfBody,
  resolveErrorCode,
} from './error-bodies';

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
