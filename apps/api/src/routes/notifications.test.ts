import { endpoints } from '@aula/contract';
import { notificationJobHandlers } from '../jobs/notification-jobs';
import type { Job } from '../jobs/queue';
import { MAIL_BATCH_QUEUE, MAIL_QUEUE, type MailBatchPayload, sendMails } from '../mail/outbox';
import { visibleBroadcasts } from '../notifications/feed';
import {
  announceReleases,
  FANOUT_QUEUE,
  notifySubscriptions,
  THREAD_MAIL_QUEUE,
} from '../notifications/produce';
import { unsubscribeTokens } from '../notifications/unsubscribe-tokens';
import type { TestClient } from '../testing/client';
import { useTestApp } from '../testing/harness';

const t = useTestApp();
const log = () => undefined;

const userId = async (email: string) => {
  const [row] = await t.db.query<{ id: number }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

/** The seeded top-level comment of aluna's on react-do-zero's first lecture. */
async function alunaComment() {
  const [row] = await t.db.query<{ id: number; lecture_id: number }>(
    `select m.id, m.lecture_id from comments m join users u on u.id = m.user_id
      where u.email = 'aluna@aula.dev' and m.parent_id is null order by m.id limit 1`,
  );
  if (!row) throw new Error('no comment of aluna');
  return row;
}

async function list(client: TestClient, query = '') {
  const response = await client.json(`/api/me/notifications${query}`);
  expect(response.status).toBe(200);
  return endpoints.myNotifications.response.parse(response.body);
}

async function unread(client: TestClient) {
  const response = await client.json('/api/me/notifications/unread-count');
  return endpoints.unreadNotifications.response.parse(response.body).data.unread;
}

async function reply(client: TestClient, commentId: number, body: string) {
  const response = await client.post(`/api/comments/${commentId}/replies`, { json: { body } });
  expect(response.status).toBe(201);
}

/** Runs the ready jobs of `queue` with the real handlers, as a worker would; their count. */
async function runJobs(queue: string, options: { chunk?: number } = {}) {
  const handlers = notificationJobHandlers(t.db, log, options);
  const handler = handlers[queue];
  if (!handler) throw new Error(`no handler for ${queue}`);
  let ran = 0;
  for (;;) {
    const [row] = await t.db.query<{ id: number; payload: unknown }>(
      `update jobs set state = 'done', finished_at = now()
        where id = (select id from jobs where queue = $1 and state = 'queued' and run_at <= now()
                     order by id limit 1)
        returning id, payload`,
      [queue],
    );
    if (!row) return ran;
    await handler(
      { id: Number(row.id), queue, payload: row.payload, attempt: 1 } as Job,
      new AbortController().signal,
    );
    ran += 1;
  }
}

const mailsTo = (email: string) =>
  t.db.query<{ subject: string; body: string; unsubscribe_url: string | null }>(
    'select subject, body, unsubscribe_url from mail_outbox where to_email = $1 order by id',
    [email],
  );

beforeEach(async () => {
  await t.db.query('delete from notifications');
  await t.db.query('delete from broadcasts');
  await t.db.query('delete from send_pace');
  await t.db.query('delete from thread_mail_windows');
  await t.db.query('delete from notification_preferences');
  await t.db.query("delete from jobs where queue like 'notifications.%'");
  await t.db.query('delete from mail_outbox');
  await t.db.query('update comment_subscriptions set notify = true');
});

describe('given a student who follows her comment', () => {
  it('a reply notifies her (bell and one e-mail), never the one who replied', async () => {
    const comment = await alunaComment();
    const ana = await t.as('otherStudent');
    await reply(ana, comment.id, 'Também tive essa dúvida!');

    const aluna = await t.as('student');
    const { data } = await list(aluna);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      kind: 'comment_reply',
      title: 'Ana Beatriz Rocha respondeu ao seu comentário',
      excerpt: 'Também tive essa dúvida!',
      read_at: null,
    });
    expect(data[0]?.path).toMatch(new RegExp(`^/react-do-zero/aula/1#comentario-${comment.id}$`));
    expect(await unread(aluna)).toBe(1);
    expect((await list(ana)).data).toEqual([]);

    expect(await runJobs(THREAD_MAIL_QUEUE)).toBe(1);
    const mails = await mailsTo('aluna@aula.dev');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Também tive essa dúvida!');
    expect(mails[0]?.unsubscribe_url).toMatch(/\/descadastrar\?token=\d+\.comment_reply\.\d+\./);
    // Each link once: the template writes the button and the footer, the body names neither.
    expect(mails[0]?.body).not.toMatch(/https?:\/\//);
    expect(await mailsTo('ana@aula.dev')).toEqual([]);
  }, 120_000);

  it('coalesces replies in the 10-minute window into one e-mail listing them', async () => {
    const comment = await alunaComment();
    const ana = await t.as('otherStudent');
    await reply(ana, comment.id, 'Primeira resposta');
    await runJobs(THREAD_MAIL_QUEUE);
    expect(await mailsTo('aluna@aula.dev')).toHaveLength(1);

    await reply(ana, comment.id, 'Segunda resposta');
    await reply(ana, comment.id, 'Terceira resposta');
    // One job waits for the window's end; nothing is ready before it.
    const queued = await t.db.query<{ run_at: Date }>(
      "select run_at from jobs where queue = $1 and state = 'queued'",
      [THREAD_MAIL_QUEUE],
    );
    expect(queued).toHaveLength(1);
    expect(new Date(queued[0]?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(await runJobs(THREAD_MAIL_QUEUE)).toBe(0);

    // The window ends (moved back in time), the job runs: one e-mail with both replies.
    await t.db.query(
      "update thread_mail_windows set last_sent_at = last_sent_at - interval '11 minutes'",
    );
    await t.db.query("update jobs set run_at = now() where queue = $1 and state = 'queued'", [
      THREAD_MAIL_QUEUE,
    ]);
    await runJobs(THREAD_MAIL_QUEUE);
    const mails = await mailsTo('aluna@aula.dev');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body).toContain('Segunda resposta');
    expect(mails[1]?.body).toContain('Terceira resposta');
    expect(mails[1]?.subject).toContain('2 novas respostas');
    // The bell has all three.
    expect((await list(await t.as('student'))).data).toHaveLength(3);
  });

  it('a job that runs early inside the window sends nothing and leaves the replies pending', async () => {
    const comment = await alunaComment();
    const ana = await t.as('otherStudent');
    await reply(ana, comment.id, 'Uma');
    await runJobs(THREAD_MAIL_QUEUE);
    await reply(ana, comment.id, 'Outra');
    await t.db.query("update jobs set run_at = now() where queue = $1 and state = 'queued'", [
      THREAD_MAIL_QUEUE,
    ]);
    await runJobs(THREAD_MAIL_QUEUE);
    expect(await mailsTo('aluna@aula.dev')).toHaveLength(1);
    const [pending] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from notifications where mail_pending',
    );
    expect(pending?.n).toBe(1);
  });

  it('turning the switch off stops reply notifications', async () => {
    const comment = await alunaComment();
    const aluna = await t.as('student');
    const off = await aluna.put(`/api/comments/${comment.id}/notifications`, {
      json: { notify_replies: false },
    });
    expect(off.status).toBe(200);
    await reply(await t.as('otherStudent'), comment.id, 'Alguém aí?');
    expect((await list(aluna)).data).toEqual([]);
    expect(await runJobs(THREAD_MAIL_QUEUE)).toBe(0);
  });

  it('the team answering notifies the author as team_answer even when she does not follow', async () => {
    const comment = await alunaComment();
    await (await t.as('student')).put(`/api/comments/${comment.id}/notifications`, {
      json: { notify_replies: false },
    });
    await reply(await t.as('admin'), comment.id, 'Oi! A equipe responde.');
    const { data } = await list(await t.as('student'));
    expect(data.map((n) => [n.kind, n.title])).toEqual([
      ['team_answer', 'A equipe respondeu ao seu comentário'],
    ]);
    expect((await list(await t.as('admin'))).data).toEqual([]);
  });

  it('another follower hears of replies in a thread that is not theirs', async () => {
    const comment = await alunaComment();
    const ana = await t.as('otherStudent');
    await ana.put(`/api/comments/${comment.id}/notifications`, { json: { notify_replies: true } });
    await reply(await t.as('admin'), comment.id, 'Resposta da equipe');
    expect((await list(ana)).data.map((n) => [n.kind, n.title])).toEqual([
      ['comment_reply', 'A equipe respondeu a um comentário que você segue'],
    ]);
  });
});

