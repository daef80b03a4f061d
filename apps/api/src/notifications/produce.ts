import type { NotificationEvent, NotificationKind, NotificationPreferences } from '@aula/contract';
import type { Queryable } from '../db/database';
import { enqueue } from '../jobs/queue';
import { type MailMessage, sendMail, sendMails } from '../mail/outbox';
import { grantsAccess } from '../queries/catalog';
import { schoolDate } from '../school-time';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

type Log = (entry: Record<string, unknown>) => void;

/** The channels of a kind nobody changed (ADR 040): all on, but e-mail for new content. */
export const NOTIFICATION_DEFAULTS: NotificationPreferences = {
  comment_reply: { email: true, in_app: true },
  team_answer: { email: true, in_app: true },
  lecture_released: { email: true, in_app: true },
  content_published: { email: false, in_app: true },
  subscription: { email: true, in_app: true },
};

/** The preference a stored event answers to (a subscription's two moments share one). */
export const kindOf = (event: NotificationEvent): NotificationKind =>
  event === 'subscription_ending' || event === 'subscription_ended' ? 'subscription' : event;

/** At most one e-mail per thread and person in this window; the replies in it share one. */
export const THREAD_MAIL_WINDOW_MINUTES = 10;
/** How many students one fan-out job e-mails, in its own transaction (unpaced; paced: `PACED_CHUNK_SECONDS`). */
export const FANOUT_CHUNK = 1_000;

export const THREAD_MAIL_QUEUE = 'notifications.thread-mail';
export const FANOUT_QUEUE = 'notifications.fanout';
export const RELEASES_QUEUE = 'notifications.releases';
export const SUBSCRIPTIONS_QUEUE = 'notifications.subscriptions';

/**
 * The origin the e-mails' links use when no request tells it (background jobs): `APP_URL`, as the
 * mail settings read it (ADR 039), else the development server's own address.
 */
