import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import pg from 'pg';
import { LOCK_FILE } from './db/lock';
import { openDatabase } from './db/open';
import { DEMO_USERS } from './db/seed-content';
import { clientAs } from './testing/client';
import { ON_POSTGRES_RUN, TEST_DATABASE_URL } from './testing/db';

/**
 * The server as an operator starts it: `node --import tsx apps/api/src/main.ts` with settings in
 * the environment. Bad settings and start-up failures give one line naming the setting and exit
 * code 1; the embedded database's folder is held by one process; demo logins only where they
 * belong. Ports 21100–21199: below Linux's ephemeral range (32768–60999), where a client
 * connection of another test (to PostgreSQL, to an SMTP server) can hold a port as its own end and
 * make a listen there fail (it did once, on 41100).
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Every setting main.ts reads: none is inherited from the environment running the tests. */
const SETTINGS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'LOG_LEVEL',
  'SECURE_COOKIES',
  'TRUST_PROXY',
  'STATIC_DIR',
  'AULA_RESET_DB',
  'SEED_DEMO',
  'SENTRY_DSN',
  'VITE_SENTRY_DSN',
];
/**
 * A hang guard, not a speed assertion: a start-up failure must end the process. Generous, as the
 * tests' own limit below: a start on a loaded 2-core machine took over 20 s.
 */
const HANG_GUARD_MS = 45_000;
vi.setConfig({ testTimeout: 90_000 });

let base: string;
/** An embedded database created and seeded once; each test that needs one copies it. */
let template: string;
let templateSeeded: boolean;
let templateUsers: string[];
let nextPort = 21100;

function settings(env: Record<string, string>) {
  const inherited = { ...process.env };
  for (const name of SETTINGS) delete inherited[name];
  return { ...inherited, PORT: String(nextPort++), STATIC_DIR: '', LOG_LEVEL: 'warn', ...env };
}

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function collect(child: ChildProcess) {
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    output.stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output.stderr += chunk;
  });
  return output;
}

function launch(env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: settings(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs main.ts until it exits (killed after the hang guard). */
function runToExit(env: Record<string, string>): Promise<Exit & { hung: boolean }> {
  const child = launch(env);
  const output = collect(child);
  return new Promise((resolve) => {
    let hung = false;
    const guard = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, HANG_GUARD_MS);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, ...output, hung });
    });
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  output: { stdout: string; stderr: string };
  stop(): Promise<void>;
}

