import type { Services } from '../env';

/**
 * There is no mail server in development: messages go to the `mail_outbox` table and to the log,
 * where a developer (or an end-to-end journey) finds the link or the code.
 */
export async function sendMail(
  { db, log }: Pick<Services, 'db' | 'log'>,
  message: { to: string; subject: string; body: string },
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
}
