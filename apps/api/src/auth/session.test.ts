import type { Db } from '../db/database';
import { openTestDatabase, type TestDatabase } from '../testing/db';
import {
  ABSOLUTE_LIFETIME_MS,
  createSessionStore,
  IDLE_LIFETIME_MS,
  MAX_SESSIONS_PER_ACCOUNT,
} from './session';

let opened: TestDatabase;
let db: Db;
beforeAll(async () => {
  opened = await openTestDatabase();
  db = opened.db;
}, 120_000);
afterAll(() => opened.close());

const MINUTE = 60_000;
/** The integers from `from` up to, not including, `to`. */
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('the session store', () => {
  it('finds a live session with its user, and never the password hash', async () => {
    const sessions = createSessionStore(db);
    const { id } = await sessions.create(1);
    const found = await sessions.find(id);
    expect(found?.viewer).toMatchObject({ id: 1, email: 'aluna@aula.dev', is_student: true });
    expect(JSON.stringify(found)).not.toContain('scrypt');
    expect(await sessions.find(`${id}x`)).toBeNull();
    expect(await sessions.find('x'.repeat(500))).toBeNull();
  });

  it('expires after the idle lifetime and deletes the row', async () => {
    const sessions = createSessionStore(db);
    const { id, idHash } = await sessions.create(1);
    const later = Date.now() + IDLE_LIFETIME_MS + MINUTE;
    expect(await sessions.find(id, later)).toBeNull();
    expect(await db.query('select 1 from sessions where id_hash = $1', [idHash])).toEqual([]);
  });

  it('activity keeps it alive, up to the absolute lifetime', async () => {
    const sessions = createSessionStore(db);
    const { id, idHash } = await sessions.create(1);
    // Active a minute ago, created eight days ago.
    await db.query(
      "update sessions set last_activity = now() - interval '1 minute', created_at = now() - interval '8 days' where id_hash = $1",
      [idHash],
    );
    expect(8 * 24 * 60 * MINUTE).toBeGreaterThan(ABSOLUTE_LIFETIME_MS);
    expect(await sessions.find(id)).toBeNull();

    const fresh = await sessions.create(1);
    await db.query(
      "update sessions set last_activity = now() - interval '100 minutes' where id_hash = $1",
      [fresh.idHash],
    );
    expect(await sessions.find(fresh.id)).not.toBeNull();
    const [row] = await db.query<{ idle: number }>(
      'select extract(epoch from now() - last_activity)::int as idle from sessions where id_hash = $1',
      [fresh.idHash],
    );
    expect(row?.idle).toBeLessThan(60);
  });

  it('rotation keeps the CSRF token and kills the old id; destroyForUser signs out everywhere', async () => {
    const sessions = createSessionStore(db);
    const guest = await sessions.create(null);
    const before = await sessions.find(guest.id);
    const rotated = await sessions.rotate(before, 2);
    expect(rotated.csrfToken).toBe(guest.csrfToken);
    expect(await sessions.find(guest.id)).toBeNull();
    expect((await sessions.find(rotated.id))?.viewer?.id).toBe(2);
    const other = await sessions.create(2);
    await sessions.destroyForUser(2);
    expect(await sessions.find(rotated.id)).toBeNull();
    expect(await sessions.find(other.id)).toBeNull();
  });

  it('sweeps out expired sessions and ended throttling windows, and keeps live ones', async () => {
    const sessions = createSessionStore(db);
    const live = await sessions.create(1);
    const old = await sessions.create(1);
    await db.query(
      "update sessions set last_activity = now() - interval '3 hours' where id_hash = $1",
      [old.idHash],
    );
    await db.query(
      "insert into rate_limits (key, hits, reset_at) values ('velho', 5, now() - interval '1 minute'), ('vivo', 1, now() + interval '1 minute')",
    );
    await sessions.sweep();
    const left = await db.query<{ id_hash: string }>(
      'select id_hash from sessions where id_hash = any($1::text[])',
      [[live.idHash, old.idHash]],
    );
    expect(left.map((r) => r.id_hash)).toEqual([live.idHash]);
    const limits = await db.query<{ key: string }>('select key from rate_limits order by key');
    expect(limits.map((r) => r.key)).toEqual(['vivo']);
  });

  it('S61: the idle limit is a setting: a session unused longer than it ends', async () => {
    const short = createSessionStore(db, { idleMs: 30 * MINUTE });
    const usual = createSessionStore(db);
    const a = await short.create(1);
    const b = await short.create(1);
    await db.query(
      "update sessions set last_activity = now() - interval '31 minutes' where id_hash = any($1::text[])",
      [[a.idHash, b.idHash]],
    );
    // The same row: alive under the usual two hours, ended under 30 minutes.
    expect(await usual.find(b.id)).not.toBeNull();
    expect(await short.find(a.id)).toBeNull();
    expect(await db.query('select 1 from sessions where id_hash = $1', [a.idHash])).toEqual([]);
  });

  it('S61: an account signed in 40 times keeps the most recently used 20, and no idle one', async () => {
    const sessions = createSessionStore(db);
    const userId = 3;
    await db.query('delete from sessions where user_id = $1', [userId]);
    const made: { id: string; idHash: string }[] = [];
    const live = async () =>
      new Set(
        (
          await db.query<{ id_hash: string }>('select id_hash from sessions where user_id = $1', [
            userId,
          ])
        ).map((row) => row.id_hash),
      );
    for (let i = 0; i < 40; i++) {
      const session = await sessions.create(userId);
      made.push(session);
      // Each sign-in a second after the one before, as people sign in: two within the database
      // clock's resolution would tie, and a tie has no least recently used. The first device
      // stays in use: it is never the least recently used.
      await db.query(
        `update sessions set created_at = now() - make_interval(secs => 40 - $2::int),
                last_activity = case when $2::int = 0 then now() + interval '1 minute'
                                     else now() - make_interval(secs => 40 - $2::int) end
          where id_hash = $1`,
        [session.idHash, i],
      );
    }
    const hash = (i: number) => made[i]?.idHash ?? '';
    const after40 = await live();
    expect(after40.size).toBe(MAX_SESSIONS_PER_ACCOUNT);
    expect([...after40].sort()).toEqual([0, ...range(21, 40)].map(hash).sort());
    expect(await sessions.find(made[1]?.id)).toBeNull();

    // One idle and one past the absolute lifetime end at the next sign-in, whatever the count.
    await db.query(
      "update sessions set last_activity = now() - interval '3 hours' where id_hash = $1",
      [hash(39)],
    );
    await db.query(
      "update sessions set created_at = now() - interval '8 days' where id_hash = $1",
      [hash(38)],
    );
    const last = await sessions.create(userId);
    expect([...(await live())].sort()).toEqual(
      [...[0, ...range(21, 38)].map(hash), last.idHash].sort(),
    );
    // Another account's sessions are not touched.
    const other = await sessions.create(1);
    expect(await sessions.find(other.id)).not.toBeNull();
  });

  it('S61: two processes signing one account in at once still bound its sessions (the limit is in the database)', async () => {
    const userId = 4;
    await db.query('delete from sessions where user_id = $1', [userId]);
    const processA = createSessionStore(db, { maxPerAccount: 5 });
    const processB = createSessionStore(db, { maxPerAccount: 5 });
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 2 ? processA : processB).create(userId)),
    );
    await processA.create(userId);
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from sessions where user_id = $1',
      [userId],
    );
    expect(row?.n).toBe(5);
  });
});
