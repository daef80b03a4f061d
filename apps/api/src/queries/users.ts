import type { Viewer } from '../env';

/** The columns of a user as `api/me` answers it (never the password hash). */
export const USER_COLUMNS =
  'id, name, email, avatar_url, email_verified_at, whatsapp, is_student, is_admin';

/** A row selected with USER_COLUMNS: the driver gives the verification date as a Date. */
export interface UserRow extends Omit<Viewer, 'email_verified_at'> {
  email_verified_at: Date | string | null;
}

/** The user as the contract carries it (dates as ISO strings). */
export const toUser = (row: UserRow): Viewer => ({
  ...row,
  email_verified_at: row.email_verified_at ? new Date(row.email_verified_at).toISOString() : null,
});
