import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAIL_MAX_ATTEMPTS } from '@aula/contract';
import type { Db, Queryable } from '../db/database';
import type { Services } from '../env';
import { enqueue } from '../jobs/queue';
import { announceJobs } from '../jobs/wake';
import { DEFAULT_BACKOFF_MS, type JobHandler, PermanentJobError } from '../jobs/workers';
import { DEFAULT_SCHOOL, oneLine, renderHtml, renderText, type School } from './template';
import { addressOf, type MailSettings, type MailTransport } from './transport';
import { pinOf, WhatsappError, whatsappSender } from './whatsapp';

/**
 * The outbox (ADR 039): `sendMail` writes the message and its delivery job in the caller's
 * transaction; a worker of any process delivers it (`mailJobHandlers`), retried with the job
 * queue's backoff and, after `MAIL_MAX_ATTEMPTS`, kept as failed with its reason for the admins.
 */

export const MAIL_QUEUE = 'mail.send';
/**
 * A paced batch (`sendMails` with a pace): one job sends its messages one `stepMs` apart, marking
 * them sent a second's worth at a time (ADR 057).
 */
export const MAIL_BATCH_QUEUE = 'mail.batch';
export interface MailBatchPayload {
  ids: number[];
  stepMs: number;
}
/** How often a batch records the messages it has sent: at most this much is sent again after a kill -9. */
export const BATCH_MARK_EVERY_MS = 1_000;
/** Tries before a message is kept as failed: the last about 5 h 30 min after the first. */
export { MAIL_MAX_ATTEMPTS };

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text, pt-BR; paragraphs separated by blank lines. */
  body: string;
  /** 'security' (default): codes, links, account changes; others: notifications. */
  kind?: string;
  /** A button in the HTML (and a line in the text); the path is made absolute with APP_URL. */
  action?: { label: string; path: string };
  /** Absolute; adds List-Unsubscribe (one-click) and a footer link. */
  unsubscribeUrl?: string;
  userId?: number | null;
}

const ADDRESS = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+$/;
/** The WhatsApp PIN's recipient: a number in E.164. */
const PHONE = /^\+\d{8,15}$/;
export const WHATSAPP_KIND = 'whatsapp';
const KIND = /^[a-z][a-z0-9_-]{0,39}$/;

/** A message checked and made a row: one recipient, a known kind, the app's own paths. */
function outboxValues(message: MailMessage) {
  const to = message.to.trim();
  const kind = message.kind ?? 'security';
  // A recipient is one address: a line break or a second address never reaches the envelope.
  if (!(kind === WHATSAPP_KIND ? PHONE : ADDRESS).test(to))
    throw new Error('sendMail: the recipient is not one e-mail address (or a WhatsApp number)');
  if (!KIND.test(kind)) throw new Error(`sendMail: not a kind of message: ${JSON.stringify(kind)}`);
  const action = message.action;
  if (action && !/^\/(?!\/)/.test(action.path))
    throw new Error('sendMail: an action path starts with one / (the app’s own page)');
  const unsubscribe = message.unsubscribeUrl;
  if (unsubscribe !== undefined && !/^https?:\/\/[^\s]+$/.test(unsubscribe))
    throw new Error('sendMail: unsubscribeUrl is an absolute http(s) URL');
  return {
    to,
    subject: oneLine(message.subject),
    body: message.body,
    kind,
    userId: message.userId ?? null,
    actionLabel: action ? oneLine(action.label) : null,
    actionPath: action?.path ?? null,
    unsubscribe: unsubscribe ?? null,
    token: randomBytes(12).toString('hex'),
  };
}

