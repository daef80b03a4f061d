import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Services } from '../env';
import { AVATARS } from '../routes/account-profile';
import { pdfKey } from '../routes/certificates';
import { imageKey } from '../routes/images';
import type { PersonalTable } from './coverage';

/** What a deleted account is called wherever its row still shows (replies, orders). */
export const DELETED_NAME = 'Conta excluída';
/**
 * The domain of a deleted account's stand-in address: `.invalid` is reserved (RFC 2606), so no
 * message can ever reach it, and with a name before it the address is still well-formed, as the
 * admin's lists and profile answer it (a bare `@invalid` made them fail).
 */
export const DELETED_DOMAIN = 'conta-excluida.invalid';
/** What a removed comment with others' replies says in place of its text. */
export const REMOVED_COMMENT = 'Comentário removido';
const PURCHASE_REDACTED = '{"removido":"conta excluída (LGPD)"}';

type Step = (tx: Queryable, who: Who) => Promise<unknown>;

/**
 * Their own messages, by $1 the user id, $2 the e-mail, $3 the WhatsApp number: rows written
 * before the outbox knew its user (migration 0023) are found by address.
 */
export const THEIR_MAIL = `user_id = $1 or lower(to_email) = lower($2)
  or ($3::text is not null and to_email = '+' || $3::text)`;

/** `text` as a regular expression that matches only itself. */
const literalPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Who {
  id: number;
  email: string;
  name: string;
  /** The WhatsApp number (digits), whose PINs went to `+<number>`. */
  whatsapp: string | null;
  ips: string[];
  at: string;
}

/**
 * Each table's part of the deletion, in the order they run (the record's order: `users` last,
 * once nothing needs its e-mail any more). Typed by the coverage map, so a new table names its
 * step. ADR 044 says why each is deleted, kept or anonymised.
 */
const STEPS: Record<PersonalTable, Step | null> = {
  sessions: (tx, { id }) => tx.query('delete from sessions where user_id = $1', [id]),
  account_codes: (tx, { id }) => tx.query('delete from account_codes where user_id = $1', [id]),
  user_tokens: (tx, { id, email }) =>
    tx.query('delete from user_tokens where user_id = $1 or lower(email) = lower($2)', [id, email]),
  discord_connections: (tx, { id }) =>
    tx.query('delete from discord_connections where user_id = $1', [id]),
  discord_states: (tx, { id }) => tx.query('delete from discord_states where user_id = $1', [id]),
  enrollments: (tx, { id, at }) =>
    tx.query(
      `update enrollments set status = 'canceled', ends_at = $2
        where user_id = $1 and status in ('active', 'trial', 'lifetime', 'pending_payment')`,
      [id, at],
    ),
  lifetime_orders: null,
  user_consents: (tx, { id }) => tx.query('delete from user_consents where user_id = $1', [id]),
  admin_audit_log: null,
  purchase_events: (tx, { id, email }) =>
    tx.query(
      `update purchase_events set buyer_email = null, buyer_name = null, raw_body = $3, error = null
        where lower(buyer_email) = lower($2)
           or (transaction_id is not null and transaction_id in
                 (select external_ref from enrollments where user_id = $1))
           or (subscription_ref is not null and subscription_ref in
                 (select external_ref from enrollments where user_id = $1))`,
      [id, email, PURCHASE_REDACTED],
    ),
  lecture_views: (tx, { id }) => tx.query('delete from lecture_views where user_id = $1', [id]),
  bookmarks: (tx, { id }) => tx.query('delete from bookmarks where user_id = $1', [id]),
  course_progress: (tx, { id }) => tx.query('delete from course_progress where user_id = $1', [id]),
  lecture_positions: (tx, { id }) =>
    tx.query('delete from lecture_positions where user_id = $1', [id]),
  comment_subscriptions: (tx, { id }) =>
    tx.query('delete from comment_subscriptions where user_id = $1', [id]),
  broadcast_reads: (tx, { id }) => tx.query('delete from broadcast_reads where user_id = $1', [id]),
  // Before the comments: the replies' notifications carry the name and the reply's excerpt.
  notifications: async (tx, { id, name }) => {
    await tx.query('delete from notifications where user_id = $1', [id]);
    // Others' notices of their replies ("<name> respondeu…", quoting the reply): only on the
    // threads they replied in, so someone else who shares the first name keeps theirs.
    await tx.query(
      `delete from notifications where kind = 'comment_reply' and left(title, length($1) + 1) = $1 || ' '
          and thread_id in (select parent_id from comments where user_id = $2 and parent_id is not null)`,
      [name, id],
    );
  },
  comments: async (tx, { id, at }) => {
    // A thread others answered keeps its place; everything else of theirs goes (with their own
    // replies under it, by the foreign key's cascade).
    await tx.query(
      `update comments m set body = $2, removed_at = $3, updated_at = $3
        where m.user_id = $1 and m.parent_id is null
          and exists (select 1 from comments r where r.parent_id = m.id and r.user_id <> $1)`,
      [id, REMOVED_COMMENT, at],
    );
    await tx.query('delete from comments where user_id = $1 and removed_at is null', [id]);
  },
  notification_preferences: (tx, { id }) =>
    tx.query('delete from notification_preferences where user_id = $1', [id]),
  thread_mail_windows: (tx, { id }) =>
    tx.query('delete from thread_mail_windows where user_id = $1', [id]),
  jobs: (tx, { id, email, whatsapp }) =>
    tx.query(
      `delete from jobs where id in (select job_id from mail_outbox
        where job_id is not null and (${THEIR_MAIL}))`,
      [id, email, whatsapp],
    ),
  mail_outbox: async (tx, { id, email, name, whatsapp }) => {
    await tx.query(`delete from mail_outbox where ${THEIR_MAIL}`, [id, email, whatsapp]);
    // Others' e-mails that quote them (a reply's digest names its author): the name and address
    // become "Conta excluída", the rest of the message stays, sent or still to be sent.
    await tx.query(
      `update mail_outbox
          set body = regexp_replace(replace(body, $2, $3), $1, $3, 'gi'),
              subject = regexp_replace(replace(subject, $2, $3), $1, $3, 'gi')
        where strpos(lower(body), lower($4)) > 0 or strpos(body, $2) > 0
           or strpos(lower(subject), lower($4)) > 0 or strpos(subject, $2) > 0`,
      [literalPattern(email), name, DELETED_NAME, email],
    );
  },
  certificates: (tx, { id, at }) =>
    tx.query(
      `update certificates set full_name = case when full_name is null then null else $2 end,
              revoked_at = coalesce(revoked_at, $3), revoked_reason = $2
        where user_id = $1`,
      [id, DELETED_NAME, at],
    ),
  video_uploads: (tx, { id }) =>
    tx.query('update video_uploads set created_by = null where created_by = $1', [id]),
  data_exports: (tx, { id }) => tx.query('delete from data_exports where user_id = $1', [id]),
  rate_limits: (tx, { email, ips }) =>
    tx.query(
      `delete from rate_limits where strpos(key, lower($1)) > 0
          or exists (select 1 from unnest($2::text[]) ip where strpos(key, ip) > 0)`,
      [email, ips],
    ),
  users: (tx, { id, at }) =>
    tx.query(
      `update users set name = $2, email = $3, password_hash = '!', avatar_url = null,
              whatsapp = null, certificate_name = null, email_verified_at = null,
              last_access_at = null, is_admin = false, deleted_at = $4
        where id = $1`,
      [id, DELETED_NAME, `excluida-${randomBytes(12).toString('hex')}@${DELETED_DOMAIN}`, at],
    ),
};

