import { describe, expect, it } from 'vitest';
import { errorBodySchema, errorCodeSchema } from './error-schemas';
import { fieldErrorsOfBody, resolveErrorCode } from './errors';

/** The schema's own reading, which the zod-free readers must match. */
const bySchema = (body: unknown) => {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return { code: 'ServerErrorException', fields: {} };
  const code = errorCodeSchema.safeParse(parsed.data.error);
  return {
    code: code.success ? code.data : 'ServerErrorException',
    fields: parsed.data.errors ?? {},
  };
};

const bodies: [string, unknown][] = [
  ['a known code', { error: 'ValidationException', message: 'x' }],
  ['with field errors', { error: 'ValidationException', errors: { email: ['a', 'b'] } }],
  ['an unknown code', { error: 'NoSuchException' }],
  ['no code', { message: 'only a message' }],
  ['extra keys kept loose', { error: 'UserNotFoundException', trace: [1, 2] }],
  ['a code that is not a string', { error: 42 }],
  ['a message that is not a string', { error: 'ValidationException', message: {} }],
  ['errors that are not a record', { error: 'ValidationException', errors: ['email'] }],
  ['an errors entry that is not a list', { error: 'ValidationException', errors: { email: 'x' } }],
  ['an errors list with a number', { error: 'ValidationException', errors: { email: ['x', 1] } }],
  ['errors null', { error: 'ValidationException', errors: null }],
  ['an empty object', {}],
  ['an array', [{ error: 'ValidationException' }]],
  ['null', null],
  ['a string', 'ValidationException'],
  ['undefined', undefined],
  ['a code from the prototype', JSON.parse('{"__proto__": {"error": "ValidationException"}}')],
];

describe('the zod-free error readers agree with errorBodySchema', () => {
  it.each(bodies)('%s', (_name, body) => {
    const expected = bySchema(body);
    expect(resolveErrorCode(body)).toBe(expected.code);
    expect(fieldErrorsOfBody(body)).toEqual(expected.fields);
  });

  it('reads a real 422', () => {
    const body = { error: 'ValidationException', errors: { email: ['E-mail inválido.'] } };
    expect(resolveErrorCode(body)).toBe('ValidationException');
    expect(fieldErrorsOfBody(body)).toEqual({ email: ['E-mail inválido.'] });
  });
});
