import { hashPassword } from '../auth/password';
import type { Db } from './database';

/** The demo logins, shown by the README and the start-up log. */
export const DEMO_USERS = [
  {
    role: 'Aluno',
    name: 'Maria da Silva',
    email: 'aluna@aula.dev',
    password: 'aula-aluna-2026',
    is_student: true,
    is_admin: false,
  },
  {
    role: 'Admin',
    name: 'Beatriz Admin Souza',
    email: 'admin@aula.dev',
    password: 'aula-admin-2026',
    is_student: false,
    is_admin: true,
  },
] as const;

/** Deterministic demo data; runs only on an empty database. */
export async function seed(db: Db): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from users');
  if (row && row.count > 0) return false;
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  await db.transaction(async (tx) => {
    for (const [i, user] of DEMO_USERS.entries()) {
      await tx.query(
        'insert into users (name, email, password_hash, is_student, is_admin) values ($1, $2, $3, $4, $5)',
        [user.name, user.email, hashes[i], user.is_student, user.is_admin],
      );
    }
  });
  return true;
}