/** Writes the message and its delivery job; on a transaction's db, with that transaction. */
export async function sendMail(
  services: { db: Queryable & Partial<Pick<Db, 'transaction'>>; log: Services['log'] },
  message: MailMessage,
): Promise<void> {
  const row = outboxValues(message);
  const write = async (db: Queryable) => {
    const [written] = await db.query<{ id: number }>(
      `insert into mail_outbox
         (to_email, subject, body, kind, user_id, action_label, action_path, unsubscribe_url,
          message_token)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        row.to,
        row.subject,
        row.body,
        row.kind,
        row.userId,
        row.actionLabel,
        row.actionPath,
        row.unsubscribe,
        row.token,
      ],
    );
    if (!written) throw new Error('sendMail: the outbox row was not written');
    const job = await enqueue(
      db,
      MAIL_QUEUE,
      { id: Number(written.id) },
      { maxAttempts: MAIL_MAX_ATTEMPTS, idempotencyKey: `mail:${written.id}` },
    );
    await db.query('update mail_outbox set job_id = $2 where id = $1', [written.id, job.id]);
    return Number(written.id);
  };
  const id = services.db.transaction
    ? await services.db.transaction(write)
    : await write(services.db);
  // Never the body, the link or the subject's text: codes and tokens stay out of the log.
  services.log({ level: 'info', event: 'mail.queued', id, kind: row.kind });
}

/**
 * `sendMail` for many messages at once (a lecture's fan-out, issue 36 §4): their rows and jobs in
 * three statements, whatever their number, on the caller's transaction. The same checks and
 * the same rows as one `sendMail` each; a fan-out chunk of 1,000 no longer holds the database
 * for 3,000 statements while the students' reads wait.
 *
 * With `perSecond`, the messages are due one every 1/`perSecond` s from the next free instant of
 * the bulk pace (`send_pace`, shared by every process and every fan-out: two lectures released
 * together share it), and one `mail.batch` job sends them at that pace from its window's start
 * (ADR 049, 057). Returns when the first of them is due (`null` without a pace: all are due now).
 */
export async function sendMails(
  services: { db: Queryable; log: Services['log'] },
  messages: readonly MailMessage[],
  perSecond = 0,
): Promise<Date | null> {
  if (messages.length === 0) return null;
  const rows = messages.map(outboxValues);
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  const { db } = services;
  const written = await db.query<{ id: number }>(
    `insert into mail_outbox
       (to_email, subject, body, kind, user_id, action_label, action_path, unsubscribe_url,
        message_token)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[],
                          $7::text[], $8::text[], $9::text[])
     returning id`,
    [
      column('to'),
      column('subject'),
      column('body'),
      column('kind'),
      column('userId'),
      column('actionLabel'),
      column('actionPath'),
      column('unsubscribe'),
      column('token'),
    ],
  );
  const ids = written.map((row) => Number(row.id));
  const step = perSecond > 0 ? 1 / perSecond : 0;
  // The window of this batch: reserved under the pace row's lock until the caller commits.
  const [window] =
    step > 0
      ? await db.query<{ start: Date }>(
          `insert into send_pace as p (name, next_at)
             values ($1, now() + $2::float8 * interval '1 second')
           on conflict (name) do update
             set next_at = greatest(p.next_at, now()) + $2::float8 * interval '1 second'
           returning p.next_at - $2::float8 * interval '1 second' as start`,
          [MAIL_QUEUE, ids.length * step],
        )
      : [];
  if (window) {
    // Paced: one job sends the batch at the pace (ADR 057), instead of a job per message. The
    // job and its rows' link in one statement: a caller outside a transaction cannot have a
    // worker claim the job before its rows name it (it sent nothing and was done).
    await db.query(
      `with job as (
         insert into jobs (queue, payload, max_attempts, run_at, idempotency_key)
         values ($2, jsonb_build_object('ids', to_jsonb($1::bigint[]), 'stepMs', $3::float8), $4,
                 $5, 'mail-batch:' || ($1::bigint[])[1])
         returning id)
       update mail_outbox o set job_id = job.id from job where o.id = any($1::bigint[])`,
      [ids, MAIL_BATCH_QUEUE, step * 1000, MAIL_MAX_ATTEMPTS, window.start],
    );
  } else {
    await db.query(
      `insert into jobs (queue, payload, max_attempts, idempotency_key)
       select $1, jsonb_build_object('id', m), $2, 'mail:' || m from unnest($3::bigint[]) as t(m)
       on conflict (queue, idempotency_key) where idempotency_key is not null do nothing`,
      [MAIL_QUEUE, MAIL_MAX_ATTEMPTS, ids],
    );
    await db.query(
      `update mail_outbox o set job_id = j.id from jobs j
        where o.id = any($2::bigint[]) and j.queue = $1 and j.idempotency_key = 'mail:' || o.id`,
      [MAIL_QUEUE, ids],
    );
  }
  await announceJobs(db);
  services.log({ level: 'info', event: 'mail.queued', count: ids.length });
  return window ? new Date(window.start) : null;
}

export interface OutboxRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  kind: string;
  action_label: string | null;
  action_path: string | null;
  unsubscribe_url: string | null;
  message_token: string | null;
  sent_at: Date | null;
  purged_at: Date | null;
  created_at: Date;
}

/** The domain of the Message-ID: MAIL_FROM's, else the app's host. */
const idDomain = (settings: Pick<MailSettings, 'from' | 'appUrl'>) => {
  const domain = addressOf(settings.from).split('@')[1];
  return domain && /^[a-z0-9.-]+$/i.test(domain) ? domain : new URL(settings.appUrl).hostname;
};

/** The school as its e-mails show it: MAIL_FROM's display name, in Aula's colour. */
export function schoolOf(settings: Pick<MailSettings, 'from'>): School {
  const name = /^\s*"?([^"<]+?)"?\s*</.exec(settings.from)?.[1]?.trim();
  return { ...DEFAULT_SCHOOL, ...(name ? { name: oneLine(name) } : {}) };
}

export const absoluteUrl = (appUrl: string, path: string) =>
  new URL(path, `${appUrl.replace(/\/+$/, '')}/`).toString();

/** The message as it leaves: both parts rendered, absolute links, a stable Message-ID. */
export function composeMail(
  row: OutboxRow,
  settings: Pick<MailSettings, 'from' | 'replyTo' | 'appUrl'>,
  school: School = schoolOf(settings),
) {
  const content = {
    subject: row.subject,
    body: row.body,
    action:
      row.action_label && row.action_path
        ? { label: row.action_label, url: absoluteUrl(settings.appUrl, row.action_path) }
        : undefined,
    unsubscribeUrl: row.unsubscribe_url ?? undefined,
  };
  const headers: Record<string, string> = {};
  if (row.unsubscribe_url) {
    headers['List-Unsubscribe'] = `<${row.unsubscribe_url}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: settings.from,
    replyTo: settings.replyTo,
    to: row.to_email,
    subject: oneLine(row.subject),
    text: renderText(content, school),
    html: renderHtml(content, school),
    messageId: `<${row.message_token ?? `outbox-${row.id}`}@${idDomain(settings)}>`,
    headers,
  };
}

