import { endpoints } from '@aula/contract';
import { SEED_LIFETIME_ORDER } from '../db/seed-content';
import { createClient, type TestClient } from '../testing/client';
import { useTestApp } from '../testing/harness';

/** ADR 031: whoever holds a subscription that grants access is a student, however it came. */
// 13:00 UTC on 10 December 2026 is 10:00 in São Paulo.
const NOW = new Date('2026-12-10T13:00:00Z');
const t = useTestApp({ now: () => NOW, limits: { orderLookup: { max: 50, windowMs: 60_000 } } });

let registered = 0;
/** A new account signed up at /cadastrar (no invitation), signed in by the registration. */
async function signUp() {
  registered += 1;
  const client = createClient(t.app);
  await client.get('/sanctum/csrf-cookie');
  const password = 'uma-senha-bem-longa-2026';
  const response = await client.post('/api/register', {
    json: {
      name: `Cliente Novo ${registered}`,
      email: `cliente${registered}@exemplo.com.br`,
      password,
      password_confirmation: password,
      accept_terms: true,
    },
  });
  expect(response.status).toBe(201);
  const user = endpoints.register.response.parse(await response.json()).data;
  return { client, user };
}

async function me(client: TestClient) {
  const { body } = await client.json('/api/me');
  return endpoints.me.response.parse(body).data;
}

async function course(client: TestClient, slug = 'react-do-zero') {
  const { status, body } = await client.json(`/api/course-by-slug/${slug}`);
  expect(status).toBe(200);
  return endpoints.courseBySlug.response.parse(body).data;
}

async function productId(slug: string) {
  const [row] = await t.db.query<{ id: number }>('select id from products where slug = $1', [slug]);
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

describe('who is a student (ADR 031)', () => {
  afterEach(async () => {
    await t.db.query('delete from trial_periods');
  });

  it('a signed-up account that gets a trial is a student: it marks a lecture watched and its progress moves', async () => {
    const product = await productId('formacao-front-end');
    const admin = await t.as('admin');
    const created = await admin.post('/api/admin/trial-periods', {
      json: { product_id: product, starts_on: '2026-12-01', ends_on: '2026-12-31', days: 7 },
    });
    expect(created.status).toBe(201);
    const { client, user } = await signUp();
    // The registration's own answer already says so (the trial came with it).
    expect(user.is_student).toBe(true);
    expect((await me(client))?.is_student).toBe(true);
    const before = await course(client);
    expect(before.is_enrolled).toBe(true);
    expect(before.lectures_watched_count).toBe(0);
    const lecture = before.sections
      .flatMap((s) => s.lectures)
      .find((l) => !l.is_locked && !l.scheduled_for);
    if (!lecture) throw new Error('no lecture to watch');
    const watched = await client.put(`/api/lectures/${lecture.id}/watch`, {
      json: { watched: true },
    });
    expect(watched.status).toBe(200);
    const bookmarked = await client.put(`/api/lectures/${lecture.id}/bookmark`, {
      json: { bookmarked: true },
    });
    expect(bookmarked.status).toBe(200);
    const after = await course(client);
    expect(after.lectures_watched_count).toBe(1);
    expect(after.lectures_watched_percentage).toBeGreaterThan(0);
    expect((await client.json('/api/me/bookmarks')).status).toBe(200);
  });

  it("an admin's grant makes a signed-up account a student, its cancel ends it; the kept course answer follows", async () => {
    const { client, user } = await signUp();
    expect(user.is_student).toBe(false);
    // Read once: the process keeps this viewer's answer (ADR 029, section 15).
    expect((await course(client)).is_enrolled).toBe(false);
    const admin = await t.as('admin');
    const product = await productId('formacao-front-end');
    const granted = await admin.post(`/api/admin/students/${user.id}/subscriptions`, {
      json: { product_id: product },
    });
    expect(granted.status).toBe(201);
    expect((await me(client))?.is_student).toBe(true);
    expect((await course(client)).is_enrolled).toBe(true);
    const canceled = await admin.post(
      `/api/admin/students/${user.id}/subscriptions/${product}/cancel`,
    );
    expect(canceled.status).toBe(201);
    expect((await me(client))?.is_student).toBe(false);
    expect((await course(client)).is_enrolled).toBe(false);
    expect((await client.put('/api/lectures/1/watch', { json: { watched: true } })).status).toBe(
      403,
    );
    const { body } = await admin.json(`/api/admin/students/${user.id}`);
    expect(endpoints.getAdminStudent.response.parse(body).data.is_student).toBe(false);
  });

  it('a signed-up account without any subscription redeems an order code and becomes a student', async () => {
    const { client, user } = await signUp();
    expect(user.is_student).toBe(false);
    const current = await client.json('/api/me/lifetime-access');
    expect(current.status).toBe(200);
    const lookup = await client.post('/api/me/lifetime-access/lookup', {
      json: { code: SEED_LIFETIME_ORDER.code },
    });
    expect(lookup.status).toBe(201);
    const claim = await client.post('/api/me/lifetime-access/claim', {
      json: { code: SEED_LIFETIME_ORDER.code },
    });
    expect(claim.status).toBe(201);
    expect(endpoints.claimLifetimeOrder.response.parse(await claim.json()).data.status).toBe(
      'lifetime',
    );
    expect((await me(client))?.is_student).toBe(true);
    expect((await course(client, 'python-para-analise-de-dados')).is_enrolled).toBe(true);
  });

  it("every account's flag is what its subscriptions say (no account drifts)", async () => {
    const drifted = await t.db.query<{ email: string }>(
      `select u.email from users u
        where u.is_student <> exists (select 1 from enrollments e where e.user_id = u.id
                                        and e.status in ('active', 'trial', 'lifetime'))`,
    );
    expect(drifted).toEqual([]);
  });
});
