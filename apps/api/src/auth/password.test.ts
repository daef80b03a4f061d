// This file checks the production cost: the suite's lower one (vitest.config.ts) is taken away
// while a fresh copy of the module reads it, and given back for the files that run after this
// one in the same process (the API suite does not isolate files: vitest.config.ts).
let hashPassword: typeof import('./password').hashPassword;
let verifyPassword: typeof import('./password').verifyPassword;
const suiteCost = process.env.AULA_TEST_SCRYPT_LOG2N;

beforeAll(async () => {
  delete process.env.AULA_TEST_SCRYPT_LOG2N;
  vi.resetModules();
  ({ hashPassword, verifyPassword } = await import('./password'));
});

afterAll(() => {
  if (suiteCost !== undefined) process.env.AULA_TEST_SCRYPT_LOG2N = suiteCost;
  vi.resetModules();
});

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correta-cavalo-bateria');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword('correta-cavalo-bateria', hash)).resolves.toBe(true);
    await expect(verifyPassword('errada', hash)).resolves.toBe(false);
  });

  it('accepts 64-character and emoji passwords', async () => {
    for (const password of ['x'.repeat(64), 'senha🔐com😀emoji']) {
      await expect(verifyPassword(password, await hashPassword(password))).resolves.toBe(true);
    }
  });

  it('salts: the same password gives different hashes', async () => {
    expect(await hashPassword('igual')).not.toBe(await hashPassword('igual'));
  });

  it('refuses a malformed stored hash', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });
});
