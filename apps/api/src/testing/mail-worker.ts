import { openDatabase } from '../db/open';
import { startWorkers } from '../jobs/workers';
import { mailJobHandlers } from '../mail/outbox';
import { smtpTransport } from '../mail/transport';

/**
 * A worker process for `mail/processes.test.ts`: the real outbox handler on the database at
 * DATABASE_URL (or the embedded one in DATA_DIR), delivering to SMTP_URL. It prints
 * `sending <row> <attempt> <pid>` before each SMTP send, the line the test waits for to kill it.
 */
const { db } = await openDatabase({
  url: process.env.DATABASE_URL,
  dir: process.env.DATA_DIR,
  seed: false,
});
const smtp = smtpTransport(process.env.SMTP_URL ?? '');
let attempt = 0;
const transport = {
  ...smtp,
  async send(message: Parameters<typeof smtp.send>[0]) {
    console.log(`sending ${message.to} ${attempt} ${process.pid}`);
    await smtp.send(message);
  },
};
const settings = {
  smtpUrl: process.env.SMTP_URL,
  from: 'Aula <nao-responda@aula.test>',
  replyTo: undefined,
  appUrl: 'http://127.0.0.1:3000',
  retentionHours: 24,
  bulkPerSecond: 0,
};
const handlers = mailJobHandlers(db, settings, transport, () => undefined);
const workers = startWorkers(
  db,
  Object.fromEntries(
    Object.entries(handlers).map(([queue, handler]) => [
      queue,
      (job: Parameters<typeof handler>[0], signal: AbortSignal) => {
        attempt = job.attempt;
        return handler(job, signal);
      },
    ]),
  ),
  {
    pollMs: 50,
    leaseMs: Number(process.env.JOB_LEASE_MS ?? 60_000),
    log: (entry) => console.log(JSON.stringify(entry)),
  },
);
process.once('SIGTERM', () => {
  void workers
    .stop()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
console.log(`ready ${process.pid}`);
