import { z } from 'zod/mini';
import { envelope, id, isoDateTime } from '../entities/common';
import { endpoint } from './define';

/**
 * What an admin did to a person's access or data (issue 38 §2, ADR 047): one row per action,
 * never edited. `details` carries the action's own facts (the product, the new end date).
 */
export const AUDIT_ACTIONS = [
  'subscription.grant',
  'subscription.cancel',
  'subscription.end_date',
  'data.export',
  'account.delete',
  // A product's offer and who it grants (no person named: `target` is null). Deleting one ends
  // its students' subscriptions, so it changes people's access as the actions above do.
  'product.create',
  'product.update',
  'product.delete',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** A person named in an entry; null once the account is gone. */
const auditPersonSchema = z.nullable(z.object({ id, name: z.string(), email: z.string() }));

export const auditEntrySchema = z.object({
  id,
  action: auditActionSchema,
  admin: auditPersonSchema,
  target: auditPersonSchema,
  details: z.record(z.string(), z.unknown()),
  created_at: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** How many entries the admin page lists, newest first. */
export const AUDIT_LIST_SIZE = 200;

export const adminAuditEndpoints = {
  listAdminAudit: endpoint({
    method: 'GET',
    path: 'api/admin/audit-log',
    access: 'admin',
    response: envelope(z.array(auditEntrySchema)),
  }),
} as const;