/** Why a delivery failed, in pt-BR for the admin's list (the code names the cause). */
export function deliveryError(error: unknown): string {
  if (error instanceof WhatsappError) return error.message;
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  if (e.responseCode)
    return `O servidor de e-mail recusou a mensagem (${e.responseCode}): ${oneLine(String(e.response ?? e.message ?? '')).slice(0, 300)}`;
  switch (e.code) {
    case 'ECONNREFUSED':
    case 'ESOCKET':
    case 'ECONNECTION':
      return `Não foi possível conectar ao servidor de e-mail (${e.code}).`;
    case 'ETIMEDOUT':
      return 'O servidor de e-mail não respondeu a tempo (ETIMEDOUT).';
    case 'EAUTH':
      return 'O servidor de e-mail recusou o usuário ou a senha (EAUTH).';
    case 'EDNS':
      return 'O nome do servidor de e-mail não foi encontrado (EDNS).';
    default:
      return `Falha ao enviar o e-mail: ${oneLine(String(e.message ?? error)).slice(0, 300)}`;
  }
}

/**
 * The SMTP server refused this message or its recipient for good (RFC 5321: a 5xx reply to RCPT
 * or DATA; nodemailer's EENVELOPE and EMESSAGE): another try gets the same answer. A 4xx reply
 * (greylisting, a full mailbox) and a refused sign-in (EAUTH: the school fixes its password and
 * the messages go) stay retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const e = error as { code?: string; responseCode?: number };
  return (
    (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') &&
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600
  );
}

let sequence = 0;

/**
 * How often a process empties the delivered bodies: retention is counted in hours, and the purge
 * scans the outbox, so not after every message (with 100,000 queued it cost more than the send).
 */
