import { recordAudit } from '../audit';
import type { Queryable } from '../db/database';
import { HttpError } from '../http';
import { deleteAccount } from '../privacy/deletion';
import { createExport } from '../privacy/export';
import { reserveAttempt } from './auth';
import type { Handlers } from './define';

/**
 * The admin acting on an LGPD request the school received by e-mail (issue 38 §2, ADR 044
 * "Admin requests"): the student's export, downloaded by the admin, and the deletion of their
 * account, confirmed with the admin's own password. Both are written to the audit log.
 */

/** An admin's password tries at deletions, per quarter of an hour. */
const DELETION_TRIES = { max: 10, windowMs: 15 * 60_000 };
/** Exports an admin may produce in an hour (each reads every table of a person). */
const EXPORTS_PER_HOUR = { max: 30, windowMs: 60 * 60_000 };

const notFound = () => new HttpError(404, 'UserNotFoundException', 'Estudante não encontrado.');
const refused = (message: string) => new HttpError(403, 'ServerErrorException', message);
const adminRefused = () =>
  refused(
    'Contas de administração não podem ser excluídas por aqui. Remova antes o acesso de administração.',
  );
const alreadyDeleted = () =>
  new HttpError(422, 'ServerErrorException', 'Esta conta já foi excluída.');

interface Target {
  id: number;
  is_admin: boolean;
  deleted_at: Date | null;
}

/** The account, which must exist and not be deleted already. */
async function target(db: Queryable, id: number): Promise<Target> {
  const [row] = await db.query<Target>('select id, is_admin, deleted_at from users where id = $1', [
    id,
  ]);
  if (!row) throw notFound();
  if (row.deleted_at !== null) throw alreadyDeleted();
  return row;
}

export const adminPrivacyHandlers: Pick<
  Handlers,
  'createAdminStudentDataExport' | 'deleteAdminStudentAccount'
> = {
  async createAdminStudentDataExport(services) {
    const { db, params, viewer, throttle } = services;
    await target(db, params.id);
    await reserveAttempt(
      throttle,
      `admin-data-export:${viewer.id}`,
      EXPORTS_PER_HOUR,
      'exportação',
    );
    const made = await createExport(services, params.id);
    // The export exists before the entry: a failed export reads nothing and logs nothing.
    await recordAudit(db, { adminId: viewer.id, action: 'data.export', targetUserId: params.id });
    return { data: made };
  },

  async deleteAdminStudentAccount(services) {
    const { db, params, viewer, body, passwords, throttle, c } = services;
    const student = await target(db, params.id);
    if (student.id === viewer.id) {
      throw refused(
        'Você não pode excluir a sua própria conta por aqui. Peça a outro administrador.',
      );
    }
    if (student.is_admin) throw adminRefused();
    await reserveAttempt(
      throttle,
      `admin-account-deletion:${viewer.id}`,
      DELETION_TRIES,
      'exclusão',
    );
    const [own] = await db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [viewer.id],
    );
    if (!(await passwords.verify(c.get('ip'), body.password, own?.password_hash))) {
      throw new HttpError(422, 'ValidationException', 'A senha está incorreta.', {
        password: ['A senha está incorreta.'],
      });
    }
    const deleted = await deleteAccount(services, params.id, {
      // Written first, in the deletion's transaction; the id alone: nothing that names them.
      // The row is locked by then: an account made admin meanwhile is still refused.
      before: async (tx) => {
        const [now] = await tx.query<{ is_admin: boolean }>(
          'select is_admin from users where id = $1',
          [params.id],
        );
        if (now?.is_admin) throw adminRefused();
        await recordAudit(tx, {
          adminId: viewer.id,
          action: 'account.delete',
          targetUserId: params.id,
        });
      },
    });
    // Deleted by another request meanwhile.
    if (!deleted) throw alreadyDeleted();
    return undefined;
  },
};
