import { endpoints } from '@aula/contract';
import { useTestApp } from '../testing/harness';

/** ADR 021, "The student's page": one account's profile, courses, progress and subscriptions. */
const t = useTestApp();

const idOf = async (email: string) => {
  const [row] = await t.db.query<{ id: number }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};
const productId = async (slug: string) => {
  const [row] = await t.db.query<{ id: number }>('select id from products where slug = $1', [slug]);
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
};
const admin = () => t.as('admin');
async function send(method: 'post' | 'put', path: string, json?: unknown) {
  const client = await admin();
  const response = await client[method](path, json === undefined ? {} : { json });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: Record<string, string[]> },
  };
}

describe('GET api/admin/students/:id', () => {
  it('answers the profile: verified e-mail, WhatsApp, Discord, dates and devices', async () => {
    const id = await idOf('aluna@aula.dev');
    await t.db.query(
      "insert into discord_connections (user_id, username) values ($1, 'maria.dev') on conflict do nothing",
      [id],
    );
    const { status, body } = await (await admin()).json(`/api/admin/students/${id}`);
    expect(status).toBe(200);
    const profile = endpoints.getAdminStudent.response.parse(body).data;
    const [row] = await t.db.query<{ verified: boolean; whatsapp: string | null }>(
      'select email_verified_at is not null as verified, whatsapp from users where id = $1',
      [id],
    );
    expect(profile).toMatchObject({
      id,
      email: 'aluna@aula.dev',
      email_verified: row?.verified,
      whatsapp: row?.whatsapp,
      discord_username: 'maria.dev',
      is_student: true,
      is_admin: false,
    });
    expect(profile.devices_count).toBeGreaterThanOrEqual(0);
  });

  it('counts the live sessions as devices', async () => {
    const id = await idOf('ana@aula.dev');
    await t.fresh('otherStudent');
    const { body } = await (await admin()).json(`/api/admin/students/${id}`);
    expect(endpoints.getAdminStudent.response.parse(body).data.devices_count).toBeGreaterThan(0);
  });

  it('answers UserNotFoundException (404) for an unknown id, on every read', async () => {
    for (const tail of ['', '/courses', '/progress', '/subscriptions']) {
      const { status, body } = await (await admin()).json(`/api/admin/students/999999${tail}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: 'UserNotFoundException' });
    }
  });

  it('keeps the CSV export at its own path', async () => {
    const response = await (await admin()).get('/api/admin/students/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
  });
});

describe('GET api/admin/students/:id/courses and /progress', () => {
  it('lists the published courses the account can watch, with progress', async () => {
    const id = await idOf('aluna@aula.dev');
    const { status, body } = await (await admin()).json(`/api/admin/students/${id}/courses`);
    expect(status).toBe(200);
    const courses = endpoints.listAdminStudentCourses.response.parse(body).data;
    const expected = await t.db.query<{ slug: string }>(
      `select c.slug from courses c where c.is_published and exists (select 1 from enrollments e
         where e.user_id = $1 and e.product_id = c.product_id and e.status in ('active', 'trial', 'lifetime'))
        order by c.slug`,
      [id],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(courses.map((c) => c.course.slug).sort()).toEqual(expected.map((c) => c.slug));
    for (const course of courses) {
      expect(course.watched_count).toBeLessThanOrEqual(course.lectures_count);
    }
  });

  it('lists the watched lectures per course with dates, newest first, and the last lecture', async () => {
    const id = await idOf('aluna@aula.dev');
    const [lecture] = await t.db.query<{ id: number; title: string }>(
      `select l.id, l.title from lectures l join sections s on s.id = l.section_id
         join courses c on c.id = s.course_id
        where c.slug = 'react-do-zero' and l.is_published order by s.position, l.position limit 2`,
    );
    expect(lecture).toBeTruthy();
    const when = '2026-11-20T13:30:00.000Z';
    await t.db.query(
      `insert into lecture_views (user_id, lecture_id, created_at) values ($1, $2, $3)
       on conflict (user_id, lecture_id) do update set created_at = excluded.created_at`,
      [id, lecture?.id, when],
    );
    const { status, body } = await (await admin()).json(`/api/admin/students/${id}/progress`);
    expect(status).toBe(200);
    const progress = endpoints.adminStudentProgress.response.parse(body).data;
    const react = progress.find((p) => p.course.slug === 'react-do-zero');
    expect(react?.watched).toContainEqual({
      lecture: expect.objectContaining({ id: lecture?.id, title: lecture?.title, position: 1 }),
      watched_at: when,
    });
    const dates = (react?.watched ?? []).map((w) => Date.parse(w.watched_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(react?.progress_percentage).toBe(
      Math.round(((react?.watched.length ?? 0) / (react?.lectures_count ?? 1)) * 100),
    );
  });
});

describe('subscriptions', () => {
  it('lists them as the student sees them', async () => {
    const id = await idOf('aluna@aula.dev');
    const { body } = await (await admin()).json(`/api/admin/students/${id}/subscriptions`);
    const mine = await (await t.as('student')).json('/api/me/subscriptions');
    expect(endpoints.listAdminStudentSubscriptions.response.parse(body).data).toEqual(
      endpoints.listSubscriptions.response.parse(mine.body).data,
    );
  });

  it('changes the end date to the end of that day in São Paulo; the student sees it', async () => {
    const id = await idOf('aluna@aula.dev');
    const product = await productId('formacao-front-end');
    const { status, body } = await send(
      'put',
      `/api/admin/students/${id}/subscriptions/${product}`,
      {
        ends_at: '2030-01-31',
      },
    );
    expect(status).toBe(200);
    const updated = endpoints.updateAdminStudentSubscription.response.parse(body).data;
    // 23:59:59.999 on 31/01/2030 in America/Sao_Paulo (UTC−3) is 02:59:59.999 UTC on 01/02.
    expect(updated.ends_at).toBe('2030-02-01T02:59:59.999Z');
    expect(updated.status).toBe('active');
    const mine = await (await t.as('student')).json('/api/me/subscriptions');
    const front = endpoints.listSubscriptions.response
      .parse(mine.body)
      .data.find((s) => s.product.id === product);
    expect(front?.ends_at).toBe('2030-02-01T02:59:59.999Z');
  });

  it('reopens an expired subscription given a future end, and refuses a bad day', async () => {
    const id = await idOf('joao@aula.dev');
    const product = await productId('formacao-front-end');
    await t.db.query(
      `insert into enrollments (user_id, product_id, status, provider, ends_at)
       values ($1, $2, 'expired', 'stripe', now() - interval '3 days')
       on conflict (user_id, product_id) do update set status = 'expired', ends_at = excluded.ends_at`,
      [id, product],
    );
    const path = `/api/admin/students/${id}/subscriptions/${product}`;
    const bad = await send('put', path, { ends_at: '31/01/2030' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.ends_at).toBeDefined();
    const ok = await send('put', path, { ends_at: '2031-06-30' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'active', ends_at: '2031-07-01T02:59:59.999Z' });
    const none = await send('put', `/api/admin/students/${id}/subscriptions/999999`, {
      ends_at: '2031-06-30',
    });
    expect(none.status).toBe(404);
  });

  it('cancels: state canceled, ending now, and the access ends', async () => {
    const id = await idOf('joao@aula.dev');
    const product = await productId('dados-com-python');
    const { status, body } = await send(
      'post',
      `/api/admin/students/${id}/subscriptions/${product}/cancel`,
    );
    expect(status).toBe(201);
    const canceled = endpoints.cancelAdminStudentSubscription.response.parse(body).data;
    expect(canceled.status).toBe('canceled');
    expect(Date.parse(canceled.ends_at ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
    const [row] = await t.db.query<{ status: string }>(
      'select status from enrollments where user_id = $1 and product_id = $2',
      [id, product],
    );
    expect(row?.status).toBe('canceled');
  });

  it('grants a manual subscription, and refuses one the student already has active', async () => {
    const id = await idOf('visitante@aula.dev');
    const product = await productId('dados-com-python');
    const path = `/api/admin/students/${id}/subscriptions`;
    const granted = await send('post', path, { product_id: product, ends_at: '2030-12-31' });
    expect(granted.status).toBe(201);
    expect(endpoints.grantAdminStudentSubscription.response.parse(granted.body).data).toMatchObject(
      {
        status: 'active',
        provider: 'manual',
        ends_at: '2031-01-01T02:59:59.999Z',
        product: { id: product },
      },
    );
    const again = await send('post', path, { product_id: product });
    expect(again.status).toBe(422);
    expect(again.body.errors?.product_id).toEqual([
      'Este estudante já tem uma assinatura ativa deste produto.',
    ]);
    const past = await send('post', path, {
      product_id: await productId('formacao-front-end'),
      ends_at: '2020-01-01',
    });
    expect(past.status).toBe(422);
    expect(past.body.errors?.ends_at).toBeDefined();
    const missing = await send('post', path, { product_id: 999999 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.product_id).toBeDefined();
  });
});
