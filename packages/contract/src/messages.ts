import type { z } from 'zod/mini';
import {
  CALENDAR_DAY_RULE,
  CALENDAR_YEARS,
  DATE_TIME_RANGE_RULE,
  NO_NUL_RULE,
} from './entities/common';
import { NAME_RULES } from './entities/person-name';
import type { FieldErrors } from './errors';

// The one pt-BR validation catalogue of Aula: the web app's forms (through `@aula/features`) and
// the API's 422 answers both build their sentences here, so the same bad field reads the same on
// both sides ("Senha é obrigatória."). No React, no DOM: zod and strings only.

/**
 * pt-BR validation messages for zod, in the spec's three forms (product spec, section 5):
 * - `named`: names the field ("E-mail é obrigatório.", "Senha deve ter no mínimo 8 caracteres.");
 *   fields without a label fall back to the `field` form;
 * - `field`: "O campo é obrigatório.";
 * - `short`: no field name ("Campo obrigatório.", "Mínimo de 8 caracteres.").
 * Counts agree in number (1 caractere, 2 caracteres; 1 item, 2 itens) and named fields in gender.
 */
export type ErrorForm = 'named' | 'field' | 'short';

/** A field's label; feminine nouns ("Senha") take feminine adjectives ("obrigatória"). */
export type FieldLabel = string | { label: string; gender: 'f' | 'm' };

export interface PtBRErrorMapOptions {
  form?: ErrorForm;
  labels?: Record<string, FieldLabel>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const chars = (n: number) => plural(n, 'caractere', 'caracteres');
const items = (n: number) => plural(n, 'item', 'itens');
const list = (values: readonly unknown[]) => values.map((v) => String(v)).join(', ');
const date = (value: unknown) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' }).format(new Date(Number(value)));

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  date: 'uma data',
  array: 'uma lista',
  object: 'um objeto',
  bigint: 'um número inteiro',
};

/** A message: the predicate after the subject, and the short form on its own. */
interface Parts {
  /** Follows the subject: "deve ter no mínimo 3 caracteres". `{a}` marks a gendered adjective. */
  predicate: string;
  short: string;
}

/** Extra rules zod has no check for; use them with `.refine(fn, rule(...))`. */
export const rules = {
  /** Yup's `notOneOf`: the value must not be any of these. */
  notOneOf: (values: readonly unknown[]) => ({ params: { rule: 'not_one_of', values } }),
  /** The string must not start or end with spaces. */
  trimmed: () => ({ params: { rule: 'trim' } }),
};

/** `z.string().refine(isTrimmed, rules.trimmed())`. */
export const isTrimmed = (value: string) => value === value.trim();

/** The words of a lower (`min`) or upper (`max`) bound, in predicate and short form. */
const BOUND_WORDS = {
  min: {
    length: ['deve ter no mínimo', 'Mínimo de'],
    dateInclusive: ['deve ser a partir de', 'A partir de'],
    dateExclusive: ['deve ser posterior a', 'Depois de'],
    zero: ['deve ser um número positivo', 'Use um número positivo.'],
    inclusive: ['deve ser maior ou igual a', 'Mínimo:'],
    exclusive: ['deve ser maior que', 'Maior que'],
  },
  max: {
    length: ['deve ter no máximo', 'Máximo de'],
    dateInclusive: ['deve ser até', 'Até'],
    dateExclusive: ['deve ser anterior a', 'Antes de'],
    zero: ['deve ser um número negativo', 'Use um número negativo.'],
    inclusive: ['deve ser menor ou igual a', 'Máximo:'],
    exclusive: ['deve ser menor que', 'Menor que'],
  },
} as const;