export const appOrigin = () =>
  (process.env.APP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');

/** The SQL of `user`'s channel for `kind` (`email` or `in_app`), its default when unset; never a deleted account's (ADR 044). */
const channel = (which: 'email' | 'in_app', kind: NotificationKind, userColumn: string) =>
  `(coalesce((select p.${which} from notification_preferences p
     where p.user_id = ${userColumn} and p.kind = '${kind}'), ${NOTIFICATION_DEFAULTS[kind][which]})
    and not exists (select 1 from users gone where gone.id = ${userColumn} and gone.deleted_at is not null))`;

const excerptOf = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Published lectures numbered as the player numbers them (ADR 009). */
const LECTURE_PLACE = `
  select l.id, l.title as lecture_title, c.title as course_title, c.slug as course_slug,
         c.product_id, l.description,
         (select count(*)::int from lectures l2 join sections s2 on s2.id = l2.section_id
           where s2.course_id = c.id and l2.is_published
             and (s2.position, s2.id, l2.position, l2.id) <= (s.position, s.id, l.position, l.id)
         ) as position
    from lectures l join sections s on s.id = l.section_id join courses c on c.id = s.course_id
   where l.id = $1`;

interface LecturePlace {
  id: number;
  lecture_title: string;
  course_title: string;
  course_slug: string;
  product_id: number;
  description: string | null;
  position: number;
}

async function lecturePlace(db: Queryable, lectureId: number) {
  const [row] = await db.query<LecturePlace>(LECTURE_PLACE, [lectureId]);
  return row;
}

const lecturePath = (place: LecturePlace) => `/${place.course_slug}/aula/${place.position}`;

/**
 * A reply in a thread (in the reply's transaction): a bell entry, and an e-mail through the
 * thread's window, for each follower but the one who replied; when the team replied, the
 * thread's author hears "a equipe respondeu" (team_answer) whether or not they follow it.
 */
export async function notifyReply(
  tx: Queryable,
  reply: {
    id: number;
    threadId: number;
    lectureId: number;
    body: string;
    author: { id: number; name: string; isTeam: boolean };
  },
) {
  const [thread] = await tx.query<{ user_id: number }>(
    'select user_id from comments where id = $1',
    [reply.threadId],
  );
  const place = await lecturePlace(tx, reply.lectureId);
  if (!thread || !place) return;
  const followers = await tx.query<{ user_id: number }>(
    'select user_id from comment_subscriptions where comment_id = $1 and notify and user_id <> $2',
    [reply.threadId, reply.author.id],
  );
  const recipients = new Map<number, NotificationEvent>();
  for (const f of followers) recipients.set(f.user_id, 'comment_reply');
  if (reply.author.isTeam && thread.user_id !== reply.author.id)
    recipients.set(thread.user_id, 'team_answer');
  const who = reply.author.isTeam ? 'A equipe' : reply.author.name;
  for (const [userId, event] of recipients) {
    const kind = kindOf(event);
    const title =
      event === 'team_answer'
        ? 'A equipe respondeu ao seu comentário'
        : userId === thread.user_id
          ? `${who} respondeu ao seu comentário`
          : `${who} respondeu a um comentário que você segue`;
    const [row] = await tx.query<{ mail_pending: boolean }>(
      `insert into notifications (user_id, kind, title, context, excerpt, path, thread_id, in_app, mail_pending)
       select $1, $2, $3, $4, $5, $6, $7, ${channel('in_app', kind, '$1')}, ${channel('email', kind, '$1')}
        where ${channel('in_app', kind, '$1')} or ${channel('email', kind, '$1')}
       returning mail_pending`,
      [
        userId,
        event,
        title,
        `${place.course_title} · ${place.lecture_title}`,
        excerptOf(reply.body),
        `${lecturePath(place)}#comentario-${reply.threadId}`,
        reply.threadId,
      ],
    );
    if (row?.mail_pending) await queueThreadMail(tx, userId, reply.threadId);
  }
}

/**
 * Queues the thread's e-mail to `userId`: now if none went in the window, else when it ends.
 * The window's row is locked, so a job sending now and this reply are serialised: one job per
 * window (the idempotency key is the window's start) carries every reply pending in it.
 */
async function queueThreadMail(tx: Queryable, userId: number, threadId: number) {
  await tx.query(
    'insert into thread_mail_windows (user_id, thread_id) values ($1, $2) on conflict do nothing',
    [userId, threadId],
  );
  const [window] = await tx.query<{ last_sent_at: Date | null; run_at: Date }>(
    `select last_sent_at,
            greatest(now(), coalesce(last_sent_at + interval '${THREAD_MAIL_WINDOW_MINUTES} minutes', now())) as run_at
       from thread_mail_windows where user_id = $1 and thread_id = $2 for update`,
    [userId, threadId],
  );
  if (!window) return;
  const since = window.last_sent_at ? new Date(window.last_sent_at).getTime() : 0;
  await enqueue(
    tx,
    THREAD_MAIL_QUEUE,
    { userId, threadId },
    { runAt: new Date(window.run_at), idempotencyKey: `${userId}:${threadId}:${since}` },
  );
}

async function recipient(db: Queryable, userId: number) {
  const [user] = await db.query<{ email: string; name: string }>(
    'select email, name from users where id = $1',
    [userId],
  );
  return user;
}

/** The thread e-mail's job: every reply pending for the person in one message. */
export async function sendThreadMail(
  db: Queryable,
  tokens: UnsubscribeTokens,
  log: Log,
  payload: { userId: number; threadId: number },
) {
  const { userId, threadId } = payload;
  await queueThreadMail(db, userId, threadId);
  const [open] = await db.query<{ open: boolean }>(
    `select last_sent_at is null or last_sent_at <= now() - interval '${THREAD_MAIL_WINDOW_MINUTES} minutes' as open
       from thread_mail_windows where user_id = $1 and thread_id = $2`,
    [userId, threadId],
  );
  // The window is still closed: the job queued for its end carries these replies.
  if (!open?.open) return;
  const rows = await db.query<{
    id: number;
    kind: NotificationEvent;
    title: string;
    context: string | null;
    excerpt: string | null;
    path: string | null;
    email: boolean;
  }>(
    `select n.id, n.kind, n.title, n.context, n.excerpt, n.path,
            coalesce(p.email, ${NOTIFICATION_DEFAULTS.comment_reply.email}) as email
       from notifications n
       left join notification_preferences p on p.user_id = n.user_id and p.kind = n.kind
      where n.user_id = $1 and n.thread_id = $2 and n.mail_pending
      order by n.id`,
    [userId, threadId],
  );
  if (rows.length === 0) return;
  await db.query('update notifications set mail_pending = false where id = any($1::bigint[])', [
    rows.map((r) => r.id),
  ]);
  // Turned off (an unsubscribe) since the reply: the bell has them, the e-mail does not.
  const wanted = rows.filter((r) => r.email);
  const user = await recipient(db, userId);
  const first = wanted[0];
  if (!user || !first) return;
  const kind = wanted.some((r) => r.kind === 'comment_reply') ? 'comment_reply' : 'team_answer';
  const origin = appOrigin();
  const unsubscribeUrl = await tokens.url(origin, { userId, kind }, new Date());
  const subject =
    wanted.length === 1
      ? first.title
      : `${wanted.length} novas respostas em ${first.context ?? 'um comentário'}`;
  const lines = wanted.map((r) => `- ${r.title}${r.excerpt ? `: “${r.excerpt}”` : ''}`);
  const body = [
    `Olá, ${user.name}!`,
    '',
    wanted.length === 1
      ? `Há uma nova resposta em ${first.context ?? 'um comentário'}:`
      : `Há ${wanted.length} novas respostas em ${first.context ?? 'um comentário'}:`,
    // The template adds the "Ver a conversa" button and the unsubscribe link (text and HTML).
    ...lines,
  ].join('\n');
  await sendMail(
    { db: db as never, log },
    {
      to: user.email,
      subject,
      body,
      kind,
      action: { label: 'Ver a conversa', path: first.path ?? '/' },
      unsubscribeUrl,
      userId,
    },
  );
  await db.query(
    'update thread_mail_windows set last_sent_at = now() where user_id = $1 and thread_id = $2',
    [userId, threadId],
  );
}

/** What a broadcast tells: a lecture's release or publication, or a course's publication. */
type BroadcastSource =
  | { lectureId: number; courseId?: undefined; event: 'lecture_released' | 'content_published' }
  | { courseId: number; lectureId?: undefined; event: 'content_published' };

/** The fan-out's job: the next chunk of a broadcast's e-mails (its cursor is the broadcast's row). */
interface FanoutPayload {
  broadcastId: number;
}

/** A broadcast's row: the bell's texts, whose students, and the e-mail it sends each. */
interface Broadcast {
  id: number;
  product_id: number;
  kind: 'lecture_released' | 'content_published';
  path: string;
  mail_subject: string;
  mail_line: string;
  action_label: string;
  mailed_through: number;
  created_at: Date;
}

/** With a bulk pace, a chunk is this many seconds of e-mail (250 at 50 a second). */
export const PACED_CHUNK_SECONDS = 5;

/**
 * Tells a product's students (in the caller's transaction): one row every student's bell reads
 * (ADR 054), at once, and the job that e-mails them a chunk at a time. Once per lecture (or
 * course) and event: a second call finds the row and does nothing.
 */
async function broadcast(tx: Queryable, source: BroadcastSource) {
  const target = await broadcastTarget(tx, source);
  if (!target) return;
  const [row] = await tx.query<{ id: number }>(
    `insert into broadcasts (product_id, kind, title, context, path, dedupe_key, mail_subject,
                             mail_line, action_label)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (dedupe_key) do nothing
     returning id`,
    [
      target.productId,
      source.event,
      target.title,
      target.context,
      target.path,
      target.dedupeKey,
      target.mailSubject,
      target.mailLine,
      target.actionLabel,
    ],
  );
  if (!row) return;
  const broadcastId = Number(row.id);
  await enqueue(tx, FANOUT_QUEUE, { broadcastId } satisfies FanoutPayload, {
    idempotencyKey: `broadcast:${broadcastId}:0`,
  });
}

/** A lecture's release or publication, told to its product's students (in the caller's transaction). */
export const startFanout = (
  tx: Queryable,
  lectureId: number,
  event: 'lecture_released' | 'content_published',
) => broadcast(tx, { lectureId, event });

/** A published course, told to its product's students (in the caller's transaction); once. */
export const startCourseFanout = (tx: Queryable, courseId: number) =>
  broadcast(tx, { courseId, event: 'content_published' });

/**
 * A lecture given a release time (in the change's transaction): a look for released lectures is
 * queued at that very second, so its students are told then, not at the next whole minute's look
 * (which stays, for times set before this existed and for a look that failed). One job per
 * instant: two lectures at the same time share it; a time moved leaves a look that finds nothing.
 */
export async function queueReleaseLook(tx: Queryable, scheduledFor: string | null | undefined) {
  if (!scheduledFor) return;
  const at = new Date(scheduledFor);
  if (!(at.getTime() > Date.now())) return;
  await enqueue(tx, RELEASES_QUEUE, {}, { runAt: at, idempotencyKey: at.toISOString() });
}

/**
 * A lecture just made published (in the change's transaction): its product's students hear of it
 * (`content_published`) when the student can watch it now: its course is published and it has no
 * release time (a scheduled lecture is told at its time by `announceReleases`, once).
 */
export async function noticeLecturePublished(tx: Queryable, lectureId: number) {
  const [row] = await tx.query<{ id: number }>(
    `select l.id from lectures l join sections s on s.id = l.section_id
       join courses c on c.id = s.course_id
      where l.id = $1 and l.is_published and c.is_published and l.scheduled_for is null`,
    [lectureId],
  );
  if (row) await startFanout(tx, lectureId, 'content_published');
}

async function broadcastTarget(db: Queryable, source: BroadcastSource) {
  if (source.courseId !== undefined) {
    const [course] = await db.query<{
      id: number;
      title: string;
      slug: string;
      product_id: number;
    }>('select id, title, slug, product_id from courses where id = $1 and is_published', [
      source.courseId,
    ]);
    if (!course) return null;
    const title = `Novo curso publicado: ${course.title}`;
    return {
      productId: course.product_id,
      title,
      context: course.title,
      path: `/${course.slug}`,
      dedupeKey: `${source.event}:course:${course.id}`,
      mailSubject: title,
      mailLine: `${title}.`,
      actionLabel: 'Ver o curso',
    };
  }
  const place = await lecturePlace(db, source.lectureId);
  if (!place) return null;
  const title =
    source.event === 'lecture_released'
      ? `Nova aula liberada: ${place.lecture_title}`
      : `Nova aula publicada: ${place.lecture_title}`;
  return {
    productId: place.product_id,
    title,
    context: place.course_title,
    path: lecturePath(place),
    dedupeKey: `${source.event}:${place.id}`,
    mailSubject: `${title} (${place.course_title})`,
    mailLine: `${title}, no curso ${place.course_title}.`,
    actionLabel: 'Assistir à aula',
  };
}

/**
 * The next chunk of a broadcast's e-mails: the product's students after `mailed_through` (by user
 * id) with e-mail on for the kind, each e-mailed once, the cursor moved in the same transaction
 * (the broadcast's row is locked: a chunk run twice, or by two processes, e-mails nobody twice),
 * then the next chunk queued.
 *
 * With `mailPerSecond`, a chunk is `PACED_CHUNK_SECONDS` of e-mail, due at the bulk pace
 * (`sendMails`), and the next chunk is due when this one's first e-mail is: the fan-out writes
 * just ahead of the delivery, a few rows a second, instead of every row at the release (ADR 054;
 * the players' read p99 during a 100,000-student release, docs/perf/notifications-2026-11.md).
 * Without a pace, the next chunk keeps the run time of this one (`runAt`, the first chunk's): the
 * queue claims by run time, so the fan-out goes on ahead of the e-mails its chunks queued (ADR 045).
 */
export async function fanoutChunk(
  db: Queryable,
  tokens: UnsubscribeTokens,
  log: Log,
  payload: FanoutPayload,
  options: { chunk?: number; runAt?: Date; mailPerSecond?: number } = {},
) {
  const { mailPerSecond = 0 } = options;
  const chunk =
    mailPerSecond > 0
      ? Math.max(
          1,
          Math.min(options.chunk ?? FANOUT_CHUNK, Math.round(mailPerSecond * PACED_CHUNK_SECONDS)),
        )
      : (options.chunk ?? FANOUT_CHUNK);
  const [b] = await db.query<Broadcast>(
    `select id, product_id, kind, path, mail_subject, mail_line, action_label, mailed_through,
            created_at
       from broadcasts where id = $1 for update`,
    [payload.broadcastId],
  );
  if (!b) return;
  const kind = kindOf(b.kind);
  // The chunk's students, by the (product, user) index from the cursor; then those of them who
  // want it by e-mail (the cursor moves past the others too).
  const students = await db.query<{ user_id: number }>(
    `select e.user_id from enrollments e
      where e.product_id = $1 and e.user_id > $2 and ${grantsAccess()} and e.created_at <= $3
      order by e.user_id limit $4`,
    [b.product_id, b.mailed_through, b.created_at, chunk],
  );
  const last = students[students.length - 1];
  if (!last) return;
  const users = await db.query<{ id: number; email: string; name: string }>(
    `select u.id, u.email, u.name from users u
      where u.id = any($1::int[]) and ${channel('email', kind, 'u.id')}
      order by u.id`,
    [students.map((s) => s.user_id)],
  );
  const origin = appOrigin();
  const messages: MailMessage[] = [];
  for (const user of users) {
    messages.push({
      to: user.email,
      subject: b.mail_subject,
      body: [`Olá, ${user.name}!`, '', b.mail_line].join('\n'),
      kind,
      action: { label: b.action_label, path: b.path },
      unsubscribeUrl: await tokens.url(origin, { userId: user.id, kind }, new Date()),
      userId: user.id,
    });
  }
  // The chunk's e-mails in three statements, not three each (issue 36 §4: the players' reads).
  const firstDue = await sendMails({ db, log }, messages, mailPerSecond);
  await db.query('update broadcasts set mailed_through = $2 where id = $1', [b.id, last.user_id]);
  if (students.length < chunk) return;
  const runAt = mailPerSecond > 0 ? (firstDue ?? undefined) : options.runAt;
  await enqueue(db, FANOUT_QUEUE, { broadcastId: Number(b.id) } satisfies FanoutPayload, {
    idempotencyKey: `broadcast:${b.id}:${last.user_id}`,
    ...(runAt ? { runAt } : {}),
  });
}

/**
 * The lectures whose scheduled time passed and that were not announced yet, claimed by this
 * transaction (one process wins each), each with its fan-out queued.
 */
export async function announceReleases(tx: Queryable) {
  const claimed = await tx.query<{ lecture_id: number }>(
    `insert into lecture_announcements (lecture_id)
     select l.id from lectures l join sections s on s.id = l.section_id
       join courses c on c.id = s.course_id
      where l.scheduled_for is not null and l.scheduled_for <= now()
        and l.is_published and c.is_published
     on conflict (lecture_id) do nothing
     returning lecture_id`,
  );
  for (const { lecture_id } of claimed) await startFanout(tx, lecture_id, 'lecture_released');
  return claimed.map((r) => r.lecture_id);
}

/**
 * The daily look at subscriptions and trials: ending within 7 days, or ended in the last 3 days.
 * Each moment of each access is told once (its `dedupe_key` names the product and the end).
 * Returns how many notices it wrote.
 */
export async function notifySubscriptions(tx: Queryable, tokens: UnsubscribeTokens, log: Log) {
  const rows = await tx.query<{
    user_id: number;
    email: string;
    name: string;
    product_title: string;
    ends_at: Date;
    status: string;
    ended: boolean;
  }>(
    `select e.user_id, u.email, u.name, p.title as product_title, e.ends_at, e.status,
            e.ends_at <= now() as ended
       from enrollments e join users u on u.id = e.user_id join products p on p.id = e.product_id
      where e.ends_at is not null and e.status <> 'lifetime'
        and ((e.status in ('active', 'trial') and e.ends_at > now() and e.ends_at <= now() + interval '7 days')
          or (e.ends_at <= now() and e.ends_at > now() - interval '3 days'))
      order by e.user_id`,
  );
  let sent = 0;
  const origin = appOrigin();
  for (const row of rows) {
    const event = row.ended ? 'subscription_ended' : 'subscription_ending';
    const what = row.status === 'trial' ? 'Seu período de teste' : 'Sua assinatura';
    const day = schoolDate(new Date(row.ends_at)).split('-').reverse().join('/');
    const title = row.ended
      ? `${what} de ${row.product_title} terminou`
      : `${what} de ${row.product_title} termina em ${day}`;
    const dedupe = `${event}:${row.product_title}:${new Date(row.ends_at).getTime()}`;
    const [inserted] = await tx.query<{ mail_pending: boolean }>(
      `insert into notifications (user_id, kind, title, context, path, dedupe_key, in_app, mail_pending)
       select $1, $2, $3, $4, '/eu/assinaturas', $5,
              ${channel('in_app', 'subscription', '$1')}, ${channel('email', 'subscription', '$1')}
        where ${channel('in_app', 'subscription', '$1')} or ${channel('email', 'subscription', '$1')}
       on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
       returning mail_pending`,
      [row.user_id, event, title, row.product_title, dedupe],
    );
    if (!inserted) continue;
    sent += 1;
    if (!inserted.mail_pending) continue;
    const unsubscribeUrl = await tokens.url(
      origin,
      { userId: row.user_id, kind: 'subscription' },
      new Date(),
    );
    await sendMail(
      { db: tx as never, log },
      {
        to: row.email,
        subject: title,
        body: [`Olá, ${row.name}!`, '', `${title}.`].join('\n'),
        kind: 'subscription',
        action: { label: 'Ver minhas assinaturas', path: '/eu/assinaturas' },
        unsubscribeUrl,
        userId: row.user_id,
      },
    );
    await tx.query(
      'update notifications set mail_pending = false where user_id = $1 and dedupe_key = $2',
      [row.user_id, dedupe],
    );
  }
  return sent;
}

/**
 * A security notice (password or e-mail changed, a sign-in from a new device): always e-mailed,
 * whatever the preferences say, and without an unsubscribe link (ADR 040).
 */
export async function sendSecurityNotice(
  services: { db: Queryable; log: Log },
  notice: {
    to: string;
    name: string;
    subject: string;
    lines: string[];
    userId: number;
    /** The button; by default the account's security page. */
    action?: { label: string; path: string };
  },
) {
  await sendMail(services as never, {
    to: notice.to,
    subject: notice.subject,
    body: [
      `Olá, ${notice.name}!`,
      '',
      ...notice.lines,
      '',
      'Se não foi você, troque sua senha agora e encerre as sessões em Meus dispositivos.',
    ].join('\n'),
    kind: 'security',
    action: notice.action ?? { label: 'Revisar minha conta', path: '/eu/seguranca' },
    userId: notice.userId,
  });
}
