import { z } from 'zod';

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
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.exact) {
          return {
            predicate: `deve ter exatamente ${chars(min)}`,
            short: `Exatamente ${chars(min)}.`,
          };
        }
        return { predicate: `deve ter no mínimo ${chars(min)}`, short: `Mínimo de ${chars(min)}.` };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (issue.exact) {
          return {
            predicate: `deve ter exatamente ${items(min)}`,
            short: `Exatamente ${items(min)}.`,
          };
        }
        return { predicate: `deve ter no mínimo ${items(min)}`, short: `Mínimo de ${items(min)}.` };
      }
      if (issue.origin === 'date') {
        return issue.inclusive
          ? { predicate: `deve ser a partir de ${date(min)}`, short: `A partir de ${date(min)}.` }
          : { predicate: `deve ser posterior a ${date(min)}`, short: `Depois de ${date(min)}.` };
      }
      if (min === 0 && !issue.inclusive) {
        return { predicate: 'deve ser um número positivo', short: 'Use um número positivo.' };
      }
      return issue.inclusive
        ? { predicate: `deve ser maior ou igual a ${min}`, short: `Mínimo: ${min}.` }
        : { predicate: `deve ser maior que ${min}`, short: `Maior que ${min}.` };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') {
        if (issue.exact) {
          return {
            predicate: `deve ter exatamente ${chars(max)}`,
            short: `Exatamente ${chars(max)}.`,
          };
        }
        return { predicate: `deve ter no máximo ${chars(max)}`, short: `Máximo de ${chars(max)}.` };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (issue.exact) {
          return {
            predicate: `deve ter exatamente ${items(max)}`,
            short: `Exatamente ${items(max)}.`,
          };
        }
        return { predicate: `deve ter no máximo ${items(max)}`, short: `Máximo de ${items(max)}.` };
      }
      if (issue.origin === 'date') {
        return issue.inclusive
          ? { predicate: `deve ser até ${date(max)}`, short: `Até ${date(max)}.` }
          : { predicate: `deve ser anterior a ${date(max)}`, short: `Antes de ${date(max)}.` };
      }
      if (max === 0 && !issue.inclusive) {
        return { predicate: 'deve ser um número negativo', short: 'Use um número negativo.' };
      }
      return issue.inclusive
        ? { predicate: `deve ser menor ou igual a ${max}`, short: `Máximo: ${max}.` }
        : { predicate: `deve ser menor que ${max}`, short: `Menor que ${max}.` };
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return { predicate: 'deve ser um e-mail válido', short: 'E-mail inválido.' };
        case 'url':
          return { predicate: 'deve ser uma URL válida', short: 'URL inválida.' };
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

export function ptBRErrorMap(options: PtBRErrorMapOptions = {}): z.core.$ZodErrorMap {
  const { form = 'named', labels = {} } = options;
  return (issue) => {
    const parts = describe(issue);
    const key = issue.path?.[0];
    const entry = typeof key === 'string' ? labels[key] : undefined;
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

/** Installs the map for every parse in the app (the `field` form, which needs no labels). */
export function installPtBRErrorMap(form: ErrorForm = 'field') {
  z.config({ customError: ptBRErrorMap({ form }) });
}
