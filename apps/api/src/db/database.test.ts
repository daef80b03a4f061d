import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ON_POSTGRES_RUN, openTestDatabase, TEST_DATABASE_URL } from '../testing/db';
import { openDatabase } from './open';
import { DEMO_USERS } from './seed-content';

describe.skipIf(ON_POSTGRES_RUN)('the embedded database on disk', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'aula-db-test-'));
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('given a folder whose parents do not exist, creates it; reopening keeps the data and seeds once', async () => {
    const dataDir = join(base, 'no', 'such', 'parents', 'pglite');
    const first = await openDatabase({ dir: dataDir });
    expect(first.applied).toEqual([
      '0001_users_and_sessions',
      '0002_catalogue_progress_comments',
      '0003_discord_connections',
      '0004_server_secrets',
      '0005_account_devices',
      '0006_account_subscriptions',
      '0007_account_changes',
      '0008_repository_description',
      '0009_course_is_published',
      '0010_admin_students',
      '0012_comment_moderation',
      '0013_trial_periods',
      '0014_read_versions',
      '0015_students_by_access',
      '0017_discord_oauth',
      '0018_lecture_positions',
      '0019_jobs',
      '0020_video_uploads',
      '0021_lecture_captions',
      '0022_captions_preference',
      '0023_mail_delivery',
      '0025_selling',
      '0026_purchase_events',
      '0027_certificates',
      '0024_notifications',
      '0028_lgpd',
      '0029_consent_audit',
      '0030_data_export_sweep',
      '0031_jobs_ready_by_time',
      '0032_deleted_accounts_address',
      '0033_send_pace',
      '0034_broadcasts',
    ]);
    expect(first.seeded).toBe(true);
    await first.db.close();

    const again = await openDatabase({ dir: dataDir });
    expect(again.applied).toEqual([]);
    expect(again.seeded).toBe(false);
    const rows = await again.db.query<{ email: string }>('select email from users order by id');
    expect(rows.map((r) => r.email)).toEqual(DEMO_USERS.map((u) => u.email));
    await again.db.close();
    // Two openings of a new embedded database (every migration, the demo seed): as the reset one.
  }, 90_000);

  it('given reset, starts again from the seed', async () => {
    const dataDir = join(base, 'reset', 'pglite');
    const first = await openDatabase({ dir: dataDir });
    await first.db.query("update users set name = 'Alterado' where email = 'aluna@aula.dev'");
    await first.db.close();

    const reset = await openDatabase({ dir: dataDir, reset: true });
    expect(reset.seeded).toBe(true);
    const [row] = await reset.db.query<{ name: string }>(
      "select name from users where email = 'aluna@aula.dev'",
    );
    expect(row?.name).toBe('Maria da Silva');
    await reset.db.close();
    // Two databases made and seeded from nothing: on a loaded 2-core machine, past 30 s.
  }, 90_000);
});

describe('the engine the API suite runs on', () => {
  it('is PostgreSQL when AULA_TEST_DATABASE_URL names a server, PGlite otherwise', async () => {
    const { db, close } = await openTestDatabase();
    try {
      expect(db.engine).toBe(TEST_DATABASE_URL ? 'postgres' : 'pglite');
      const [row] = await db.query<{ version: string }>('select version()');
      expect(row?.version).toMatch(/PostgreSQL/);
    } finally {
      await close();
    }
  });
});

describe('given PostgreSQL drops the pool’s connections (a restart or a failover)', () => {
  it.skipIf(!TEST_DATABASE_URL)(
    'the process survives and the next query connects anew',
    async () => {
      const { db, close } = await openTestDatabase();
      try {
        await Promise.all([db.query('select 1'), db.query('select 2'), db.query('select 3')]);
        const [own] = await db.query<{ name: string }>('select current_database() as name');
        // Another session ends every idle connection of the pool, as a server restart does.
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [own?.name],
        );
        await admin.end();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await expect(db.query('select 42 as answer')).resolves.toEqual([{ answer: 42 }]);
      } finally {
        await close();
      }
    },
  );
});

describe('queries on both engines (prepared statements)', () => {
  it('binds nulls, arrays, booleans and dates; an error leaves the connection usable', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const sql =
        'select $1::int as n, $2::text as t, $3::boolean as b, $4::timestamptz as d, $5::int[] as a';
      const when = '2030-01-15T19:00:00.000Z';
      const [row] = await db.query<{
        n: number;
        t: string | null;
        b: boolean;
        d: Date;
        a: number[];
      }>(sql, [7, null, true, when, [1, 2, 3]]);
      expect(row).toEqual({ n: 7, t: null, b: true, d: new Date(when), a: [1, 2, 3] });
      // The same statement again, with other values.
      const [again] = await db.query<{ n: number }>(sql, [8, 'x', false, when, []]);
      expect(again?.n).toBe(8);

      await expect(
        db.query("insert into products (slug, title) values ('formacao-front-end', 'Duplicado')"),
      ).rejects.toThrow(/duplicate key/);
      const [count] = await db.query<{ n: number }>('select count(*)::int as n from products');
      expect(count?.n).toBe(3);
    } finally {
      await close();
    }
  });

  it('rolls a failed transaction back whole', async () => {
    const { db, close } = await openTestDatabase();
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("update products set title = 'Mudou' where slug = 'dados-com-python'");
          await tx.query('select 1 / 0');
        }),
      ).rejects.toThrow(/division by zero/);
      const [row] = await db.query<{ title: string }>(
        "select title from products where slug = 'dados-com-python'",
      );
      expect(row?.title).toBe('Dados com Python');
    } finally {
      await close();
    }
  });
});