/**
 * Deletes the account `userId` (ADR 044): one transaction runs every table's step, then the
 * files the rows named (photo, certificate PDFs, data exports) are removed from the store.
 * After it no session of theirs exists in any process, and their e-mail, name, IPs and user
 * agents are in no row.
 */
export async function deleteAccount(
  services: Pick<Services, 'db' | 'files' | 'now' | 'log'>,
  userId: number,
  options: {
    /**
     * Runs in the deletion's transaction before any step (the admin's audit entry): it is
     * written before the data goes, and an entry exists only if the deletion commits.
     */
    before?: (tx: Queryable) => Promise<void>;
  } = {},
) {
  const { db, files } = services;
  const at = services.now().toISOString();
  const keys = await db.transaction(async (tx) => {
    const [user] = await tx.query<{
      email: string;
      name: string;
      avatar_url: string | null;
      whatsapp: string | null;
    }>(
      'select email, name, avatar_url, whatsapp from users where id = $1 and deleted_at is null for update',
      [userId],
    );
    if (!user) return null;
    await options.before?.(tx);
    const ips = await tx.query<{ ip: string }>(
      'select distinct ip from sessions where user_id = $1 and ip is not null',
      [userId],
    );
    const certificates = await tx.query<{ code: string; revision: number }>(
      'select code, revision from certificates where user_id = $1',
      [userId],
    );
    const exports = await tx.query<{ file_key: string }>(
      'select file_key from data_exports where user_id = $1',
      [userId],
    );
    const who: Who = {
      id: userId,
      email: user.email,
      name: user.name,
      whatsapp: user.whatsapp,
      ips: ips.map((r) => r.ip),
      at,
    };
    for (const step of Object.values(STEPS)) if (step) await step(tx, who);
    return [
      imageKey(AVATARS, user.avatar_url),
      ...certificates.flatMap((row) =>
        // Every revision's file: a renamed certificate's older PDF may still be there.
        Array.from({ length: row.revision }, (_, i) => pdfKey({ code: row.code, revision: i + 1 })),
      ),
      ...exports.map((row) => row.file_key),
    ].filter((key): key is string => key !== null);
  });
  if (keys === null) return false;
  for (const key of keys) {
    await files.delete(key).catch((error: unknown) => {
      services.log({ level: 'warn', message: `file not deleted: ${key}`, error: String(error) });
    });
  }
  return true;
}