/** Starts main.ts and waits for its "no ar" line. */
function startMain(env: Record<string, string>): Promise<Running> {
  const child = launch(env);
  const output = collect(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const guard = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not start:\n${output.stdout}${output.stderr}`));
    }, HANG_GUARD_MS);
    const onEarlyExit = (code: number | null) => {
      clearTimeout(guard);
      clearInterval(poll);
      reject(new Error(`main.ts exited with ${code}:\n${output.stdout}${output.stderr}`));
    };
    child.once('exit', onEarlyExit);
    const poll = setInterval(() => {
      // Up once the start-up lines are out (they end with an empty line).
      const match = /Aula está no ar: (\S+)/.exec(output.stdout);
      if (!match?.[1] || !output.stdout.endsWith('\n\n')) return;
      clearInterval(poll);
      clearTimeout(guard);
      child.removeListener('exit', onEarlyExit);
      resolve({
        child,
        url: match[1],
        output,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    }, 50);
  });
}

async function copyOfTemplate(name: string) {
  const dir = join(base, name);
  await cp(template, dir, { recursive: true });
  return dir;
}

/** The start-up failure as the operator sees it: one line, exit 1, no stack, no hang. */
function expectOneLine(result: Exit & { hung: boolean }, pattern: RegExp) {
  expect(result.hung).toBe(false);
  expect(result.code).toBe(1);
  const lines = `${result.stdout}${result.stderr}`.split('\n').filter((l) => l.trim() !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

/** A client for a running server, as the API suite's client is for `app.request`. */
const httpApp = (url: string) =>
  ({ request: (path: string, init?: RequestInit) => fetch(`${url}${path}`, init) }) as Pick<
    Hono,
    'request'
  >;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'aula-startup-test-'));
  template = join(base, 'template');
  const opened = await openDatabase({ dir: template });
  templateSeeded = opened.seeded;
  templateUsers = (
    await opened.db.query<{ email: string }>('select email from users order by id')
  ).map((row) => row.email);
  await opened.db.close();
}, 60_000);

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe.skipIf(ON_POSTGRES_RUN)('one process per embedded database folder', () => {
  it('refuses a second server on the same DATA_DIR with a line naming the folder and the pid; the first keeps serving and its writes', async () => {
    const dataDir = await copyOfTemplate('shared');
    const first = await startMain({ DATA_DIR: dataDir });
    try {
      expect(await readFile(join(dataDir, LOCK_FILE), 'utf8')).toBe(`${first.child.pid}\n`);
      const guest = await clientAs(httpApp(first.url), 'guest');
      const account = {
        name: 'Primeira Escrita',
        email: 'primeira@exemplo.com.br',
        password: 'senha-forte-2026',
        password_confirmation: 'senha-forte-2026',
        accept_terms: true,
      };
      expect((await guest.post('/api/register', { json: account })).status).toBe(201);

      const second = await runToExit({ DATA_DIR: dataDir });
      expectOneLine(second, /^DATA_DIR já está em uso: .*"/);
      expect(second.stderr).toContain(`"${dataDir}"`);
      expect(second.stderr).toContain(`processo ${first.child.pid}`);

      expect((await fetch(`${first.url}/health`)).status).toBe(200);
      const again = await (await clientAs(httpApp(first.url), 'guest')).post('/api/register', {
        json: account,
      });
      expect(again.status).toBe(422);
      expect(await again.json()).toMatchObject({ error: 'UserHasBeenTakenException' });
    } finally {
      await first.stop();
    }
    // Released on a clean stop.
    await expect(readFile(join(dataDir, LOCK_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('takes over a stale lock whose process is gone (killed -9), and db:reset respects a live one', async () => {
    const dataDir = await copyOfTemplate('stale');
    const killed = await startMain({ DATA_DIR: dataDir });
    const deadPid = killed.child.pid;
    killed.child.kill('SIGKILL');
    await killed.stop();
    expect(await readFile(join(dataDir, LOCK_FILE), 'utf8')).toBe(`${deadPid}\n`);

    const restarted = await startMain({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${restarted.url}/health`)).status).toBe(200);
      const reset = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/db/reset.ts'], {
        cwd: repoRoot,
        env: settings({ DATA_DIR: dataDir }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = collect(reset);
      const code = await new Promise((resolve) => reset.once('exit', resolve));
      expectOneLine(
        { code: code as number, ...output, hung: false },
        new RegExp(`^DATA_DIR já está em uso: .*processo ${restarted.child.pid}`),
      );
      expect((await fetch(`${restarted.url}/health`)).status).toBe(200);
    } finally {
      await restarted.stop();
    }
  });

  it('takes over a lock holding a pid that cannot exist', async () => {
    const dataDir = await copyOfTemplate('impossible-pid');
    await writeFile(join(dataDir, LOCK_FILE), '2147483646\n');
    const server = await startMain({ DATA_DIR: dataDir });
    expect(await readFile(join(dataDir, LOCK_FILE), 'utf8')).toBe(`${server.child.pid}\n`);
    await server.stop();
  });
});