describe('preferences per event', () => {
  it('default to every channel but e-mail for new content, and save per kind', async () => {
    const aluna = await t.as('student');
    const before = await aluna.json('/api/me/notification-preferences');
    expect(endpoints.getNotificationPreferences.response.parse(before.body).data).toMatchObject({
      comment_reply: { email: true, in_app: true },
      content_published: { email: false, in_app: true },
    });
    const saved = await aluna.put('/api/me/notification-preferences', {
      json: { comment_reply: { email: false, in_app: true } },
    });
    expect(saved.status).toBe(200);
    const body = endpoints.updateNotificationPreferences.response.parse(await saved.json());
    expect(body.data.comment_reply).toEqual({ email: false, in_app: true });
    expect(body.data.team_answer).toEqual({ email: true, in_app: true });
  });

  it('e-mail off: the bell still tells, no e-mail is queued; bell off: not listed', async () => {
    const comment = await alunaComment();
    const aluna = await t.as('student');
    await aluna.put('/api/me/notification-preferences', {
      json: { comment_reply: { email: false, in_app: true } },
    });
    await reply(await t.as('otherStudent'), comment.id, 'Só no sino');
    expect((await list(aluna)).data).toHaveLength(1);
    expect(await runJobs(THREAD_MAIL_QUEUE)).toBe(0);

    await aluna.put('/api/me/notification-preferences', {
      json: { comment_reply: { email: true, in_app: false } },
    });
    await reply(await t.as('otherStudent'), comment.id, 'Só por e-mail');
    expect((await list(aluna)).data).toHaveLength(1);
    expect(await runJobs(THREAD_MAIL_QUEUE)).toBe(1);
    expect((await mailsTo('aluna@aula.dev'))[0]?.body).toContain('Só por e-mail');
  });

  it('refuses a channel that is not a boolean', async () => {
    const response = await (await t.as('student')).put('/api/me/notification-preferences', {
      json: { comment_reply: { email: 'sim', in_app: true } },
    });
    expect(response.status).toBe(422);
  });
});

