import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Services } from '../env';

let sequence = 0;

/**
 * There is no mail server in development: messages go to the `mail_outbox` table and to the log,
 * where a developer finds the link or the code. With `MAIL_DIR` set, each message is also written
 * there as a JSON file (a mail sink the end-to-end journeys read, like Laravel's log mailer).
 */
export async function sendMail(
  { db, log }: Pick<Services, 'db' | 'log'>,
  message: {
    to: string;
    subject: string;
    body: string;
    /** What the message is (for the delivery's log and templates); H3 implements it. */
    kind?: string;
    /** A call to action: its button's label and the app path it opens. */
    action?: { label: string; path: string };
  },
) {
  await db.query('insert into mail_outbox (to_email, subject, body) values ($1, $2, $3)', [
    message.to,
    message.subject,
    message.body,
  ]);
  log({
    level: 'info',
    event: 'mail',
    to: message.to,
    subject: message.subject,
    body: message.body,
  });
  const dir = process.env.MAIL_DIR;
  if (dir) {
    sequence += 1;
    await mkdir(dir, { recursive: true });
    const file = `${Date.now()}-${String(sequence).padStart(6, '0')}.json`;
    await writeFile(join(dir, file), JSON.stringify(message));
  }
}
