import {
  apiErrorMap,
  CONFIRMATION_MISMATCH,
  commentBodySchema,
  endpoints,
  fieldErrorsOf,
  loginBodySchema,
  registerBodySchema,
} from '@aula/contract';
import type { z } from 'zod/mini';
import { useTestApp } from './testing/harness';

const t = useTestApp();

/** What the web app's forms say for these values: the contract's map, the contract's labels. */
function clientSays(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value, { error: apiErrorMap });
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return fieldErrorsOf(result.error);
}

async function serverSays(response: Response) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { errors?: Record<string, string[]> };
  return body.errors;
}

describe('given the same bad field, the server and the web app say the same pt-BR sentence', () => {
  it('a missing password on sign-in', async () => {
    const body = { email: 'aluna@aula.dev' };
    const server = await serverSays(await (await t.fresh('guest')).post('/login', { json: body }));
    expect(server).toEqual({ password: ['Senha é obrigatória.'] });
    expect(server).toEqual(clientSays(loginBodySchema, body));
  });

  it('a registration with a long name, a bad e-mail and a short password', async () => {
    const body = {
      name: 'a'.repeat(121),
      email: 'sem-arroba',
      password: 'curta',
      password_confirmation: 'curta',
      accept_terms: true,
    };
    const server = await serverSays(
      await (await t.fresh('guest')).post('/api/register', { json: body }),
    );
    expect(server).toEqual({
      name: ['Nome deve ter no máximo 120 caracteres.'],
      email: ['E-mail deve ser um e-mail válido.'],
      password: ['Senha deve ter no mínimo 8 caracteres.'],
    });
    expect(server).toEqual(clientSays(registerBodySchema, body));
  });

  it('a password confirmation that does not match (a rule the schema cannot know)', async () => {
    const response = await (await t.fresh('guest')).post('/api/register', {
      json: {
        name: 'Zoë',
        email: 'confirmacao@exemplo.com',
        password: 'uma-senha-longa',
        password_confirmation: 'outra-senha-longa',
        accept_terms: true,
      },
    });
    expect(await serverSays(response)).toEqual({ password_confirmation: [CONFIRMATION_MISMATCH] });
  });

  it('an empty and a too long comment', async () => {
    const client = await t.as('student');
    const course = endpoints.courseBySlug.response.parse(
      (await client.json('/api/course-by-slug/react-do-zero')).body,
    ).data;
    const lecture = course.sections[0]?.lectures[0]?.id;
    for (const [body, sentence] of [
      [{ body: '   ' }, 'Comentário é obrigatório.'],
      [{ body: 'a'.repeat(5001) }, 'Comentário deve ter no máximo 5000 caracteres.'],
    ] as const) {
      const server = await serverSays(
        await client.post(`/api/lectures/${lecture}/comments`, { json: body }),
      );
      expect(server).toEqual({ body: [sentence] });
      expect(server).toEqual(clientSays(commentBodySchema, body));
    }
  });
});