describe('reading the bell', () => {
  it('marks one read (only the viewer’s own) and then all', async () => {
    const comment = await alunaComment();
    const ana = await t.as('otherStudent');
    await reply(ana, comment.id, 'Um');
    await reply(ana, comment.id, 'Dois');
    const aluna = await t.as('student');
    const { data } = await list(aluna);
    expect(await unread(aluna)).toBe(2);
    const first = data[0];
    if (!first) throw new Error('no notification');
    // Someone else cannot mark it.
    expect((await ana.put(`/api/me/notifications/${first.id}/read`)).status).toBe(204);
    expect(await unread(aluna)).toBe(2);
    expect((await aluna.put(`/api/me/notifications/${first.id}/read`)).status).toBe(204);
    expect(await unread(aluna)).toBe(1);
    expect((await aluna.post('/api/me/notifications/read-all')).status).toBe(204);
    expect(await unread(aluna)).toBe(0);
    expect((await list(aluna)).data.every((n) => n.read_at !== null)).toBe(true);
  });

  it('paginates newest first', async () => {
    const comment = await alunaComment();
    const ana = await t.as('otherStudent');
    for (const body of ['a', 'b', 'c']) await reply(ana, comment.id, body);
    const aluna = await t.as('student');
    const page1 = await list(aluna, '?per_page=2');
    expect(page1.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(page1.data.map((n) => n.excerpt)).toEqual(['c', 'b']);
    expect((await list(aluna, '?per_page=2&page=2')).data.map((n) => n.excerpt)).toEqual(['a']);
  });

  it('is for signed-in people only', async () => {
    expect((await (await t.as('guest')).get('/api/me/notifications')).status).toBe(401);
  });
});

describe('unsubscribe links', () => {
  const signFor = async (kind: 'comment_reply' | 'lecture_released', at = new Date()) =>
    unsubscribeTokens(t.db).sign({ userId: await userId('aluna@aula.dev'), kind }, at);
  const emailOn = async (kind: string) => {
    const body = (await (await t.as('student')).json('/api/me/notification-preferences')).body as {
      data: Record<string, { email: boolean; in_app: boolean }>;
    };
    return body.data[kind];
  };

  it('one-click POST without a session or CSRF turns only that kind of e-mail off, twice alike', async () => {
    const token = await signFor('comment_reply');
    const post = () =>
      t.app.request(`/descadastrar?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(await emailOn('comment_reply')).toEqual({ email: false, in_app: true });
    expect(await emailOn('team_answer')).toEqual({ email: true, in_app: true });
  });

  it('the app page confirms through api/unsubscribe, signed in or not', async () => {
    const token = await signFor('lecture_released');
    const guest = await t.fresh('guest');
    const response = await guest.post('/api/unsubscribe', { json: { token } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: { kind: 'lecture_released' } });
    expect(await emailOn('lecture_released')).toEqual({ email: false, in_app: true });
  });

  it('refuses a tampered token (other kind, other person, other signature) and changes nothing', async () => {
    const token = await signFor('comment_reply');
    const [user, , expires, mac] = token.split('.');
    const other = await userId('ana@aula.dev');
    const forged = [
      `${user}.team_answer.${expires}.${mac}`,
      `${other}.comment_reply.${expires}.${mac}`,
      `${user}.comment_reply.${Number(expires) + 1}.${mac}`,
      `${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`,
      'lixo',
    ];
    const guest = await t.fresh('guest');
    for (const bad of forged) {
      expect((await guest.post('/api/unsubscribe', { json: { token: bad } })).status).toBe(422);
      const oneClick = await t.app.request(`/descadastrar?token=${encodeURIComponent(bad)}`, {
        method: 'POST',
      });
      expect(oneClick.status).toBe(400);
    }
    expect(await emailOn('comment_reply')).toEqual({ email: true, in_app: true });
    expect(await emailOn('team_answer')).toEqual({ email: true, in_app: true });
  });

  it('refuses an expired token', async () => {
    const token = await signFor('comment_reply', new Date(Date.now() - 91 * 86_400_000));
    const guest = await t.fresh('guest');
    const response = await guest.post('/api/unsubscribe', { json: { token } });
    expect(response.status).toBe(422);
    expect(await emailOn('comment_reply')).toEqual({ email: true, in_app: true });
  });
});

describe('a scheduled lecture released', () => {
  async function scheduledLecture() {
    const [row] = await t.db.query<{ id: number; product_id: number }>(
      `select l.id, c.product_id from lectures l join sections s on s.id = l.section_id
         join courses c on c.id = s.course_id
        where l.scheduled_for is not null and l.is_published and c.is_published order by l.id limit 1`,
    );
    if (!row) throw new Error('no scheduled lecture in the seed');
    return row;
  }

  /** Who sees `lectureId`'s release in their bell, by e-mail (the broadcasts they see, ADR 054). */
  const seers = async (lectureId: number) =>
    (
      await t.db.query<{ email: string }>(
        `select u.email from users u cross join lateral (${visibleBroadcasts('u.id')}) b
          where b.path is not null and b.id in (
            select id from broadcasts where dedupe_key = 'lecture_released:' || $1::int)
          order by u.email`,
        [lectureId],
      )
    ).map((r) => r.email);

  async function released() {
    const lecture = await scheduledLecture();
    await t.db.query('delete from lecture_announcements where lecture_id = $1', [lecture.id]);
    await t.db.query(
      "update lectures set scheduled_for = now() - interval '1 minute' where id = $1",
      [lecture.id],
    );
    return lecture;
  }

  it('is announced once (two processes at once): one row every student’s bell reads, e-mailed per preference', async () => {
    const lecture = await released();
    const students = await t.db.query<{ email: string }>(
      `select u.email from enrollments e join users u on u.id = e.user_id
        where e.product_id = $1 and e.status in ('active', 'trial', 'lifetime') order by u.email`,
      [lecture.product_id],
    );
    expect(students.length).toBeGreaterThan(1);
    const ana = await userId('ana@aula.dev');
    await t.db.query(
      `insert into notification_preferences (user_id, kind, email, in_app)
       values ($1, 'lecture_released', false, true)`,
      [ana],
    );

    const [first, second] = await Promise.all([
      t.db.transaction((tx) => announceReleases(tx)),
      t.db.transaction((tx) => announceReleases(tx)),
    ]);
    expect([...(first ?? []), ...(second ?? [])].filter((id) => id === lecture.id)).toHaveLength(1);
    expect(await t.db.transaction((tx) => announceReleases(tx))).toEqual([]);
    // Told at the release, before any e-mail job ran: one row, and each student sees it once.
    const [rows] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from broadcasts where dedupe_key = $1',
      [`lecture_released:${lecture.id}`],
    );
    expect(rows?.n).toBe(1);
    expect(await seers(lecture.id)).toEqual(students.map((s) => s.email));
    expect(await seers(lecture.id)).not.toContain('joao@aula.dev');

    // The e-mails, one student per chunk.
    const ran = await runJobs(FANOUT_QUEUE, { chunk: 1 });
    expect(ran).toBeGreaterThanOrEqual(students.length - 1);
    const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);
    expect(await subjects('ana@aula.dev')).toEqual([]);
    expect(await subjects('aluna@aula.dev')).toEqual([
      expect.stringMatching(/^Nova aula liberada: /),
    ]);
    // Every chunk run again (a worker that died after its commit) e-mails nobody twice.
    await t.db.query("update jobs set state = 'queued' where queue = $1", [FANOUT_QUEUE]);
    await runJobs(FANOUT_QUEUE, { chunk: 1 });
    expect(await subjects('aluna@aula.dev')).toHaveLength(1);
    const [all] = await t.db.query<{ n: number; people: number }>(
      `select count(*)::int as n, count(distinct to_email)::int as people from mail_outbox
        where subject like 'Nova aula liberada: %'`,
    );
    expect(all?.n).toBe(all?.people);
    expect(all?.n).toBe(students.length - 1);
  });

  it('the bell reads a release as its own: read marks per student, never for someone without it', async () => {
    const lecture = await released();
    await t.db.transaction((tx) => announceReleases(tx));
    const aluna = await t.as('student');
    const ana = await t.as('otherStudent');
    const joao = await t.as('noAccessStudent');
    const entry = (await list(aluna)).data.find((n) => n.kind === 'lecture_released');
    expect(entry).toMatchObject({
      title: expect.stringMatching(/^Nova aula liberada: /),
      read_at: null,
    });
    if (!entry) throw new Error('no release in the bell');
    expect(await unread(aluna)).toBe(1);
    // Ana reads it: hers is read, aluna's is not.
    expect((await ana.put(`/api/me/notifications/${entry.id}/read`)).status).toBeLessThan(300);
    expect((await list(ana)).data.find((n) => n.id === entry.id)?.read_at).not.toBeNull();
    expect(await unread(ana)).toBe(0);
    expect(await unread(aluna)).toBe(1);
    // João has no access: marking it changes nothing and his bell does not list it.
    expect((await joao.put(`/api/me/notifications/${entry.id}/read`)).status).toBeLessThan(300);
    expect((await list(joao)).data.map((n) => n.id)).not.toContain(entry.id);
    const [marks] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from broadcast_reads where user_id = $1',
      [await userId('joao@aula.dev')],
    );
    expect(marks?.n).toBe(0);
    // Given the product after the release: not told of what came before.
    await t.db.query(
      `insert into enrollments (user_id, product_id, status) values ($1, $2, 'lifetime')
       on conflict (user_id, product_id) do update set status = 'lifetime', created_at = now()`,
      [await userId('joao@aula.dev'), lecture.product_id],
    );
    expect((await list(joao)).data.map((n) => n.id)).not.toContain(entry.id);
    // "Marcar todas como lidas" reads it too; the bell off for releases hides it.
    expect((await aluna.post('/api/me/notifications/read-all')).status).toBeLessThan(300);
    expect(await unread(aluna)).toBe(0);
    await t.db.query(
      `insert into notification_preferences (user_id, kind, email, in_app)
       values ($1, 'lecture_released', true, false)`,
      [await userId('aluna@aula.dev')],
    );
    expect((await list(aluna)).data.map((n) => n.id)).not.toContain(entry.id);
  });

  /**
   * Releases a scheduled lecture and runs its first fan-out chunk (one student a chunk) with the
   * real handler, as a worker would; the first chunk's job id and when the run started (ms).
   */
  async function runFirstChunk(options: { mailPerSecond?: number } = {}) {
    await released();
    await t.db.transaction((tx) => announceReleases(tx));
    const [first] = await t.db.query<{ id: number; payload: unknown; run_at: Date }>(
      "select id, payload, run_at from jobs where queue = $1 and state = 'queued'",
      [FANOUT_QUEUE],
    );
    if (!first) throw new Error('no fan-out job queued');
    await t.db.query("update jobs set state = 'done', finished_at = now() where id = $1", [
      first.id,
    ]);
    const handler = notificationJobHandlers(t.db, log, { chunk: 1, ...options })[FANOUT_QUEUE];
    const started = Date.now();
    await handler?.(
      {
        id: Number(first.id),
        queue: FANOUT_QUEUE,
        payload: first.payload,
        attempt: 1,
        maxAttempts: 5,
        runAt: new Date(first.run_at),
        createdAt: new Date(first.run_at),
      },
      new AbortController().signal,
    );
    return { firstId: first.id, started };
  }

  it('goes on ahead of the e-mails it queued: a worker claims the next chunk before them', async () => {
    const { firstId } = await runFirstChunk();
    // What the chunk queued, in the order a worker claims it (run time, then id).
    const queued = await t.db.query<{ queue: string }>(
      `select queue from jobs where id > $1 and state = 'queued' and run_at <= now()
        order by run_at, id`,
      [firstId],
    );
    // The chunk e-mailed its one student, and queued the next chunk first in the claim order.
    expect(queued.map((j) => j.queue)).toContain('mail.send');
    expect(queued[0]?.queue).toBe(FANOUT_QUEUE);
  });

  it('a paced release writes just ahead of the delivery: the next chunk is due with this chunk’s first e-mail', async () => {
    // Another batch holds the pace for the next 2 s: this chunk's e-mail is due after it.
    await sendMails({ db: t.db, log }, batch('antes', 8), 4);
    const { firstId, started } = await runFirstChunk({ mailPerSecond: 4 });
    const queued = await t.db.query<{ queue: string; after_ms: number }>(
      `select queue, extract(epoch from run_at)::float8 * 1000 - $2::float8 as after_ms
         from jobs where id > $1 and state = 'queued' order by id`,
      [firstId, started],
    );
    const mails = queued.filter((job) => job.queue === MAIL_BATCH_QUEUE);
    const next = queued.find((job) => job.queue === FANOUT_QUEUE);
    expect(mails).toHaveLength(1);
    // Not now (the rows wait until they are needed), and not after the e-mail it goes ahead of.
    expect(mails[0]?.after_ms).toBeGreaterThan(1_500);
    expect(next?.after_ms).toBeCloseTo(mails[0]?.after_ms ?? 0, 0);
  });
});

const batch = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    to: `${prefix}${i}@aula.dev`,
    subject: 'Nova aula liberada: Hooks',
    body: 'Olá!',
    kind: 'lecture_released',
  }));

describe('bulk e-mail at a pace (MAIL_BULK_PER_SECOND, ADR 049)', () => {
  /**
   * When each of these addresses' e-mails is due (s since the epoch): its `mail.send` job's run
   * time, or its paced batch's run time plus its place in the batch times the step (ADR 057). A
   * batch's start comes back through a JavaScript Date, so due times are to the millisecond:
   * compared within 5 ms.
   */
  async function dueTimes(prefix: string) {
    return t.db.query<{ to_email: string; at: number }>(
      `select o.to_email,
              extract(epoch from j.run_at)::float8
                + coalesce((select (n - 1) * (j.payload->>'stepMs')::float8 / 1000
                              from jsonb_array_elements_text(j.payload->'ids')
                                   with ordinality as b(id, n)
                             where b.id::bigint = o.id), 0) as at
         from mail_outbox o join jobs j on j.id = o.job_id
        where j.queue = any($1::text[]) and o.to_email like $2 order by at, o.id`,
      [[MAIL_QUEUE, MAIL_BATCH_QUEUE], `${prefix}%`],
    );
  }

  it('one job per paced batch: its e-mails in it, in order, none with a job of its own', async () => {
    await t.db.transaction((tx) => sendMails({ db: tx, log }, batch('lote-pago', 3), 10));
    const jobs = await t.db.query<{ queue: string; payload: MailBatchPayload; n: number }>(
      `select j.queue, j.payload, count(o.id)::int as n from jobs j join mail_outbox o on o.job_id = j.id
        where o.to_email like 'lote-pago%' group by j.id`,
    );
    const ids = await t.db.query<{ id: number }>(
      "select id from mail_outbox where to_email like 'lote-pago%' order by id",
    );
    expect(jobs).toEqual([
      {
        queue: MAIL_BATCH_QUEUE,
        payload: { ids: ids.map((r) => Number(r.id)), stepMs: 100 },
        n: 3,
      },
    ]);
  });

  it('spaces one batch’s e-mails 1/rate apart, and a second batch after it (one pace for every fan-out)', async () => {
    // One e-mail a minute: the second transaction starts long before the first one's window
    // (3 minutes) ends, however slow the machine, so it must queue behind it.
    const rate = 1 / 60;
    await t.db.transaction((tx) => sendMails({ db: tx, log }, batch('pace-a', 3), rate));
    await t.db.transaction((tx) => sendMails({ db: tx, log }, batch('pace-b', 2), rate));
    const a = await dueTimes('pace-a');
    const b = await dueTimes('pace-b');
    const start = a[0]?.at ?? Number.NaN;
    expect(a.map((row) => row.to_email)).toEqual([
      'pace-a0@aula.dev',
      'pace-a1@aula.dev',
      'pace-a2@aula.dev',
    ]);
    expect(a.map((row) => row.at - start)).toEqual([
      0,
      expect.closeTo(60, 2),
      expect.closeTo(120, 2),
    ]);
    // The second batch starts where the first one's window ends, not at its own "now".
    expect(b.map((row) => row.at - start)).toEqual([
      expect.closeTo(180, 2),
      expect.closeTo(240, 2),
    ]);
    const [pace] = await t.db.query<{ next: number }>(
      'select extract(epoch from next_at)::float8 as next from send_pace where name = $1',
      [MAIL_QUEUE],
    );
    expect((pace?.next ?? 0) - start).toBeCloseTo(300, 2);
  });

  it('a pace whose last window has passed starts the next batch at its own transaction’s time', async () => {
    await t.db.query(
      `insert into send_pace (name, next_at) values ($1, now() - interval '1 hour')
       on conflict (name) do update set next_at = excluded.next_at`,
      [MAIL_QUEUE],
    );
    const [now] = await t.db.transaction(async (tx) => {
      await sendMails({ db: tx, log }, batch('pace-idle', 2), 10);
      return tx.query<{ at: number }>('select extract(epoch from now())::float8 as at');
    });
    const times = (await dueTimes('pace-idle')).map((row) => row.at - (now?.at ?? Number.NaN));
    expect(times).toEqual([expect.closeTo(0, 2), expect.closeTo(0.1, 2)]);
  });

  it('without a pace, every e-mail of the batch is due at once', async () => {
    await t.db.transaction((tx) => sendMails({ db: tx, log }, batch('unpaced', 3)));
    const times = (await dueTimes('unpaced')).map((row) => row.at);
    expect(new Set(times).size).toBe(1);
  });
});

describe('subscriptions ending', () => {
  it('tells a student once 7 days before, and once when it ended', async () => {
    const aluna = await userId('aluna@aula.dev');
    await t.db.query(
      "update enrollments set status = 'lifetime', ends_at = null where user_id = $1",
      [aluna],
    );
    await t.db.query(
      `update enrollments set status = 'active', ends_at = now() + interval '5 days'
        where user_id = $1 and product_id = (select min(product_id) from enrollments where user_id = $1)`,
      [aluna],
    );
    const tokens = unsubscribeTokens(t.db);
    await tokens.ready();
    const run = () => t.db.transaction((tx) => notifySubscriptions(tx, tokens, log));
    await run();
    await run();
    let rows = await t.db.query<{ kind: string }>(
      'select kind from notifications where user_id = $1',
      [aluna],
    );
    expect(rows.map((r) => r.kind)).toEqual(['subscription_ending']);
    await t.db.query(
      `update enrollments set status = 'expired', ends_at = now() - interval '1 hour'
        where user_id = $1 and ends_at is not null`,
      [aluna],
    );
    await run();
    await run();
    rows = await t.db.query('select kind from notifications where user_id = $1 order by id', [
      aluna,
    ]);
    expect(rows.map((r) => r.kind)).toEqual(['subscription_ending', 'subscription_ended']);
    expect(await mailsTo('aluna@aula.dev')).toHaveLength(2);
  });
});

describe('security notices', () => {
  it('a password change is e-mailed, even with every e-mail preference off', async () => {
    const client = await t.fresh('account');
    const [me] = await t.db.query<{ id: number; email: string }>(
      "select id, email from users where email = 'visitante@aula.dev'",
    );
    if (!me) throw new Error('no account user');
    for (const kind of ['comment_reply', 'team_answer', 'lecture_released', 'subscription'])
      await t.db.query(
        `insert into notification_preferences (user_id, kind, email, in_app) values ($1, $2, false, false)`,
        [me.id, kind],
      );
    expect((await client.post('/api/me/password-change/code')).status).toBeLessThan(300);
    const [sent] = await mailsTo(me.email);
    const code = /\b(\d{6})\b/.exec(sent?.body ?? '')?.[1];
    const changed = await client.put('/api/me/password', {
      json: {
        code,
        password: 'outra-senha-boa-2026',
        password_confirmation: 'outra-senha-boa-2026',
      },
    });
    expect(changed.status).toBe(204);
    const mails = await mailsTo(me.email);
    expect(mails.at(-1)?.subject).toBe('Sua senha na Aula foi trocada');
    expect(mails.at(-1)?.body).not.toContain('descadastrar');
    expect(mails.at(-1)?.unsubscribe_url).toBeNull();
  }, 120_000);
});
