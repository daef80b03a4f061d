import { useTestApp } from './testing/harness';

/**
 * Issue 33, S62: every person's name the API takes (registration, finishing an invited
 * registration, the profile) refuses a name that hides or disguises itself, on `name` in pt-BR,
 * storing nothing; a name that passes is stored normalised (NFC, one space between words).
 */
const t = useTestApp();

const HOSTILE: [string, string][] = [
  ['a right-to-left override', 'Ana \u202Egnp.exe'],
  ['only zero-width characters', '\u200B\u200C\u200D\u2060'],
  ['a bell', 'Ana\u0007Maria'],
  ['an escape', 'Ana \u001B[2JMaria'],
  ['a line break', 'Ana\nMaria'],
  ['an isolate', 'Ana \u2066Maria\u2069'],
];
const NAME_MESSAGE = /^Nome (não pode ter|deve ter ao menos uma letra)/;

async function nameOf(email: string) {
  const [row] = await t.db.query<{ name: string }>('select name from users where email = $1', [
    email,
  ]);
  return row?.name;
}
const countUsers = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from users'))[0]?.n;

type Refusal = { errors?: Record<string, string[]> };

describe.each(HOSTILE)('a name with %s', (_what, name) => {
  it('PUT api/me/profile: 422 on name, the old name kept', async () => {
    const client = await t.fresh('account');
    const email = 'visitante@aula.dev';
    const before = await nameOf(email);
    const response = await client.put('/api/me/profile', { json: { name } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).errors?.name?.[0]).toMatch(NAME_MESSAGE);
    expect(await nameOf(email)).toBe(before);
  });

  it('POST api/register: 422 on name, no account made', async () => {
    const before = await countUsers();
    const response = await (await t.fresh('guest')).post('/api/register', {
      json: {
        name,
        email: 'nome-hostil@aula.dev',
        password: 'senha-segura-1',
        password_confirmation: 'senha-segura-1',
        accept_terms: true,
      },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).errors?.name?.[0]).toMatch(NAME_MESSAGE);
    expect(await countUsers()).toBe(before);
  });

  it('POST api/finish-registration: 422 on name, the invitation still open', async () => {
    const client = await t.fresh('guest');
    const response = await client.post('/api/finish-registration', {
      json: {
        token: 'convite-demo-2026-aula',
        name,
        password: 'senha-do-rafael',
        password_confirmation: 'senha-do-rafael',
        accept_terms: true,
      },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).errors?.name?.[0]).toMatch(NAME_MESSAGE);
    expect((await client.get('/api/finish-registration/convite-demo-2026-aula')).status).toBe(200);
  });
});

describe('a name that passes', () => {
  it('is stored in NFC with one space between words', async () => {
    const client = await t.fresh('account');
    const response = await client.put('/api/me/profile', {
      json: { name: '  Jose\u0301   da\u00A0Silva ' },
    });
    expect(response.status).toBe(200);
    expect(await nameOf('visitante@aula.dev')).toBe('José da Silva');
  });
});
