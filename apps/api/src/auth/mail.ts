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
    // Issue 36 (H3 delivers them over SMTP; ignored here for now).
    kind?: string;
    action?: { label: string; path: string };
    unsubscribeUrl?: string;
    userId?: number | null;
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
