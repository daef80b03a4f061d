import { z } from 'zod/mini';
import { envelope, id, intFrom, isoDateTime } from '../entities/common';
import { endpoint } from './define';

/**
 * The e-mails the school sent or is sending (issue 36 §1, ADR 039): the newest 100, and how many
 * failed for good. `last_error` is pt-BR; bodies are never shown (codes and links are secrets).
 */
/**
 * Tries before a message is kept as failed (ADR 039): with the job queue's backoff (10 s doubled,
 * at most an hour between tries) the last is about 5 h 30 min after the first, so an SMTP server
 * down for an afternoon loses nothing.
 */
export const MAIL_MAX_ATTEMPTS = 14;

export const adminEmailSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  /** 'security', 'comment-reply', 'whatsapp'... */
  kind: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: intFrom(0),
  last_error: z.nullable(z.string()),
  created_at: isoDateTime,
  sent_at: z.nullable(isoDateTime),
});
export type AdminEmail = z.infer<typeof adminEmailSchema>;

export const adminEmailListSchema = z.object({
  failed_count: intFrom(0),
  emails: z.array(adminEmailSchema),
});
export type AdminEmailList = z.infer<typeof adminEmailListSchema>;

export const adminEmailEndpoints = {
  listAdminEmails: endpoint({
    method: 'GET',
    path: 'api/admin/emails',
    access: 'admin',
    response: envelope(adminEmailListSchema),
  }),
} as const;
