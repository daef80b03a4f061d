import type { User } from '@aula/contract';

let nextId = 100;

/** A user with realistic pt-BR data; pass overrides for the case at hand. */
export function makeUser(overrides: Partial<User> = {}): User {
  nextId += 1;
  return {
    id: nextId,
    name: 'Maria da Silva',
    email: 'maria.silva@exemplo.com.br',
    avatar_url: null,
    is_student: true,
    is_admin: false,
    ...overrides,
  };
}

/** The credentials the mocked login accepts (the same as the reference API's demo student). */
export const mockCredentials = { email: 'aluna@aula.dev', password: 'aula-aluna-2026' } as const;