function bound(
  side: keyof typeof BOUND_WORDS,
  limit: unknown,
  origin: string,
  inclusive: boolean | undefined,
  exact: boolean | undefined,
): Parts {
  const words = BOUND_WORDS[side];
  const n = Number(limit);
  const phrase = ([predicate, short]: readonly [string, string], value: string): Parts => ({
    predicate: `${predicate} ${value}`,
    short: `${short} ${value}.`,
  });
  if (origin === 'string' || origin === 'array' || origin === 'set') {
    const count = origin === 'string' ? chars(n) : items(n);
    return phrase(exact ? ['deve ter exatamente', 'Exatamente'] : words.length, count);
  }
  if (origin === 'date') {
    return phrase(inclusive ? words.dateInclusive : words.dateExclusive, date(limit));
  }
  if (n === 0 && !inclusive) return { predicate: words.zero[0], short: words.zero[1] };
  return phrase(inclusive ? words.inclusive : words.exclusive, String(n));
}

function describe(issue: z.core.$ZodRawIssue): Parts {
  const input = issue.input;
  if (input === undefined || input === null || input === '') {
    return { predicate: 'é {obrigatório}', short: 'Campo obrigatório.' };
  }
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[String(issue.expected)] ?? 'de outro tipo';
      if (issue.expected === 'int') {
        return { predicate: 'deve ser um número inteiro', short: 'Use um número inteiro.' };
      }
      return { predicate: `deve ser ${expected}`, short: `Deve ser ${expected}.` };
    }
    case 'invalid_value':
      if (issue.values.length === 1) {
        return {
          predicate: `deve ser ${list(issue.values)}`,
          short: `Deve ser ${list(issue.values)}.`,
        };
      }
      return {
        predicate: `deve ser um dos valores: ${list(issue.values)}`,
        short: `Escolha um dos valores: ${list(issue.values)}.`,
      };
    case 'too_small':
      return bound('min', issue.minimum, issue.origin, issue.inclusive, issue.exact);
    case 'too_big':
      return bound('max', issue.maximum, issue.origin, issue.inclusive, issue.exact);
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return { predicate: 'deve ser um e-mail válido', short: 'E-mail inválido.' };
        case 'url':
          return { predicate: 'deve ser uma URL válida', short: 'URL inválida.' };
        case 'datetime':
          return { predicate: 'deve ser uma data e hora válida', short: 'Data e hora inválida.' };
        case 'lowercase':
          return { predicate: 'deve estar em letras minúsculas', short: 'Use letras minúsculas.' };
        case 'uppercase':
          return { predicate: 'deve estar em letras maiúsculas', short: 'Use letras maiúsculas.' };
        default:
          return { predicate: 'tem um formato inválido', short: 'Formato inválido.' };
      }
    case 'unrecognized_keys':
      return {
        predicate: `tem campos não permitidos: ${list(issue.keys)}`,
        short: `Campos não permitidos: ${list(issue.keys)}.`,
      };
    case 'custom': {
      const params = issue.params as { rule?: string; values?: unknown[] } | undefined;
      if (params?.rule === 'not_one_of') {
        return {
          predicate: `não pode ser nenhum dos valores: ${list(params.values ?? [])}`,
          short: 'Valor não permitido.',
        };
      }
      if (params?.rule === NO_NUL_RULE) {
        return {
          predicate: 'contém caracteres inválidos',
          short: 'Remova os caracteres inválidos.',
        };
      }
      if (params?.rule === CALENDAR_DAY_RULE) {
        return {
          predicate: `deve ser uma data que exista, de ${CALENDAR_YEARS.min} a ${CALENDAR_YEARS.max}`,
          short: 'Informe uma data que exista.',
        };
      }
      if (params?.rule === DATE_TIME_RANGE_RULE) {
        return { predicate: 'deve ser uma data e hora válida', short: 'Data e hora inválida.' };
      }
      if (params?.rule === NAME_RULES.control) {
        return {
          predicate: 'não pode ter quebras de linha nem caracteres de controle',
          short: 'Remova as quebras de linha e os caracteres de controle.',
        };
      }
      if (params?.rule === NAME_RULES.bidi) {
        return {
          predicate: 'não pode ter caracteres que invertem a direção do texto',
          short: 'Remova os caracteres que invertem a direção do texto.',
        };
      }
      if (params?.rule === NAME_RULES.letter) {
        return { predicate: 'deve ter ao menos uma letra', short: 'Use ao menos uma letra.' };
      }
      if (params?.rule === 'trim') {
        return {
          predicate: 'não pode começar nem terminar com espaços',
          short: 'Remova os espaços do início e do fim.',
        };
      }
      return { predicate: 'é {inválido}', short: 'Valor inválido.' };
    }
    default:
      return { predicate: 'é {inválido}', short: 'Valor inválido.' };
  }
}

