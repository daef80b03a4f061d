import type { z } from 'zod';

/** A field's label; feminine nouns ("Senha") need the feminine adjective ("obrigatória"). */
export type FieldLabel = string | { label: string; gender: 'f' | 'm' };

/**
 * pt-BR messages for zod issues, naming the field when a label is known
 * ("E-mail é obrigatório", "Senha é obrigatória") and falling back to "O campo ..." otherwise.
 * An empty string is always reported as missing, whatever rule it breaks first.
 */
export function ptBRErrorMap(labels: Record<string, FieldLabel> = {}): z.core.$ZodErrorMap {
  return (issue) => {
    const key = issue.path?.[0];
    const entry = typeof key === 'string' ? labels[key] : undefined;
    const subject =
      entry === undefined ? 'O campo' : typeof entry === 'string' ? entry : entry.label;
    const feminine = typeof entry === 'object' && entry.gender === 'f';
    const required = `${subject} é ${feminine ? 'obrigatória' : 'obrigatório'}.`;
    const invalid = `${subject} é ${feminine ? 'inválida' : 'inválido'}.`;
    if (issue.input === undefined || issue.input === null || issue.input === '') return required;
    switch (issue.code) {
      case 'invalid_type':
        return `${subject} tem um tipo inválido.`;
      case 'too_small': {
        const min = Number(issue.minimum);
        if (issue.origin === 'string') {
          return `${subject} deve ter no mínimo ${min} ${min === 1 ? 'caractere' : 'caracteres'}.`;
        }
        if (issue.origin === 'array' || issue.origin === 'set') {
          return `${subject} deve ter no mínimo ${min} ${min === 1 ? 'item' : 'itens'}.`;
        }
        return `${subject} deve ser maior ou igual a ${min}.`;
      }
      case 'too_big': {
        const max = Number(issue.maximum);
        if (issue.origin === 'string') {
          return `${subject} deve ter no máximo ${max} ${max === 1 ? 'caractere' : 'caracteres'}.`;
        }
        if (issue.origin === 'array' || issue.origin === 'set') {
          return `${subject} deve ter no máximo ${max} ${max === 1 ? 'item' : 'itens'}.`;
        }
        return `${subject} deve ser menor ou igual a ${max}.`;
      }
      case 'invalid_format':
        if (issue.format === 'email') return `${subject} deve ser um e-mail válido.`;
        if (issue.format === 'url') return `${subject} deve ser uma URL válida.`;
        return `${subject} tem um formato inválido.`;
      default:
        return invalid;
    }
  };
}
