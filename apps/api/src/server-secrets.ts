import { randomBytes } from 'node:crypto';
import type { Queryable } from './db/database';

/**
 * A key shared by every API process on one database (`server_secrets`, migration 0004): created
 * once (32 random bytes) by whichever process asks first, then read by all. The returned reader
 * caches the key per process and asks again after a failed read (the database may come back).
 */
export function sharedSecret(db: Queryable, name: string, configured?: Buffer) {
  let secret: Promise<Buffer> | null = configured ? Promise.resolve(configured) : null;
  const read = async () => {
    await db.query(
      'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
      [name, randomBytes(32).toString('base64url')],
    );
    const [row] = await db.query<{ value: string }>(
      'select value from server_secrets where name = $1',
      [name],
    );
    if (!row) throw new Error(`the ${name} secret could not be stored`);
    return Buffer.from(row.value, 'base64url');
  };
  return () => {
    secret ??= read().catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
}