export const PURGE_EVERY_MS = 300_000;

/**
 * The end-to-end journeys read the WhatsApp PIN from `MAIL_DIR` (a JSON file per message, beside
 * the test SMTP sink's files) until a WhatsApp sender exists.
 */
async function keepForJourneys(dir: string | undefined, row: OutboxRow) {
  if (!dir) return;
  sequence += 1;
  await mkdir(dir, { recursive: true });
  const file = `${Date.now()}-${process.pid}-${String(sequence).padStart(6, '0')}.json`;
  await writeFile(
    join(dir, file),
    JSON.stringify({ to: row.to_email, subject: row.subject, body: row.body }),
  );
}

/** Empties the bodies (and links) of messages delivered more than `hours` ago; returns how many. */
export async function purgeDelivered(db: Queryable, hours: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update mail_outbox
        set body = '', action_label = null, action_path = null, unsubscribe_url = null,
            purged_at = now()
      where purged_at is null
        and (sent_at < now() - $1::float8 * interval '1 hour'
             -- Given up on (ADR 039): its codes and links are no more use to anyone either.
             or (sent_at is null
                 and exists (select 1 from jobs j where j.id = mail_outbox.job_id
                              and j.state = 'failed'
                              and j.finished_at < now() - $1::float8 * interval '1 hour')))
      returning id`,
    [hours],
  );
  return rows.length;
}

/**
 * Whether the SMTP server answered about this message (its recipient or its content), rather than
 * not being reachable: the rest of a batch can still go.
 */
const aboutTheMessage = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return error instanceof WhatsappError || code === 'EENVELOPE' || code === 'EMESSAGE';
};

/**
 * The outbox's jobs. `mail.send` sends its row once. A row already marked sent is skipped (a job
 * run again after its process died after the send was recorded); a process killed between the
 * SMTP server's answer and the record sends it once more, with the same Message-ID.
 *
 * `mail.batch` (ADR 057) sends a paced batch's rows still unsent, each `stepMs` after the one
 * before it, and records them sent every `BATCH_MARK_EVERY_MS` (a kill -9 sends that much once more,
 * with the same Message-IDs). A message the server refuses is handed to a `mail.send` job of its
 * own (failed at once if refused for good, else retried with the queue's backoff) and the batch
 * goes on; a server that cannot be reached fails the batch's attempt, retried with backoff for the
 * rows still unsent.
 */
export function mailJobHandlers(
  db: Db,
  settings: MailSettings,
  transport: MailTransport,
  log: Services['log'],
  school: School = schoolOf(settings),
): Record<string, JobHandler> {
  const whatsapp = settings.whatsapp ? whatsappSender(settings.whatsapp) : null;
  let nextPurge = 0;
  /** A PIN through the Cloud API when it is set up; else kept for the journeys (MAIL_DIR). */
  const sendPhone = async (row: OutboxRow) => {
    if (!whatsapp) return keepForJourneys(settings.phoneSinkDir, row);
    const pin = pinOf(row.body);
    if (!pin) throw new WhatsappError('A mensagem de WhatsApp não tem um PIN para enviar.');
    await whatsapp.send(row.to_email, pin);
  };
  /**
   * Sends the row; a failure is recorded on it (`last_error`) and thrown with its pt-BR reason.
   * `logged`: a line of its own (`mail.sent`); a batch logs one line per record of its sends.
   */
  const deliver = async (row: OutboxRow, logged = true) => {
    // A WhatsApp PIN never goes through SMTP: the Cloud API, or (no sender) the outbox only.
    const phone = row.kind === WHATSAPP_KIND;
    try {
      if (phone) await sendPhone(row);
      else await transport.send(composeMail(row, settings, school));
    } catch (error) {
      const reason = deliveryError(error);
      await db.query('update mail_outbox set last_error = $2 where id = $1', [row.id, reason]);
      throw Object.assign(
        isPermanentRefusal(error) ? new PermanentJobError(reason) : new Error(reason),
        { aboutTheMessage: aboutTheMessage(error) },
      );
    }
    if (!logged) return;
    log({
      level: 'info',
      event: 'mail.sent',
      id: Number(row.id),
      kind: row.kind,
      via: phone ? (whatsapp ? 'whatsapp' : 'local') : transport.kind,
    });
  };
  const purge = async () => {
    if (Date.now() < nextPurge) return;
    nextPurge = Date.now() + PURGE_EVERY_MS;
    await purgeDelivered(db, settings.retentionHours);
  };
  const markSent = (ids: number[]) =>
    db.query(
      'update mail_outbox set sent_at = now(), last_error = null where id = any($1::bigint[]) and sent_at is null',
      [ids],
    );
  /**
   * A batch's message the server refused: its own `mail.send` job from now on, failed at once
   * when refused for good, else queued after the first retry's wait (its first try counted).
   */
  const setApart = (row: OutboxRow, error: Error) =>
    db.query(
      `with job as (
         insert into jobs (queue, payload, state, attempts, max_attempts, run_at, last_error,
                           idempotency_key, finished_at)
         values ($1, jsonb_build_object('id', $2::bigint), $3, 1, $4,
                 now() + $5::float8 * interval '1 millisecond', $6, 'mail:' || $2::bigint,
                 case when $3 = 'failed' then now() end)
         on conflict (queue, idempotency_key) where idempotency_key is not null do nothing
         returning id)
       update mail_outbox set job_id = job.id from job where mail_outbox.id = $2`,
      [
        MAIL_QUEUE,
        row.id,
        error instanceof PermanentJobError ? 'failed' : 'queued',
        MAIL_MAX_ATTEMPTS,
        DEFAULT_BACKOFF_MS,
        `${error.name}: ${error.message}`,
      ],
    );
  return {
    [MAIL_QUEUE]: async (job) => {
      const id = Number((job.payload as { id?: unknown })?.id);
      const [row] = await db.query<OutboxRow>('select * from mail_outbox where id = $1', [id]);
      if (!row || row.sent_at) return;
      await deliver(row);
      await markSent([id]);
      await purge();
    },
    [MAIL_BATCH_QUEUE]: async (job, signal) => {
      const { ids = [], stepMs = 0 } = (job.payload ?? {}) as Partial<MailBatchPayload>;
      // Not a message set apart to a job of its own by an earlier run: that job sends it.
      const rows = await db.query<OutboxRow>(
        `select * from mail_outbox
          where id = any($1::bigint[]) and sent_at is null and job_id = $2 order by id`,
        [ids, job.id],
      );
      const sent: number[] = [];
      // One log line per record, not per message: a 100,000-student release logs ~2,000 lines.
      const record = async () => {
        const ids = sent.splice(0);
        await markSent(ids);
        log({ level: 'info', event: 'mail.sent', ids, count: ids.length, via: transport.kind });
      };
      let markedAt = Date.now();
      // Each send starts a step after the one before it: a slow send delays the rest, never
      // bunches them (the pace is the receiving servers' limit).
      let due = 0;
      try {
        for (const row of rows) {
          const wait = due - Date.now();
          if (wait > 0) await sleep(wait, undefined, { signal }).catch(() => undefined);
          if (signal.aborted) throw signal.reason;
          due = Date.now() + stepMs;
          try {
            await deliver(row, false);
            sent.push(Number(row.id));
          } catch (error) {
            if (!(error as { aboutTheMessage?: boolean }).aboutTheMessage) throw error;
            await setApart(row, error as Error);
          }
          if (Date.now() - markedAt >= BATCH_MARK_EVERY_MS) {
            await record();
            markedAt = Date.now();
          }
        }
      } finally {
        if (sent.length > 0) await record();
      }
      await purge();
    },
  };
}
