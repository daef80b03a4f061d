import { z } from 'zod/mini';
import { envelope, isoDateTime, routeId, text } from '../entities/common';
import { accountCodeSchema, codeSentSchema } from './account-changes';
import { PASSWORD_MAX_LENGTH } from './auth';
import { endpoint } from './define';

/**
 * The LGPD rights of issue 38 §2 (ADR 044): "Baixar meus dados" (one JSON document with
 * everything Aula holds about the person, on a signed link for 24 hours) and "Excluir minha
 * conta" (the password, then a 6-digit code by e-mail; the account is anonymised at once).
 */

/** Where a data export is downloaded: `/<path>/<file>?expires=&signature=` (not JSON: no contract). */
export const DATA_EXPORT_DOWNLOAD_PATH = 'api/data-exports';

/** How long an export's link works, in hours. */
export const DATA_EXPORT_HOURS = 24;

/**
 * The person's latest export. `ready`: `url` downloads it until `expires_at`; `expired`: the link
 * no longer works (ask for a new one). Null: none asked for yet.
 */
export const dataExportSchema = z.object({
  status: z.enum(['ready', 'expired']),
  /** The signed download link (relative to the API's origin); null once expired. */
  url: z.nullable(z.string()),
  created_at: isoDateTime,
  expires_at: isoDateTime,
  /** The document's size, in bytes. */
  size_bytes: z.number(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const accountDeletionCodeBodySchema = z.object({
  password: text(1, PASSWORD_MAX_LENGTH),
});
export type AccountDeletionCodeBody = z.infer<typeof accountDeletionCodeBodySchema>;

export const accountDeletionBodySchema = z.object({ code: accountCodeSchema });
export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;

export const privacyEndpoints = {
  /** The latest export of the viewer's data (or null). */
  getDataExport: endpoint({
    method: 'GET',
    path: 'api/me/data-export',
    access: 'user',
    response: envelope(z.nullable(dataExportSchema)),
  }),
  /**
   * Produces the export now (synchronously), stores it and answers its signed link; an e-mail
   * "Seus dados estão prontos" points to the privacy page. A few per hour.
   */
  createDataExport: endpoint({
    method: 'POST',
    path: 'api/me/data-export',
    access: 'user',
    response: envelope(dataExportSchema),
  }),
  /**
   * Deletion step 1: the password (a wrong one: 422 `ValidationException` on `password`), then a
   * 6-digit code to the account's e-mail. Refused to admins (403).
   */
  requestAccountDeletionCode: endpoint({
    method: 'POST',
    path: 'api/me/account-deletion/code',
    access: 'user',
    body: accountDeletionCodeBodySchema,
    response: envelope(codeSentSchema),
  }),
  /**
   * Deletion step 2: the code (`InvalidAccountDeletionCodeException`). The account is anonymised
   * in one transaction, every session ends and the answer clears this browser's cookies.
   */
  deleteAccount: endpoint({
    method: 'POST',
    path: 'api/me/account-deletion',
    access: 'user',
    body: accountDeletionBodySchema,
  }),
} as const;

/** The admin's password, confirming the deletion of a student's account (no code: ADR 044). */
export const adminAccountDeletionBodySchema = z.object({
  password: text(1, PASSWORD_MAX_LENGTH),
});
export type AdminAccountDeletionBody = z.infer<typeof adminAccountDeletionBodySchema>;

const studentParams = z.object({ id: routeId });

/**
 * The admin acting on a request the school received by e-mail (issue 38 §2, ADR 044 "Admin
 * requests"): the same export and deletion, each written to the audit log (`data.export`,
 * `account.delete`). Neither acts on an admin account nor on the admin themself.
 */
export const adminPrivacyEndpoints = {
  /**
   * Produces the student's export now (the document their own "Baixar meus dados" gives) and
   * answers its signed link, which the admin downloads. Audit entry `data.export`.
   */
  createAdminStudentDataExport: endpoint({
    method: 'POST',
    path: 'api/admin/students/:id/data-export',
    access: 'admin',
    params: studentParams,
    response: envelope(dataExportSchema),
  }),
  /**
   * Deletes (anonymises) the student's account, confirmed with the admin's own password (a wrong
   * one: 422 on `password`); every session of theirs ends. Audit entry `account.delete` (the id
   * only). An admin account or one's own: 403.
   */
  deleteAdminStudentAccount: endpoint({
    method: 'POST',
    path: 'api/admin/students/:id/account-deletion',
    access: 'admin',
    params: studentParams,
    body: adminAccountDeletionBodySchema,
  }),
} as const;