const FEMININE: Record<string, string> = { obrigatório: 'obrigatória', inválido: 'inválida' };

/** The subject of an issue on one item of a list (`ids.3`): the item, whatever the list's label. */
const EACH_ITEM: FieldLabel = { label: 'Cada item', gender: 'm' };

export function ptBRErrorMap(options: PtBRErrorMapOptions = {}): z.core.$ZodErrorMap {
  const { form = 'named', labels = {} } = options;
  return (issue) => {
    const parts = describe(issue);
    const key = issue.path?.[0];
    const inList = typeof issue.path?.at(-1) === 'number' && (issue.path?.length ?? 0) > 1;
    const label = typeof key === 'string' ? labels[key] : undefined;
    const entry = label !== undefined && inList ? EACH_ITEM : label;
    if (form === 'short') return parts.short;
    const named = form === 'named' && entry !== undefined;
    const subject = named ? (typeof entry === 'string' ? entry : entry.label) : 'O campo';
    const feminine = named && typeof entry === 'object' && entry.gender === 'f';
    const predicate = parts.predicate.replace(/\{(\p{L}+)\}/gu, (_, word: string) =>
      feminine ? (FEMININE[word] ?? word) : word,
    );
    return `${subject} ${predicate}.`;
  };
}

/**
 * The labels of the fields the API takes, as the web app's forms show them. The API names a field
 * with these in its 422 answers; a form may pass its own where the screen says otherwise
 * ("Nova senha").
 */
export const FIELD_LABELS = {
  email: { label: 'E-mail', gender: 'm' },
  password: { label: 'Senha', gender: 'f' },
  password_confirmation: { label: 'Confirmação da senha', gender: 'f' },
  name: { label: 'Nome', gender: 'm' },
  avatar: { label: 'Foto', gender: 'f' },
  title: { label: 'Título', gender: 'm' },
  body: { label: 'Comentário', gender: 'm' },
  slug: { label: 'Endereço (slug)', gender: 'm' },
  description: { label: 'Descrição', gender: 'f' },
  url: { label: 'Endereço', gender: 'm' },
  code: { label: 'Código', gender: 'm' },
  token: { label: 'Token', gender: 'm' },
  cover_url: { label: 'Imagem de capa', gender: 'f' },
  cover: { label: 'Imagem de capa', gender: 'f' },
  video_url: { label: 'Endereço do vídeo', gender: 'm' },
  duration_seconds: { label: 'Duração', gender: 'f' },
  scheduled_for: { label: 'Data de lançamento', gender: 'f' },
  section_id: { label: 'Seção', gender: 'f' },
  product_id: { label: 'Produto', gender: 'm' },
  lecture_id: { label: 'Aula', gender: 'f' },
  ids: { label: 'Lista de itens', gender: 'f' },
  search: { label: 'Busca', gender: 'f' },
  page: { label: 'Página', gender: 'f' },
  per_page: { label: 'Quantidade por página', gender: 'f' },
} as const satisfies Record<string, FieldLabel>;

/** The map the API answers with, and a form gets by default: named, with `FIELD_LABELS`. */
export const apiErrorMap: z.core.$ZodErrorMap = ptBRErrorMap({ labels: FIELD_LABELS });

/** A password confirmation that differs from the password (checked outside the schema). */
export const CONFIRMATION_MISMATCH = 'A confirmação não confere com a senha.';

/**
 * Laravel's 422 `errors` from a failed parse: `{ "field.path": ["mensagem"] }`, the root as
 * `_body`, one message per rule and field (2^53 breaks both the safe-integer and the column bound).
 * The messages are the issues' own: parse with `{ error: apiErrorMap }` (or a form's map).
 */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_body';
    if (seen.has(`${key}\n${issue.code}`)) continue;
    seen.add(`${key}\n${issue.code}`);
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}
