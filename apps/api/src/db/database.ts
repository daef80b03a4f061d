import { createHash } from 'node:crypto';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { redactUrl, StartupError } from '../config';
import { ensureDir } from './lock';

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
  /** PGlite only: the whole cluster as a tarball (the API suite's template, `testing/db.ts`). */
  dump?(): Promise<Blob>;
  /**
   * PostgreSQL only: calls `onNotify` for each `NOTIFY` on `channel` (a constant identifier), on
   * a connection of its own; `onError` when that connection fails (it is then closed). Returns
   * the end of listening.
   */
  listen?(
    channel: string,
    onNotify: () => void,
    onError: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * PGlite plans every query anew, and planning in WebAssembly costs more than running the small
 * queries of this API (0.5 ms for the player's join). Outside transactions, statements are
 * prepared once under a name and then only bound and executed, as PostgreSQL drivers do.
 */
function preparedStatements(pglite: PGlite) {
  const statements = new Map<string, { name: string; types: number[] }>();
  const { serialize } = protocol;

  /** Runs on the connection as it stands (inside a transaction, or wrapped by `query`). */
  function run<T>(sql: string, params: unknown[]): Promise<T[]> {
    return pglite.runExclusive(async () => {
      let statement = statements.get(sql);
      if (!statement) {
        const name = `s${statements.size + 1}`;
        const described = await pglite.execProtocol(
          concat(
            serialize.parse({ name, text: sql }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ),
        );
        statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
        statements.set(sql, statement);
      }
      const types = statement.types;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[types[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await pglite.execProtocol(
        concat(
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
      );
      return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as T[];
    });
  }

  return {
    run,
    /** As PGlite's own query(): waits for an open transaction to end, then runs. */
    query: <T>(sql: string, params: unknown[]) =>
      pglite._runExclusiveTransaction(() => run<T>(sql, params)),
  };
}

/**
 * Embedded Postgres in `dataDir`, or in memory when it is omitted (tests). `loadDataDir` starts
 * it from a dump (`dumpDataDir()`) instead of an empty cluster: the API suite's seeded template.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  // PGlite creates the folder itself but not its parents (a fresh clone has no .data/).
  if (dataDir) ensureDir(dataDir);
  let pglite: PGlite;
  try {
    // pg_trgm: the admin's text search over students (ADR 021).
    pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    if (!dataDir) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(
      `DATA_DIR não contém um banco PGlite utilizável: "${dataDir}" (${reason}; restaure um backup, apague a pasta para começar do zero, ou aponte DATA_DIR para outra).`,
      { cause: error },
    );
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await target.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const prepared = preparedStatements(pglite);
  return {
    engine: 'pglite',
    ...wrap(pglite),
    query: (sql, params = []) => prepared.query(sql, params),
    transaction: (work) =>
      pglite.transaction((tx) =>
        work({ ...wrap(tx), query: (sql, params = []) => prepared.run(sql, params) }),
      ),
    close: () => pglite.close(),
    dump: () => pglite.dumpDataDir('none'),
  };
}

// int8 (count(*), sums) as numbers, as PGlite returns them; ids stay well below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const names = new Map<string, string>();
function statementName(sql: string) {
  let name = names.get(sql);
  if (!name) {
    name = `q${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
}

const CONNECT_TIMEOUT_MS = 7_000;

/** A real PostgreSQL server through a connection pool; the same queries as PGlite. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Db> {
  // Fail at start-up, not at the first request, when the server cannot be reached; within a few
  // seconds (a probe of its own: the pool's clients keep no connection timeout).
  const probe = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await probe.connect();
  } catch (error) {
    const reason =
      (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));
    const detail =
      error instanceof Error && error.message && error.message !== reason
        ? `: ${error.message}`
        : '';
    throw new StartupError(
      `DATABASE_URL inacessível: ${redactUrl(url)} (${reason}${detail}; confira o servidor, a porta, o usuário e o banco).`,
      { cause: error },
    );
  } finally {
    await probe.end().catch(() => undefined);
  }
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server dropped (a restart, a failover, an administrator) is discarded by
  // the pool, which connects anew for the next query. Without a listener its 'error' would be
  // unhandled and end the process; queries that fail meanwhile fail their own request.
  pool.on('error', () => undefined);
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      // Named statements: each connection plans a query once and reuses the plan.
      return (await target.query({ name: statementName(sql), text: sql, values: params }))
        .rows as T[];
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
    async listen(channel, onNotify, onError) {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      const end = () => client.end().catch(() => undefined);
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      client.on('error', (error) => {
        void end();
        onError(error);
      });
      try {
        await client.connect();
        await client.query(`listen ${channel}`);
      } catch (error) {
        await end();
        throw error;
      }
      return end;
    },
  };
}
