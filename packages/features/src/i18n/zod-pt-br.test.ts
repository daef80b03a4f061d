import { z } from 'zod';
import { type FieldLabel, ptBRErrorMap } from './zod-pt-br';

const schema = z.object({
  email: z.email(),
  name: z.string().min(3).max(5),
  tags: z.array(z.string()).min(1),
});

function messages(input: unknown, labels?: Record<string, FieldLabel>) {
  const result = schema.safeParse(input, { error: ptBRErrorMap(labels) });
  if (result.success) throw new Error('expected a failure');
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('ptBRErrorMap', () => {
  it('given labels, names the field', () => {
    expect(
      messages({ email: 'x', name: 'ab', tags: [] }, { email: 'E-mail', name: 'Nome' }),
    ).toEqual({
      email: 'E-mail deve ser um e-mail válido.',
      name: 'Nome deve ter no mínimo 3 caracteres.',
      tags: 'O campo deve ter no mínimo 1 item.',
    });
  });

  it('given missing fields, says they are required', () => {
    expect(messages({}, { email: 'E-mail' }).email).toBe('E-mail é obrigatório.');
  });

  it('given an empty string, says it is required rather than malformed', () => {
    expect(messages({ email: '' }, { email: 'E-mail' }).email).toBe('E-mail é obrigatório.');
  });

  it('given a feminine label, agrees in gender', () => {
    expect(messages({ email: '' }, { email: { label: 'Senha', gender: 'f' } }).email).toBe(
      'Senha é obrigatória.',
    );
  });

  it('given a too long string, uses the maximum in the plural', () => {
    expect(messages({ email: 'a@b.co', name: 'abcdefg', tags: ['x'] }).name).toBe(
      'O campo deve ter no máximo 5 caracteres.',
    );
  });
});
