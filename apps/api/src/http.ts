import { ERROR_CODES, type ErrorCode, type FieldErrors, fieldErrorsOf } from '@aula/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod/mini';

/** A failure a handler throws; answered in the contract's `{ error, message }` form. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const VALIDATION_MESSAGE =
  'Ocorreu um erro de validação. Revise o formulário e tente novamente.';

export const unauthenticated = () =>
  new HttpError(401, 'InvalidAuthenticationException', 'Sua sessão expirou. Entre novamente.');
export const forbidden = () =>
  new HttpError(403, 'ServerErrorException', 'Você não tem permissão para fazer isso.');
export const notFound = (message = 'Não encontrado.') =>
  new HttpError(404, 'ServerErrorException', message);
/** A 422 on one field, as a rule the schema cannot know (a taken slug, a wrong confirmation). */
export const fieldError = (field: string, message: string) =>
  new HttpError(422, 'ValidationException', VALIDATION_MESSAGE, { [field]: [message] });

/** Every error body in the contract's `{ error, message }` form. */
export function errorJson(
  c: Context,
  status: ContentfulStatusCode,
  error: ErrorCode,
  message: string,
  errors?: FieldErrors,
) {
  return c.json({ error, message, ...(errors ? { errors } : {}) }, status);
}

/**
 * Laravel's 422 body for a zod failure: `{ field: ["mensagem"] }` in pt-BR. The request was parsed
 * with the contract's `apiErrorMap`, the map the web app's forms use, so each issue already reads
 * as the form would say it ("Senha é obrigatória.").
 */
export function validationFailure(error: z.core.$ZodError): HttpError {
  const coded = codedIssue(error);
  return new HttpError(
    422,
    coded?.code ?? 'ValidationException',
    coded?.message ?? VALIDATION_MESSAGE,
    fieldErrorsOf(error),
  );
}

/**
 * A rule of the contract that has its own catalogue code names it on its issue
 * (`params.errorCode`, e.g. `InvalidWhatsappNumberException`): the answer carries that code and
 * the rule's sentence (S66).
 */
function codedIssue(error: z.core.$ZodError): { code: ErrorCode; message: string } | undefined {
  for (const issue of error.issues) {
    const code: unknown = issue.code === 'custom' ? issue.params?.errorCode : undefined;
    if ((ERROR_CODES as readonly unknown[]).includes(code)) {
      return { code: code as ErrorCode, message: issue.message };
    }
  }
  return undefined;
}
