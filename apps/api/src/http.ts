import type { ErrorCode, FieldErrors } from '@aula/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

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

const FIELD_NAMES: Record<string, string> = { email: 'e-mail', password: 'senha', name: 'nome' };

/** A 422 ValidationException with pt-BR field messages, Laravel's shape. */
export function validationError(c: Context, error: z.ZodError) {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_body';
    const name = FIELD_NAMES[key] ?? key;
    const message =
      issue.code === 'invalid_type' && issue.input === undefined
        ? `O campo ${name} é obrigatório.`
        : issue.code === 'too_big'
          ? `O campo ${name} é grande demais.`
          : `O campo ${name} é inválido.`;
    errors[key] = [...(errors[key] ?? []), message];
  }
  return errorJson(
    c,
    422,
    'ValidationException',
    'Ocorreu um erro de validação. Revise o formulário e tente novamente.',
    errors,
  );
}
