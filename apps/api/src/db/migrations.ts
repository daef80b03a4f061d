import type { Db } from './database';

/** Versioned migrations, applied in order at start-up; never edit one that has shipped. */
export const migrations: { id: string; sql: string }[] = [
  {
    id: '0001_users_and_sessions',
    sql: `
      create table users (
        id serial primary key,
        name text not null,
        email text not null,
        password_hash text not null,
        avatar_url text,
        is_student boolean not null default false,
        is_admin boolean not null default false,
        created_at timestamptz not null default now()
      );
      create unique index users_email_unique on users (lower(email));

      create table sessions (
        id_hash text primary key,
        user_id integer references users(id) on delete cascade,
        csrf_token text not null,
        created_at timestamptz not null default now(),
        last_activity timestamptz not null default now()
      );
      create index sessions_user_id on sessions (user_id);
    `,
  },
];

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    });
    applied.push(migration.id);
  }
  return applied;
}
