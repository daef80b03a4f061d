import { type ErrorCode, type FieldErrors, NO_NUL_RULE } from '@aula/contract';
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

const FIELD_NAMES: Record<string, string> = {
  email: 'e-mail',
  password: 'senha',
  password_confirmation: 'confirmação da senha',
  name: 'nome',
  title: 'título',
  body: 'comentário',
  slug: 'endereço (slug)',
  description: 'descrição',
  url: 'endereço',
  code: 'código',
  token: 'token',
  cover_url: 'imagem de capa',
  video_url: 'endereço do vídeo',
  duration_seconds: 'duração',
  scheduled_for: 'data de lançamento',
  section_id: 'seção',
  product_id: 'produto',
  lecture_id: 'aula',
  ids: 'itens',
  search: 'busca',
  page: 'página',
  per_page: 'itens por página',
};

const plural = (n: number | bigint, one: string, many: string) =>
  `${n} ${Number(n) === 1 ? one : many}`;

function describe(issue: z.core.$ZodIssue, name: string): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null)
        return `O campo ${name} é obrigatório.`;
      // `1e309` parses to Infinity, `"abc"` coerces to NaN: neither is an integer.
      if (issue.expected === 'int' || issue.expected === 'number')
        return `O campo ${name} deve ser um número inteiro.`;
      return `O campo ${name} tem um tipo inválido.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `O campo ${name} é obrigatório.`
          : `O campo ${name} deve ter pelo menos ${plural(issue.minimum, 'caractere', 'caracteres')}.`;
      if (issue.origin === 'array')
        return `O campo ${name} deve ter pelo menos ${plural(issue.minimum, 'item', 'itens')}.`;
      return `O campo ${name} deve ser no mínimo ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string')
        return `O campo ${name} deve ter no máximo ${plural(issue.maximum, 'caractere', 'caracteres')}.`;
      if (issue.origin === 'array')
        return `O campo ${name} deve ter no máximo ${plural(issue.maximum, 'item', 'itens')}.`;
      return `O campo ${name} deve ser no máximo ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return `O campo ${name} deve ser um e-mail válido.`;
      if (issue.format === 'url') return `O campo ${name} deve ser um endereço (URL) válido.`;
      if (issue.format === 'datetime') return `O campo ${name} deve ser uma data válida.`;
      return `O campo ${name} está em um formato inválido.`;
    case 'invalid_value':
      return `O valor do campo ${name} não é permitido.`;
    case 'unrecognized_keys':
      return `O campo ${name} tem chaves desconhecidas.`;
    case 'custom':
      if ((issue.params as { rule?: string } | undefined)?.rule === NO_NUL_RULE)
        return `O campo ${name} contém caracteres inválidos.`;
      return `O campo ${name} é inválido.`;
    default:
      return `O campo ${name} é inválido.`;
  }
}

/** Laravel's 422 body for a zod failure: `{ field: ["mensagem"] }` in pt-BR. */
export function validationFailure(error: z.core.$ZodError): HttpError {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_body';
    // One message per rule and field: 2^53 breaks both the safe-integer and the column bound.
    if (seen.has(`${key}\n${issue.code}`)) continue;
    seen.add(`${key}\n${issue.code}`);
    const name = FIELD_NAMES[String(issue.path[0])] ?? key;
    errors[key] = [...(errors[key] ?? []), describe(issue, name)];
  }
  return new HttpError(422, 'ValidationException', VALIDATION_MESSAGE, errors);
}
