// This file checks the production cost: the suite's lower one (vitest.config.ts) is taken away
// before the module reads it.
vi.hoisted(() => {
  delete process.env.AULA_TEST_SCRYPT_LOG2N;
});

import { hashPassword, verifyPassword } from './password';

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
