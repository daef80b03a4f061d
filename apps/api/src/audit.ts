import type { AuditAction, AuditEntry } from '@aula/contract';
import { AUDIT_LIST_SIZE } from '@aula/contract';
import type { Queryable } from './db/database';
import type { Handlers } from './routes/define';

/**
 * The admins' audit log (issue 38 §2, ADR 047): one row for each admin action that changes a
 * person's access or reads or changes their data, written in the action's own transaction when
 * it has one, so an action that fails leaves no row. Rows are never edited; the admin page lists
 * the newest.
 */
export interface AuditRecord {
  /** The admin who acted. */
  adminId: number;
  action: AuditAction;
  /** The person acted upon; none for an action on a product. */
  targetUserId: number | null;
  /** The action's own facts (product id, end date...): small, no secrets, no personal data. */
  details?: Record<string, unknown>;
}

/** Writes one entry of the audit log (call it with the action's transaction). */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query(
    `insert into admin_audit_log (admin_id, action, target_user_id, details)
     values ($1, $2, $3, $4::jsonb)`,
    [record.adminId, record.action, record.targetUserId, JSON.stringify(record.details ?? {})],
  );
}

interface AuditRow {
  id: string | number;
  action: AuditAction;
  admin_id: number | null;
  admin_name: string | null;
  admin_email: string | null;
  target_id: number | null;
  target_name: string | null;
  target_email: string | null;
  details: Record<string, unknown> | string | null;
  created_at: Date | string;
}

const person = (id: number | null, name: string | null, email: string | null) =>
  id === null ? null : { id, name: name ?? '', email: email ?? '' };

export const adminAuditHandlers: Pick<Handlers, 'listAdminAudit'> = {
  async listAdminAudit({ db }) {
    const rows = await db.query<AuditRow>(
      `select l.id, l.action, a.id as admin_id, a.name as admin_name, a.email as admin_email,
              t.id as target_id, t.name as target_name, t.email as target_email,
              l.details, l.created_at
         from admin_audit_log l
         left join users a on a.id = l.admin_id
         left join users t on t.id = l.target_user_id
        order by l.created_at desc, l.id desc
        limit $1`,
      [AUDIT_LIST_SIZE],
    );
    const data: AuditEntry[] = rows.map((row) => ({
      id: Number(row.id),
      action: row.action,
      admin: person(row.admin_id, row.admin_name, row.admin_email),
      target: person(row.target_id, row.target_name, row.target_email),
      details:
        typeof row.details === 'string'
          ? (JSON.parse(row.details) as Record<string, unknown>)
          : (row.details ?? {}),
      created_at: new Date(row.created_at).toISOString(),
    }));
    return { data };
  },
};
