import { z } from 'zod';
import { type ErrorForm, type FieldLabel, isTrimmed, ptBRErrorMap, rules } from './messages';

/** The message for `value` under the field `campo` (labelled `label`), in one form. */
function message(schema: z.ZodType, value: unknown, form: ErrorForm, label: FieldLabel = 'Nome') {
  const result = z
    .object({ campo: schema })
    .safeParse({ campo: value }, { error: ptBRErrorMap({ form, labels: { campo: label } }) });
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return result.error.issues[0]?.message;
}

const nov21 = new Date('2026-11-21T12:00:00Z');

// [rule, schema, input, named, field, short]
const table: [string, z.ZodType, unknown, string, string, string][] = [
  [
    'required (missing)',
    z.string(),
    undefined,
    'Nome é obrigatório.',
    'O campo é obrigatório.',
    'Campo obrigatório.',
  ],
  [
    'required (empty)',
    z.string().min(3),
    '',
    'Nome é obrigatório.',
    'O campo é obrigatório.',
    'Campo obrigatório.',
  ],
  [
    'invalid value',
    z.string().refine(() => false),
    'x',
    'Nome é inválido.',
    'O campo é inválido.',
    'Valor inválido.',
  ],
  [
    'type mismatch',
    z.number(),
    'abc',
    'Nome deve ser um número.',
    'O campo deve ser um número.',
    'Deve ser um número.',
  ],
  [
    'allowed values',
    z.enum(['aluno', 'admin']),
    'x',
    'Nome deve ser um dos valores: aluno, admin.',
    'O campo deve ser um dos valores: aluno, admin.',
    'Escolha um dos valores: aluno, admin.',
  ],
  [
    'disallowed values',
    z.string().refine((v) => !['root', 'admin'].includes(v), rules.notOneOf(['root', 'admin'])),
    'root',
    'Nome não pode ser nenhum dos valores: root, admin.',
    'O campo não pode ser nenhum dos valores: root, admin.',
    'Valor não permitido.',
  ],
  [
    'exact length, plural',
    z.string().length(6),
    'abc',
    'Nome deve ter exatamente 6 caracteres.',
    'O campo deve ter exatamente 6 caracteres.',
    'Exatamente 6 caracteres.',
  ],
  [
    'exact length, singular',
    z.string().length(1),
    'ab',
    'Nome deve ter exatamente 1 caractere.',
    'O campo deve ter exatamente 1 caractere.',
    'Exatamente 1 caractere.',
  ],
  [
    'min length, plural',
    z.string().min(3),
    'ab',
    'Nome deve ter no mínimo 3 caracteres.',
    'O campo deve ter no mínimo 3 caracteres.',
    'Mínimo de 3 caracteres.',
  ],
  [
    'min length, singular',
    z.string().trim().min(1),
    '  ',
    'Nome é obrigatório.',
    'O campo é obrigatório.',
    'Campo obrigatório.',
  ],
  [
    'max length, plural',
    z.string().max(5),
    'abcdefg',
    'Nome deve ter no máximo 5 caracteres.',
    'O campo deve ter no máximo 5 caracteres.',
    'Máximo de 5 caracteres.',
  ],
  [
    'max length, singular',
    z.string().max(1),
    'ab',
    'Nome deve ter no máximo 1 caractere.',
    'O campo deve ter no máximo 1 caractere.',
    'Máximo de 1 caractere.',
  ],
  [
    'pattern',
    z.string().regex(/^\d+$/),
    'abc',
    'Nome tem um formato inválido.',
    'O campo tem um formato inválido.',
    'Formato inválido.',
  ],
  [
    'e-mail',
    z.email(),
    'maria@',
    'Nome deve ser um e-mail válido.',
    'O campo deve ser um e-mail válido.',
    'E-mail inválido.',
  ],
  [
    'URL',
    z.url(),
    'nao e url',
    'Nome deve ser uma URL válida.',
    'O campo deve ser uma URL válida.',
    'URL inválida.',
  ],
  [
    'trim',
    z.string().refine(isTrimmed, rules.trimmed()),
    ' maria ',
    'Nome não pode começar nem terminar com espaços.',
    'O campo não pode começar nem terminar com espaços.',
    'Remova os espaços do início e do fim.',
  ],
  [
    'lowercase',
    z.string().lowercase(),
    'Maria',
    'Nome deve estar em letras minúsculas.',
    'O campo deve estar em letras minúsculas.',
    'Use letras minúsculas.',
  ],
  [
    'uppercase',
    z.string().uppercase(),
    'Maria',
    'Nome deve estar em letras maiúsculas.',
    'O campo deve estar em letras maiúsculas.',
    'Use letras maiúsculas.',
  ],
  [
    'number min',
    z.number().min(18),
    17,
    'Nome deve ser maior ou igual a 18.',
    'O campo deve ser maior ou igual a 18.',
    'Mínimo: 18.',
  ],
  [
    'number max',
    z.number().max(100),
    101,
    'Nome deve ser menor ou igual a 100.',
    'O campo deve ser menor ou igual a 100.',
    'Máximo: 100.',
  ],
  [
    'less than',
    z.number().lt(10),
    10,
    'Nome deve ser menor que 10.',
    'O campo deve ser menor que 10.',
    'Menor que 10.',
  ],
  [
    'more than',
    z.number().gt(10),
    10,
    'Nome deve ser maior que 10.',
    'O campo deve ser maior que 10.',
    'Maior que 10.',
  ],
  [
    'positive',
    z.number().positive(),
    -1,
    'Nome deve ser um número positivo.',
    'O campo deve ser um número positivo.',
    'Use um número positivo.',
  ],
  [
    'negative',
    z.number().negative(),
    1,
    'Nome deve ser um número negativo.',
    'O campo deve ser um número negativo.',
    'Use um número negativo.',
  ],
  [
    'integer',
    z.number().int(),
    1.5,
    'Nome deve ser um número inteiro.',
    'O campo deve ser um número inteiro.',
    'Use um número inteiro.',
  ],
  [
    'date earlier',
    z.date().max(nov21),
    new Date('2026-12-01'),
    'Nome deve ser até 21/11/2026.',
    'O campo deve ser até 21/11/2026.',
    'Até 21/11/2026.',
  ],
  [
    'date later',
    z.date().min(nov21),
    new Date('2026-01-01'),
    'Nome deve ser a partir de 21/11/2026.',
    'O campo deve ser a partir de 21/11/2026.',
    'A partir de 21/11/2026.',
  ],
  [
    'unknown keys',
    z.strictObject({ a: z.string() }),
    { a: 'x', b: 1, c: 2 },
    'Nome tem campos não permitidos: b, c.',
    'O campo tem campos não permitidos: b, c.',
    'Campos não permitidos: b, c.',
  ],
  [
    'array min items, plural',
    z.array(z.string()).min(2),
    ['a'],
    'Nome deve ter no mínimo 2 itens.',
    'O campo deve ter no mínimo 2 itens.',
    'Mínimo de 2 itens.',
  ],
  [
    'array min items, singular',
    z.array(z.string()).min(1),
    [],
    'Nome deve ter no mínimo 1 item.',
    'O campo deve ter no mínimo 1 item.',
    'Mínimo de 1 item.',
  ],
  [
    'array max items, plural',
    z.array(z.string()).max(2),
    ['a', 'b', 'c'],
    'Nome deve ter no máximo 2 itens.',
    'O campo deve ter no máximo 2 itens.',
    'Máximo de 2 itens.',
  ],
  [
    'array max items, singular',
    z.array(z.string()).max(1),
    ['a', 'b'],
    'Nome deve ter no máximo 1 item.',
    'O campo deve ter no máximo 1 item.',
    'Máximo de 1 item.',
  ],
];

describe('ptBRErrorMap', () => {
  describe.each(table)('rule: %s', (_rule, schema, input, named, field, short) => {
    it('names the field', () => expect(message(schema, input, 'named')).toBe(named));
    it('says "O campo"', () => expect(message(schema, input, 'field')).toBe(field));
    it('is short without the field name', () =>
      expect(message(schema, input, 'short')).toBe(short));
  });

  it('given a feminine label, agrees in gender', () => {
    const senha = { label: 'Senha', gender: 'f' } as const;
    expect(message(z.string().min(1), '', 'named', senha)).toBe('Senha é obrigatória.');
    expect(
      message(
        z.string().refine(() => false),
        'x',
        'named',
        senha,
      ),
    ).toBe('Senha é inválida.');
  });

  it('given the named form and no label for the field, falls back to "O campo"', () => {
    const result = z
      .object({ apelido: z.string() })
      .safeParse({}, { error: ptBRErrorMap({ form: 'named' }) });
    expect(result.error?.issues[0]?.message).toBe('O campo é obrigatório.');
  });
});
