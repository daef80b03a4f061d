import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DATA_EXPORT_DOWNLOAD_PATH, DATA_EXPORT_HOURS, type DataExport } from '@aula/contract';
import type { Context } from 'hono';
import type { Queryable } from '../db/database';
import type { AppEnv, Services } from '../env';
import { visibleBroadcasts } from '../notifications/feed';
import { AVATARS } from '../routes/account-profile';
import { imageKey } from '../routes/images';
import { sharedSecret } from '../server-secrets';
import type { PersonalTable } from './coverage';
import { THEIR_MAIL } from './deletion';

/**
 * "Baixar meus dados" (ADR 044): one JSON document, one section per table of `PERSONAL_DATA`
 * (the type makes a new table name its section, or null with the reason in the coverage map),
 * the uploaded files inside it in base64. Produced synchronously (an account's rows are small),
 * stored through the FileStore, downloaded on a link signed for 24 hours.
 */

export const EXPORT_FORMAT = 'aula-data-export';
const EXPORT_LIFETIME_MS = DATA_EXPORT_HOURS * 60 * 60 * 1000;
const FILE = /^[A-Za-z0-9_-]{43}\.json$/;

type Person = { id: number; email: string; whatsapp: string | null };
type Section = (db: Queryable, person: Person) => Promise<unknown>;

const rows =
  (sql: string): Section =>
  (db, person) =>
    // PostgreSQL wants exactly the parameters a statement names.
    db.query(
      sql,
      sql.includes('$3')
        ? [person.id, person.email, person.whatsapp]
        : sql.includes('$2')
          ? [person.id, person.email]
          : [person.id],
    );

/** Each table's part of the document; null where the map says it holds nothing to give. */
const SECTIONS: Record<PersonalTable, Section | null> = {
  users: async (db, person) => {
    const [row] = await db.query(
      `select id, name, email, whatsapp, avatar_url, email_verified_at, created_at, last_access_at,
              is_student, is_admin, auto_play, auto_jump, captions_on, certificate_name
         from users where id = $1`,
      [person.id],
    );
    return row ?? null;
  },
  sessions: rows(
    `select created_at, last_activity, ip, user_agent from sessions
      where user_id = $1 order by created_at`,
  ),
  account_codes: rows(
    `select purpose, target, created_at, expires_at, confirmed_at, used_at from account_codes
      where user_id = $1 order by id`,
  ),
  user_tokens: rows(
    `select kind, email, name, created_at, expires_at, used_at from user_tokens
      where user_id = $1 or lower(email) = lower($2) order by id`,
  ),
  discord_connections: rows(
    `select username, global_name, discord_user_id, connected_at from discord_connections
      where user_id = $1`,
  ),
  discord_states: null,
  user_consents: rows(
    `select terms_version, privacy_version, source, ip_prefix, accepted_at from user_consents
      where user_id = $1 order by accepted_at`,
  ),
  admin_audit_log: rows(
    `select action, details, created_at from admin_audit_log
      where target_user_id = $1 order by created_at`,
  ),
  enrollments: rows(
    `select p.title as product, e.status, e.provider, e.external_ref, e.ends_at, e.created_at
       from enrollments e join products p on p.id = e.product_id
      where e.user_id = $1 order by e.created_at`,
  ),
  lifetime_orders: rows(
    `select p.title as product, o.claimed_at from lifetime_orders o
       join products p on p.id = o.product_id where o.claimed_by = $1 order by o.id`,
  ),
  purchase_events: rows(
    `select platform, event_type, kind, transaction_id, subscription_ref, buyer_email, buyer_name,
            external_product_id, occurred_at, received_at, status, raw_body
       from purchase_events
      where lower(buyer_email) = lower($2)
         or (transaction_id is not null and transaction_id in
               (select external_ref from enrollments where user_id = $1))
         or (subscription_ref is not null and subscription_ref in
               (select external_ref from enrollments where user_id = $1))
      order by id`,
  ),
  lecture_views: rows(
    `select v.lecture_id, l.title as lecture, v.created_at from lecture_views v
       join lectures l on l.id = v.lecture_id where v.user_id = $1 order by v.created_at`,
  ),
  bookmarks: rows(
    `select b.lecture_id, l.title as lecture, b.created_at from bookmarks b
       join lectures l on l.id = b.lecture_id where b.user_id = $1 order by b.created_at`,
  ),
  course_progress: rows(
    `select c.title as course, p.lecture_id, p.updated_at from course_progress p
       join courses c on c.id = p.course_id where p.user_id = $1 order by p.updated_at`,
  ),
  lecture_positions: rows(
    `select lecture_id, seconds, updated_at from lecture_positions
      where user_id = $1 order by lecture_id`,
  ),
  comments: rows(
    `select m.id, m.parent_id, m.lecture_id, l.title as lecture, m.body, m.created_at, m.updated_at
       from comments m join lectures l on l.id = m.lecture_id
      where m.user_id = $1 order by m.created_at, m.id`,
  ),
  comment_subscriptions: rows(
    'select comment_id, notify from comment_subscriptions where user_id = $1 order by comment_id',
  ),
  notifications: rows(
    `select kind, title, context, excerpt, path, read_at, created_at from (
       select id, kind, title, context, excerpt, path, read_at, created_at
         from notifications where user_id = $1
       union all ${visibleBroadcasts('$1')}
     ) n order by created_at, id`,
  ),
  broadcast_reads: null,
  notification_preferences: rows(
    'select kind, email, in_app from notification_preferences where user_id = $1 order by kind',
  ),
  thread_mail_windows: null,
  mail_outbox: rows(
    `select to_email, subject, case when purged_at is null then body end as body, kind,
            action_label, created_at, sent_at, purged_at
       from mail_outbox where ${THEIR_MAIL} order by id`,
  ),
  certificates: rows(
    `select code, course_title, full_name, hours, completed_at, issued_at, revoked_at,
            revoked_reason
       from certificates where user_id = $1 order by id`,
  ),
  video_uploads: rows(
    `select id, lecture_id, file_name, size_bytes, status, created_at from video_uploads
      where created_by = $1 order by created_at`,
  ),
  data_exports: null,
  rate_limits: null,
  jobs: null,
};

