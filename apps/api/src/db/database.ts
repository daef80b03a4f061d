import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/** The few database operations the server needs; PGlite today, node-postgres behind the same face. */
export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Pick<Db, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Embedded Postgres in `dataDir`, or in memory when it is omitted (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  // PGlite creates the folder itself but not its parents (a fresh clone has no .data/).
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    async transaction(work) {
      return pg.transaction((tx) =>
        work({
          query: async <T>(sql: string, params: unknown[] = []) =>
            (await tx.query<T>(sql, params)).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      await pg.close();
    },
  };
}
