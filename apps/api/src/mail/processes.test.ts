import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/database';
import { openDatabase } from '../db/open';
import { getJob } from '../jobs/queue';
import {
  ON_POSTGRES_RUN,
  openTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
  testDatabaseUrl,
} from '../testing/db';
import { type SmtpSink, startSmtpSink } from '../testing/smtp';
import { waitUntil } from '../testing/wait';
import { sendMail, sendMails } from './outbox';

/**
 * A worker killed mid-send (ADR 039): the SMTP server took the message but never answered, so
 * the outbox cannot know it arrived. After the lease another worker sends it again: at most
 * once more, with the same Message-ID (which lets a receiving system or client drop the copy).
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const GUARD_MS = 90_000;
const TEST_MS = 480_000;
const log = () => undefined;

interface Child {
  process: ChildProcess;
  out: { text: string };
  exited: Promise<number | null>;
  line(pattern: RegExp): Promise<RegExpExecArray>;
}
const children: Child[] = [];

function mailWorker(env: Record<string, string>): Child {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'SMTP_URL']) delete inherited[name];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/testing/mail-worker.ts'],
    {
      cwd: repoRoot,
      env: { ...inherited, JOB_LEASE_MS: '1500', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const out = { text: '' };
  child.stdout?.on('data', (chunk) => {
    out.text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out.text += chunk;
  });
  const running: Child = {
    process: child,
    out,
    exited: new Promise((resolve) => child.once('exit', resolve)),
    line: (pattern) =>
      waitUntil(`${pattern} in:\n${out.text}`, () => pattern.exec(out.text), {
        timeoutMs: GUARD_MS,
      }),
  };
  children.push(running);
  return running;
}

async function kill(child: Child, signal: NodeJS.Signals = 'SIGKILL') {
  if (child.process.exitCode === null && child.process.signalCode === null)
    child.process.kill(signal);
  return child.exited;
}

let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => kill(child)));
  await sink.stop();
});

async function expectSentOnceMore(db: Db, to: string) {
  const [row] = await db.query<{ sent_at: Date | null; job_id: number; message_token: string }>(
    'select sent_at, job_id, message_token from mail_outbox where to_email = $1',
    [to],
  );
  expect(row?.sent_at).toBeInstanceOf(Date);
  expect(await getJob(db, Number(row?.job_id))).toMatchObject({ state: 'done', attempts: 2 });
  const copies = sink.received.filter((r) => r.to.includes(to));
  // The unanswered copy and the retry: two, never more, one Message-ID.
  expect(copies).toHaveLength(2);
  expect(new Set(copies.map((c) => c.mail.messageId))).toEqual(
    new Set([`<${row?.message_token}@aula.test>`]),
  );
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL: two mail worker processes', () => {
  let t: TestDatabase;
  let url: string;
  beforeAll(async () => {
    t = await openTestDatabase();
    const [row] = await t.db.query<{ name: string }>('select current_database() as name');
    url = testDatabaseUrl(row?.name ?? '');
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'a worker killed mid-send: the other sends it again after the lease, once, same Message-ID',
    async () => {
      sink.hang(1);
      const env = { DATABASE_URL: url, SMTP_URL: sink.url };
      const [a, b] = [mailWorker(env), mailWorker(env)];
      await Promise.all([a.line(/^ready/m), b.line(/^ready/m)]);
      const to = 'morto@aula.test';
      await sendMail({ db: t.db, log }, { to, subject: 'Código', body: 'Seu código é 123456' });
      const started = new RegExp(`^sending ${to} 1 (\\d+)$`, 'm');
      const [, pid] = await Promise.race([a.line(started), b.line(started)]);
      await waitUntil('the unanswered copy', () => sink.received.length > 0);
      const [killed, survivor] = String(a.process.pid) === pid ? [a, b] : [b, a];
      await kill(killed);
      await survivor.line(new RegExp(`^sending ${to} 2 ${survivor.process.pid}$`, 'm'));
      await waitUntil('sent', async () => {
        const [row] = await t.db.query<{ sent_at: Date | null }>(
          'select sent_at from mail_outbox where to_email = $1',
          [to],
        );
        return row?.sent_at;
      });
      await waitUntil('the job done', async () => {
        const [row] = await t.db.query<{ state: string }>(
          'select j.state from jobs j join mail_outbox m on m.job_id = j.id where m.to_email = $1',
          [to],
        );
        return row?.state === 'done';
      });
      await expectSentOnceMore(t.db, to);
    },
    TEST_MS,
  );

  it(
    'a worker killed mid-batch: the other sends the rest after the lease; only what it had not recorded goes again, same Message-IDs',
    async () => {
      const env = { DATABASE_URL: url, SMTP_URL: sink.url };
      const [a, b] = [mailWorker(env), mailWorker(env)];
      await Promise.all([a.line(/^ready/m), b.line(/^ready/m)]);
      const to = Array.from({ length: 6 }, (_, i) => `lote-morto${i}@aula.test`);
      const hung = to[3] ?? '';
      sink.hang(1, hung);
      // 5 a second: the fourth is sent 0.6 s in, before the batch's first record (after 1 s) unless
      // the machine is slow.
      await sendMails(
        { db: t.db, log },
        to.map((address) => ({
          to: address,
          subject: 'Nova aula',
          body: 'Olá!',
          kind: 'lecture_released',
        })),
        5,
      );
      const started = new RegExp(`^sending ${hung} 1 (\\d+)$`, 'm');
      const [, pid] = await Promise.race([a.line(started), b.line(started)]);
      await waitUntil('the unanswered copy', () => sink.received.some((r) => r.to.includes(hung)));
      const [killed, survivor] = String(a.process.pid) === pid ? [a, b] : [b, a];
      await kill(killed);
      await survivor.line(new RegExp(`^sending ${to[5]} 2 ${survivor.process.pid}$`, 'm'));
      const rows = await waitUntil('all recorded sent', async () => {
        const list = await t.db.query<{
          to_email: string;
          sent_at: Date | null;
          message_token: string;
        }>(
          "select to_email, sent_at, message_token from mail_outbox where to_email like 'lote-morto%' order by id",
        );
        return list.length === 6 && list.every((row) => row.sent_at) && list;
      });
      const copies = rows.map((row) => {
        const got = sink.received.filter((r) => r.to.includes(row.to_email));
        // Never a second Message-ID for one message.
        expect(new Set(got.map((c) => c.mail.messageId))).toEqual(
          new Set([`<${row.message_token}@aula.test>`]),
        );
        return got.length;
      });
      // The unanswered one goes once more, the last two once. Of the three before it, those the
      // killed worker had not yet recorded (the latest: a record is a second's worth, and all
      // three on a machine this fast) go once more too.
      expect(copies.slice(3)).toEqual([2, 1, 1]);
      const before = copies.slice(0, 3);
      expect(before.every((n) => n === 1 || n === 2)).toBe(true);
      expect(before).toEqual([...before].sort());
    },
    TEST_MS,
  );
});

describe.skipIf(ON_POSTGRES_RUN)('PGlite: the next process on the folder', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'aula-mail-test-'));
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it(
    'a worker killed mid-send: the next one sends it again after the lease, once, same Message-ID',
    async () => {
      const dir = join(base, 'killed');
      const to = 'morto@aula.test';
      {
        const { db } = await openDatabase({ dir, seed: false });
        await sendMail({ db, log }, { to, subject: 'Código', body: 'Seu código é 123456' });
        await db.close();
      }
      sink.hang(1);
      const env = { DATA_DIR: dir, SMTP_URL: sink.url };
      const first = mailWorker(env);
      await first.line(new RegExp(`^sending ${to} 1 ${first.process.pid}$`, 'm'));
      await waitUntil('the unanswered copy', () => sink.received.length > 0);
      await kill(first);
      const next = mailWorker(env);
      await next.line(new RegExp(`^sending ${to} 2 ${next.process.pid}$`, 'm'));
      await next.line(/"event":"job.done"/);
      expect(await kill(next, 'SIGTERM')).toBe(0);
      const { db } = await openDatabase({ dir, seed: false });
      try {
        await expectSentOnceMore(db, to);
      } finally {
        await db.close();
      }
    },
    TEST_MS,
  );
});