/** The whole document of one person, files included. */
export async function buildExport(
  services: Pick<Services, 'db' | 'files' | 'now'>,
  userId: number,
) {
  const { db, files } = services;
  const [user] = await db.query<{
    email: string;
    avatar_url: string | null;
    whatsapp: string | null;
  }>('select email, avatar_url, whatsapp from users where id = $1', [userId]);
  if (!user) throw new Error('buildExport: no such user');
  const person = { id: userId, email: user.email, whatsapp: user.whatsapp };
  const data: Record<string, unknown> = {};
  for (const [table, section] of Object.entries(SECTIONS)) {
    if (section) data[table] = await section(db, person);
  }
  const uploaded: { kind: string; key: string; content_type: string; base64: string }[] = [];
  const avatar = imageKey(AVATARS, user.avatar_url);
  if (avatar) {
    const file = await files.get(avatar);
    if (file) {
      uploaded.push({
        kind: 'avatar',
        key: avatar,
        content_type: file.contentType,
        base64: Buffer.from(file.body).toString('base64'),
      });
    }
  }
  return {
    format: EXPORT_FORMAT,
    version: 1,
    generated_at: services.now().toISOString(),
    about:
      'Todos os dados que a Aula guarda sobre você (LGPD, art. 18). Cada seção é uma tabela; os arquivos enviados estão em "files", em base64.',
    data,
    files: uploaded,
  };
}

const signers = new WeakMap<object, () => Promise<Buffer>>();
const secretOf = (db: Queryable) => {
  let read = signers.get(db);
  if (!read) {
    read = sharedSecret(db, 'data_export_signing');
    signers.set(db, read);
  }
  return read();
};
const mac = (secret: Buffer, file: string, expires: string) =>
  createHmac('sha256', secret).update(`data-export:${file}:${expires}`).digest('base64url');

/** The file's signed link, good until `expiresAt`. */
async function signedUrl(db: Queryable, fileKey: string, expiresAt: Date) {
  const file = fileKey.slice(fileKey.lastIndexOf('/') + 1);
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  const signature = mac(await secretOf(db), file, expires);
  return `/${DATA_EXPORT_DOWNLOAD_PATH}/${file}?expires=${expires}&signature=${signature}`;
}

interface ExportRow {
  file_key: string;
  size_bytes: number;
  created_at: Date;
  expires_at: Date;
}

async function toDataExport(db: Queryable, row: ExportRow, now: Date): Promise<DataExport> {
  const expiresAt = new Date(row.expires_at);
  const ready = expiresAt.getTime() > now.getTime();
  return {
    status: ready ? 'ready' : 'expired',
    url: ready ? await signedUrl(db, row.file_key, expiresAt) : null,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: expiresAt.toISOString(),
    size_bytes: Number(row.size_bytes),
  };
}

/** The person's latest export, or null. */
export async function latestExport(services: Pick<Services, 'db' | 'now'>, userId: number) {
  const [row] = await services.db.query<ExportRow>(
    `select file_key, size_bytes, created_at, expires_at from data_exports
      where user_id = $1 order by id desc limit 1`,
    [userId],
  );
  return row ? toDataExport(services.db, row, services.now()) : null;
}

/**
 * Builds and stores a new export; the person's earlier ones (and their files) are removed, so
 * at most one copy of their data waits in the store.
 */