describe.skipIf(ON_POSTGRES_RUN)(
  'bad settings: one line naming the setting, exit code 1, no stack, no hang',
  () => {
    it.each([
      ['PORT=abc', { PORT: 'abc' }, /^PORT inválida: "abc"/],
      ['PORT=-1', { PORT: '-1' }, /^PORT inválida: "-1"/],
      ['PORT=99999', { PORT: '99999' }, /^PORT inválida: "99999"/],
      ['PORT= (empty)', { PORT: '' }, /^PORT inválida: ""/],
      ['HOST=a b', { HOST: 'a b' }, /^HOST inválido: "a b"/],
      ['LOG_LEVEL=debug', { LOG_LEVEL: 'debug' }, /^LOG_LEVEL inválido: "debug"/],
      ['SECURE_COOKIES=yes', { SECURE_COOKIES: 'yes' }, /^SECURE_COOKIES inválida: "yes"/],
      ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, /^TRUST_PROXY inválido: "true"/],
      ['S3_BUCKET alone', { S3_BUCKET: 'aula' }, /^S3_ENDPOINT ausente ou vazia/],
      [
        'DATABASE_URL=not-a-url',
        { DATABASE_URL: 'not-a-url' },
        /^DATABASE_URL inválida: "not-a-url"/,
      ],
    ])('%s', async (_name, env, pattern) => {
      expectOneLine(await runToExit(env), pattern);
    });

    it('a database that refuses connections (the password is not printed)', async () => {
      const result = await runToExit({ DATABASE_URL: 'postgres://aula:segredo@127.0.0.1:1/x' });
      expectOneLine(
        result,
        /^DATABASE_URL inacessível: postgres:\/\/aula:\*\*\*@127\.0\.0\.1:1\/x .*ECONNREFUSED/,
      );
      expect(result.stderr).not.toContain('segredo');
    });

    it('a port already in use', async () => {
      const port = nextPort++;
      const blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
      try {
        const dataDir = await copyOfTemplate('port-in-use');
        const result = await runToExit({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
        });
        expectOneLine(result, new RegExp(`^PORT ${port} já está em uso`));
        // The failed start released the folder.
        await expect(readFile(join(dataDir, LOCK_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
      } finally {
        blocker.close();
      }
    });

    it('DATA_DIR that is a file', async () => {
      const file = join(base, 'a-file');
      await writeFile(file, 'not a folder');
      expectOneLine(await runToExit({ DATA_DIR: file }), /^DATA_DIR não é uma pasta: ".*a-file"/);
    });

    it('DATA_DIR that cannot be written (even by root) or created (under /proc, where mkdir -p spins)', async () => {
      expectOneLine(
        await runToExit({ DATA_DIR: '/proc/self' }),
        /^DATA_DIR não pode ser criada ou gravada: "\/proc\/self"/,
      );
      expectOneLine(
        await runToExit({ DATA_DIR: '/proc/aula-no-such-folder/pglite' }),
        /^DATA_DIR não pode ser criada ou gravada: "\/proc\/aula-no-such-folder/,
      );
    });

    it('DATA_DIR holding something that is not a PGlite database', async () => {
      const dataDir = join(base, 'garbage');
      await mkdir(dataDir);
      await writeFile(join(dataDir, 'PG_VERSION'), 'garbage\n');
      await writeFile(join(dataDir, 'base'), 'more garbage');
      expectOneLine(
        await runToExit({ DATA_DIR: dataDir }),
        /^DATA_DIR não contém um banco PGlite utilizável: ".*garbage"/,
      );
    });
  },
);

describe('demo accounts only where they belong', () => {
  it.skipIf(ON_POSTGRES_RUN)('an empty embedded folder is seeded with the demo accounts', () => {
    expect(templateSeeded).toBe(true);
    expect(templateUsers).toEqual(DEMO_USERS.map((user) => user.email));
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'an empty PostgreSQL is migrated but gets no users; seeded only when asked; main.ts prints no logins then',
    async () => {
      const name = `aula_startup_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      try {
        const plain = await openDatabase({ url: url.toString() });
        expect(plain.applied.length).toBeGreaterThan(0);
        expect(plain.seeded).toBe(false);
        const [none] = await plain.db.query<{ n: number }>('select count(*)::int as n from users');
        expect(none?.n).toBe(0);
        await plain.db.close();

        const server = await startMain({ DATABASE_URL: url.toString() });
        await server.stop();
        expect(server.output.stdout).not.toContain('Logins de demonstração');
        expect(server.output.stdout).not.toContain(DEMO_USERS[0]?.password);
        expect(server.output.stdout).toContain('npm run db:seed');
        // Uploads in the local folder with PostgreSQL: one warning naming the S3 settings (ADR 030).
        expect(server.output.stderr).toMatch(
          /^Aviso: DATABASE_URL .* S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/m,
        );

        const seeded = await openDatabase({ url: url.toString(), seed: true });
        expect(seeded.applied).toEqual([]);
        expect(seeded.seeded).toBe(true);
        const rows = await seeded.db.query<{ email: string }>(
          'select email from users order by id',
        );
        expect(rows.map((r) => r.email)).toEqual(DEMO_USERS.map((user) => user.email));
        await seeded.db.close();
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
