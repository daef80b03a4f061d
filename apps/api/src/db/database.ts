import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a query or a transaction can do: parameterised SQL, the same text on both engines. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
}

/** The database the server talks to: embedded PGlite, or PostgreSQL when DATABASE_URL is set. */
export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Embedded Postgres in `dataDir`, or in memory when it is omitted (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  // PGlite creates the folder itself but not its parents (a fresh clone has no .data/).
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await target.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}

// int8 (count(*), sums) as numbers, as PGlite returns them; ids stay well below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A real PostgreSQL server through a connection pool; the same queries as PGlite. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // Fail at start-up, not at the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await target.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