export async function createExport(services: Services, userId: number): Promise<DataExport> {
  const { db, files, now } = services;
  const document = buildExport(services, userId);
  const bytes = new TextEncoder().encode(JSON.stringify(await document, null, 2));
  const key = `exports/${randomBytes(32).toString('base64url')}.json`;
  await files.put(key, bytes, 'application/json; charset=utf-8');
  const at = now();
  const expiresAt = new Date(at.getTime() + EXPORT_LIFETIME_MS);
  const old = await db.transaction(async (tx) => {
    // An account deleted while its document was being made gets no export: the row is locked
    // against the deletion's, and the file just stored is removed (below).
    const [alive] = await tx.query(
      'select 1 from users where id = $1 and deleted_at is null for update',
      [userId],
    );
    if (!alive) return null;
    const previous = await tx.query<{ file_key: string }>(
      'delete from data_exports where user_id = $1 returning file_key',
      [userId],
    );
    await tx.query(
      `insert into data_exports (user_id, file_key, size_bytes, expires_at, created_at)
       values ($1, $2, $3, $4, $5)`,
      [userId, key, bytes.length, expiresAt.toISOString(), at.toISOString()],
    );
    return previous;
  });
  if (old === null) {
    await files.delete(key).catch(() => undefined);
    throw new Error('createExport: the account was deleted');
  }
  for (const row of old) await files.delete(row.file_key).catch(() => undefined);
  return toDataExport(
    db,
    { file_key: key, size_bytes: bytes.length, created_at: at, expires_at: expiresAt },
    at,
  );
}

/**
 * `GET /api/data-exports/:file?expires=&signature=`: the document, while the signature is right,
 * the link unexpired and the export not replaced or deleted (its row still there). The signed
 * link alone grants it, as a pre-signed S3 link does: the name is 256 random bits, the signature
 * covers the name and the expiry, and the answer is never cached.
 */
export function dataExportDownload(services: Services) {
  return async (c: Context<AppEnv>) => {
    const gone = () =>
      c.json(
        {
          error: 'ServerErrorException',
          message: 'Este link de download não vale mais. Peça uma nova cópia dos seus dados.',
        },
        404,
      );
    const expired = () =>
      c.json(
        {
          error: 'ServerErrorException',
          message:
            'Este link de download está expirado (vale por 24 horas). Peça uma nova cópia dos seus dados.',
        },
        404,
      );
    const file = c.req.param('file') ?? '';
    const expires = c.req.query('expires') ?? '';
    const signature = c.req.query('signature') ?? '';
    if (!FILE.test(file) || !/^\d{1,12}$/.test(expires) || !/^[\w-]{43}$/.test(signature))
      return gone();
    const expected = Buffer.from(mac(await secretOf(services.db), file, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return gone();
    const key = `exports/${file}`;
    const [row] = await services.db.query<{
      created_at: Date;
      expires_at: Date;
      file_removed_at: Date | null;
    }>('select created_at, expires_at, file_removed_at from data_exports where file_key = $1', [
      key,
    ]);
    // A replaced or deleted export has no row: the link is simply no longer good.
    if (!row) return gone();
    const now = services.now().getTime();
    if (
      Number(expires) * 1000 <= now ||
      new Date(row.expires_at).getTime() <= now ||
      row.file_removed_at !== null
    )
      return expired();
    const stored = await services.files.get(key);
    if (!stored) return gone();
    const day = new Date(row.created_at).toISOString().slice(0, 10);
    return new Response(stored.body, {
      status: 200,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="aula-meus-dados-${day}.json"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}

/**
 * The sweep of expired exports (ADR 044): each file whose 24 hours are over leaves the store
 * (folder or S3, through the FileStore) and its row is marked `file_removed_at`, so the page and
 * the link still say "expirado". Rows are taken `for update skip locked`: two processes sweeping
 * at once share the work instead of colliding, and a failed delete rolls its batch back for the
 * next run. Answers how many files it removed.
 */
export async function sweepExpiredExports(
  services: Pick<Services, 'db' | 'files' | 'now'>,
  batch = 200,
): Promise<number> {
  const { db, files } = services;
  let removed = 0;
  for (;;) {
    const swept = await db.transaction(async (tx) => {
      const at = services.now().toISOString();
      const rows = await tx.query<{ id: number; file_key: string }>(
        `select id, file_key from data_exports
          where file_removed_at is null and expires_at <= $1
          order by expires_at limit $2 for update skip locked`,
        [at, batch],
      );
      for (const row of rows) await files.delete(row.file_key);
      if (rows.length > 0) {
        await tx.query('update data_exports set file_removed_at = $1 where id = any($2::int[])', [
          at,
          rows.map((row) => row.id),
        ]);
      }
      return rows.length;
    });
    removed += swept;
    if (swept < batch) return removed;
  }
}
