import { endpoints } from '@aula/contract';
import { notificationJobHandlers } from '../jobs/notification-jobs';
import type { Job } from '../jobs/queue';
import { useTestApp } from '../testing/harness';
import { visibleBroadcasts } from './feed';
import { FANOUT_QUEUE, RELEASES_QUEUE } from './produce';

const t = useTestApp();
const log = () => undefined;

/** Runs the ready jobs of a queue with the real handler, as a worker would; their count. */
async function runJobs(queue = FANOUT_QUEUE) {
  const handler = notificationJobHandlers(t.db, log, {})[queue];
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

/** The published course react-do-zero: its id, product, first section and its students. */
async function course(slug = 'react-do-zero') {
  const [row] = await t.db.query<{ id: number; product_id: number; section_id: number }>(
    `select c.id, c.product_id, (select min(s.id) from sections s where s.course_id = c.id) as section_id
       from courses c where c.slug = $1`,
    [slug],
  );
  if (!row) throw new Error(`no course ${slug}`);
  const students = await t.db.query<{ email: string }>(
    `select u.email from enrollments e join users u on u.id = e.user_id
      where e.product_id = $1 and e.status in ('active', 'trial', 'lifetime')
        and (e.ends_at is null or e.ends_at > now())
      order by u.email`,
    [row.product_id],
  );
  return { ...row, students: students.map((s) => s.email) };
}

/** What each person's bell shows of `kind`: their own rows and the broadcasts they see. */
const published = (kind = 'content_published') =>
  t.db.query<{ email: string; title: string; path: string; context: string }>(
    `select u.email, n.title, n.path, n.context from users u
       cross join lateral (
         select kind, title, path, context from notifications where user_id = u.id and in_app
         union all select kind, title, path, context from (${visibleBroadcasts('u.id')}) b
       ) n
      where n.kind = $1 order by u.email`,
    [kind],
  );

const mailsAbout = (subject: string) =>
  t.db.query<{ to_email: string; kind: string; unsubscribe_url: string | null }>(
    'select to_email, kind, unsubscribe_url from mail_outbox where subject like $1 order by to_email',
    [`${subject}%`],
  );

beforeEach(async () => {
  await t.db.query('delete from notifications');
  await t.db.query('delete from broadcasts');
  await t.db.query('delete from notification_preferences');
  await t.db.query("delete from jobs where queue like 'notifications.%'");
});

describe('given a lecture the admin publishes into a product', () => {
  it('tells each student of the product once in the bell; e-mails only who turned it on', async () => {
    const target = await course();
    expect(target.students.length).toBeGreaterThan(1);
    const admin = await t.as('admin');
    const created = await admin.post(`/api/courses/${target.id}/lectures`, {
      json: { section_id: target.section_id, title: 'Hooks avançados', is_published: false },
    });
    expect(created.status).toBe(201);
    const lecture = endpoints.createLecture.response.parse(await created.json()).data;
    // A draft tells nobody.
    expect(await runJobs()).toBe(0);
    // Aluna wants these by e-mail too (off by default for new content).
    await t.db.query(
      `insert into notification_preferences (user_id, kind, email, in_app)
       select id, 'content_published', true, true from users where email = 'aluna@aula.dev'`,
    );
    const publish = await admin.put(`/api/courses/${target.id}/lectures/${lecture.id}`, {
      json: { is_published: true },
    });
    expect(publish.status).toBe(200);
    expect(await runJobs()).toBeGreaterThan(0);
    const rows = await published();
    expect(rows.map((r) => r.email)).toEqual(target.students);
    expect(rows[0]).toMatchObject({
      title: 'Nova aula publicada: Hooks avançados',
      context: 'React do zero',
      path: expect.stringMatching(/^\/react-do-zero\/aula\/\d+$/),
    });
    // Not a student of the product: nothing.
    expect(rows.map((r) => r.email)).not.toContain('joao@aula.dev');
    const mails = await mailsAbout('Nova aula publicada: Hooks avançados');
    expect(mails.map((m) => m.to_email)).toEqual(['aluna@aula.dev']);
    expect(mails[0]?.kind).toBe('content_published');
    expect(mails[0]?.unsubscribe_url).toMatch(/\/descadastrar\?token=/);

    // Unpublished and published again: still told once.
    await admin.put(`/api/courses/${target.id}/lectures/${lecture.id}`, {
      json: { is_published: false },
    });
    await admin.put(`/api/courses/${target.id}/lectures/${lecture.id}`, {
      json: { is_published: true },
    });
    await runJobs();
    expect(await published()).toHaveLength(target.students.length);
    // An edit of a published lecture is not a publication.
    await admin.put(`/api/courses/${target.id}/lectures/${lecture.id}`, {
      json: { title: 'Hooks avançados (revisada)', is_published: true },
    });
    expect(await runJobs()).toBe(0);
  });

  it('leaves a lecture scheduled for later to its release, and a draft course silent', async () => {
    const target = await course();
    const admin = await t.as('admin');
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await admin.post(`/api/courses/${target.id}/lectures`, {
      json: {
        section_id: target.section_id,
        title: 'Aula do futuro',
        is_published: true,
        scheduled_for: later,
      },
    });
    expect(scheduled.status).toBe(201);
    // Published at once, no schedule: told now.
    const now = await admin.post(`/api/courses/${target.id}/lectures`, {
      json: { section_id: target.section_id, title: 'Aula de agora', is_published: true },
    });
    expect(now.status).toBe(201);
    await runJobs();
    expect(new Set((await published()).map((r) => r.title))).toEqual(
      new Set(['Nova aula publicada: Aula de agora']),
    );
  });
});

describe('given a lecture the admin schedules', () => {
  it('queues the look for releases at its own second, and its students are told then', async () => {
    const target = await course();
    const admin = await t.as('admin');
    const at = new Date(Math.ceil((Date.now() + 1_500) / 1_000) * 1_000 + 123);
    const created = await admin.post(`/api/courses/${target.id}/lectures`, {
      json: {
        section_id: target.section_id,
        title: 'Aula marcada',
        is_published: true,
        scheduled_for: at.toISOString(),
      },
    });
    expect(created.status).toBe(201);
    const lectureId = endpoints.createLecture.response.parse(await created.json()).data.id;
    const looks = () =>
      t.db.query<{ run_at: Date }>(
        `select run_at from jobs where queue = $1 and state = 'queued' order by run_at`,
        [RELEASES_QUEUE],
      );
    // Due at the lecture's second, not at a whole minute (no look has run: nobody is told yet).
    expect((await looks()).map((r) => new Date(r.run_at).toISOString())).toContain(
      at.toISOString(),
    );
    expect(await published('lecture_released')).toEqual([]);
    // Moving it later queues a look at the new time too (the old one will find nothing).
    const later = new Date(at.getTime() + 1_000);
    const moved = await admin.put(`/api/courses/${target.id}/lectures/${lectureId}`, {
      json: { scheduled_for: later.toISOString() },
    });
    expect(moved.status).toBe(200);
    expect((await looks()).map((r) => new Date(r.run_at).toISOString())).toEqual(
      expect.arrayContaining([at.toISOString(), later.toISOString()]),
    );
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, later.getTime() - Date.now() + 50)),
    );
    expect(await runJobs(RELEASES_QUEUE)).toBeGreaterThanOrEqual(1);
    await runJobs();
    const told = await published('lecture_released');
    expect(told.map((r) => r.email)).toEqual(target.students);
    expect(new Set(told.map((r) => r.title))).toEqual(
      new Set(['Nova aula liberada: Aula marcada']),
    );
  });

  it('queues nothing for a time already past or no time', async () => {
    const target = await course();
    const admin = await t.as('admin');
    for (const scheduled_for of [new Date(Date.now() - 60_000).toISOString(), null]) {
      const created = await admin.post(`/api/courses/${target.id}/lectures`, {
        json: { section_id: target.section_id, title: 'Aula', is_published: false, scheduled_for },
      });
      expect(created.status).toBe(201);
    }
    const [row] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from jobs where queue = $1 and run_at > now()
         and run_at <> date_trunc('minute', run_at)`,
      [RELEASES_QUEUE],
    );
    expect(row?.n).toBe(0);
  });
});

describe('given a course the admin publishes', () => {
  it('tells the product’s students once, linking to the course', async () => {
    const target = await course();
    const admin = await t.as('admin');
    const body = { title: 'React do zero', slug: 'react-do-zero', product_id: target.product_id };
    expect(
      (await admin.put(`/api/courses/${target.id}`, { json: { ...body, is_published: false } }))
        .status,
    ).toBe(200);
    // Students cannot see a draft course: nothing to tell.
    expect(await runJobs()).toBe(0);
    expect(
      (await admin.put(`/api/courses/${target.id}`, { json: { ...body, is_published: true } }))
        .status,
    ).toBe(200);
    await runJobs();
    const rows = await published();
    expect(rows.map((r) => r.email)).toEqual(target.students);
    expect(rows[0]).toMatchObject({
      title: 'Novo curso publicado: React do zero',
      path: '/react-do-zero',
    });
    // Saved again while published, or unpublished and published again: nobody told twice.
    await admin.put(`/api/courses/${target.id}`, { json: { ...body, is_published: true } });
    await admin.put(`/api/courses/${target.id}`, { json: { ...body, is_published: false } });
    await admin.put(`/api/courses/${target.id}`, { json: { ...body, is_published: true } });
    await runJobs();
    expect(await published()).toHaveLength(target.students.length);
  });
});
