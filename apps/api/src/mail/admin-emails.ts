import type { AdminEmail } from '@aula/contract';
import type { Handlers } from '../routes/define';

interface Row {
  id: number;
  to_email: string;
  subject: string;
  kind: string;
  sent_at: Date | null;
  created_at: Date;
  last_error: string | null;
  job_state: string | null;
  attempts: number | null;
}

const LIST_SIZE = 100;

/** The admins' view of the outbox (ADR 039): status from the delivery job, never the body. */
export const adminEmailHandlers: Pick<Handlers, 'listAdminEmails'> = {
  async listAdminEmails({ db }) {
    const rows = await db.query<Row>(
      `select m.id, m.to_email, m.subject, m.kind, m.sent_at, m.created_at,
              coalesce(m.last_error, j.last_error) as last_error, j.state as job_state,
              j.attempts
         from mail_outbox m left join jobs j on j.id = m.job_id
        order by m.id desc limit $1`,
      [LIST_SIZE],
    );
    const [failed] = await db.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox m join jobs j on j.id = m.job_id
        where m.sent_at is null and j.state = 'failed'`,
    );
    const emails: AdminEmail[] = rows.map((row) => ({
      id: Number(row.id),
      to: row.to_email,
      subject: row.subject,
      kind: row.kind,
      status: row.sent_at ? 'sent' : row.job_state === 'failed' ? 'failed' : 'pending',
      attempts: row.attempts ?? 0,
      last_error: row.sent_at ? null : row.last_error,
      created_at: new Date(row.created_at).toISOString(),
      sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    }));
    return { data: { failed_count: failed?.n ?? 0, emails } };
  },
};
