import type { z } from 'zod';

/**
 * pt-BR messages for zod issues, naming the field when a label is known
 * ("E-mail é obrigatório") and falling back to "O campo ..." otherwise.
 */
export function ptBRErrorMap(labels: Record<string, string> = {}): z.core.$ZodErrorMap {
  return (issue) => {
    const key = issue.path?.[0];
    const label = typeof key === 'string' ? labels[key] : undefined;
    const subject = label ?? 'O campo';
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null || issue.input === ''
          ? `${subject} é obrigatório.`
          : `${subject} tem um tipo inválido.`;
      case 'too_small': {
        const min = Number(issue.minimum);
        if (issue.origin === 'string') {
          if (min <= 1) return `${subject} é obrigatório.`;
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
        return `${subject} é inválido.`;
    }
  };
}
