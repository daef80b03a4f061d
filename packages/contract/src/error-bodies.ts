/**
 * The error catalogue of the API (product spec, section 8). The API answers an error with
 * `{ error: <code>, message }`; the front end translates the code, never the server's message.
 * Apart from `ApiError` (./errors): only the code that sends requests reads error bodies, and it
 * loads with the first request (ADR 029, section 22).
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
  'InvalidAccountDeletionCodeException',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field errors of a 422, as Laravel sends them: `{ field: ["message", ...] }`. */
export type FieldErrors = Record<string, string[]>;

/** The body of every error response (its schema, `errorBodySchema`, is in `error-schemas.ts`). */
export interface ErrorBody {
  error?: string | undefined;
  message?: string | undefined;
  errors?: FieldErrors | undefined;
  [key: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fallback rule: a missing or unknown `error` is a ServerErrorException. Written without zod
 * (like `fieldErrorsOfBody`), so the app's first page reads errors without loading it (issue 21);
 * `error-schemas.test.ts` holds both to `errorBodySchema`.
 */
export function resolveErrorCode(body: unknown): ErrorCode {
  if (!isRecord(body) || !isErrorBody(body)) return 'ServerErrorException';
  const code = body.error;
  return (ERROR_CODES as readonly unknown[]).includes(code)
    ? (code as ErrorCode)
    : 'ServerErrorException';
}

/** The field errors of an error body; none when the body is not one. */
export function fieldErrorsOfBody(body: unknown): FieldErrors {
  return isRecord(body) && isErrorBody(body) ? (body.errors ?? {}) : {};
}

function isErrorBody(body: Record<string, unknown>): body is ErrorBody {
  if (body.error !== undefined && typeof body.error !== 'string') return false;
  if (body.message !== undefined && typeof body.message !== 'string') return false;
  if (body.errors === undefined) return true;
  if (!isRecord(body.errors)) return false;
  return Object.values(body.errors).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
}
