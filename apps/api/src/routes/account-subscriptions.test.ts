import { endpoints } from '@aula/contract';
import { SEED_LIFETIME_ORDER } from '../db/seed-content';
import { useTestApp } from '../testing/harness';
import { daysLeft } from './account-subscriptions';

const t = useTestApp({ limits: { orderLookup: { max: 50, windowMs: 60_000 } } });
const DAY = 24 * 60 * 60 * 1000;

type Client = Awaited<ReturnType<typeof t.as>>;
async function post(client: Client, path: string, json: unknown) {
  const response = await client.post(path, { json });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function subscriptions(role: 'student' | 'otherStudent' | 'noAccessStudent' | 'account') {
  const { status, body } = await (await t.as(role)).json('/api/me/subscriptions');
  expect(status).toBe(200);
  return endpoints.listSubscriptions.response.parse(body).data;
}

async function lockedLecture(course: string) {
  const [row] = await t.db.query<{ id: number }>(
    `select l.id from lectures l join sections s on s.id = l.section_id join courses c on c.id = s.course_id
      where c.slug = $1 and not l.is_free and l.is_published and l.scheduled_for is null
      order by s.position, l.position limit 1`,
    [course],
  );
  if (!row) throw new Error(`no paid lecture in ${course}`);
  return row.id;
}

describe('daysLeft', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it('counts whole days when the end is within 30 days, else null', () => {
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft(new Date(now.getTime() + 20 * DAY + 5), now)).toBe(20);
    expect(daysLeft(new Date(now.getTime() + 3 * 60 * 60 * 1000), now)).toBe(0);
    expect(daysLeft(new Date(now.getTime() + 30 * DAY), now)).toBe(30);
    expect(daysLeft(new Date(now.getTime() + 31 * DAY), now)).toBeNull();
    expect(daysLeft(new Date(now.getTime() - DAY), now)).toBeNull();
  });
});

describe('GET api/me/subscriptions', () => {
  it("lists the viewer's subscriptions with status, provider, dates and days left", async () => {
    const list = await subscriptions('student');
    expect(list.map((s) => [s.product.slug, s.status, s.provider])).toEqual(
      expect.arrayContaining([
        ['formacao-front-end', 'active', 'hotmart'],
        ['carreira-em-tecnologia', 'trial', 'stripe'],
      ]),
    );
    expect(list).toHaveLength(2);
    const front = list.find((s) => s.product.slug === 'formacao-front-end');
    expect(front?.ends_at).not.toBeNull();
    expect(front?.days_left).toBeGreaterThanOrEqual(19);
    expect(front?.days_left).toBeLessThanOrEqual(20);
    const joao = await subscriptions('noAccessStudent');
    const python = joao.find((s) => s.product.slug === 'dados-com-python');
    expect(python?.days_left).toBeNull(); // ends in 200 days
    expect(joao.find((s) => s.product.slug === 'formacao-front-end')?.status).toBe('expired');
    const ana = await subscriptions('otherStudent');
    expect(ana.find((s) => s.product.slug === 'dados-com-python')).toMatchObject({
      status: 'lifetime',
      ends_at: null,
      days_left: null,
    });
  });

  it('a signed-in non-student sees theirs (pending payment); a guest gets 401', async () => {
    expect((await subscriptions('account')).map((s) => s.status)).toEqual(['pending_payment']);
    expect((await (await t.as('guest')).json('/api/me/subscriptions')).status).toBe(401);
  });
});

describe('what grants access (one place: grantsAccess)', () => {
  it('an expired subscription does not let the student watch; an active one does', async () => {
    const joao = await t.as('noAccessStudent');
    // João's "Formação Front-end" expired: its paid lectures are locked, and its course is not his.
    const expired = await lockedLecture('react-do-zero');
    expect((await joao.put(`/api/lectures/${expired}/watch`)).status).toBe(403);
    const course = endpoints.courseBySlug.response.parse(
      (await joao.json('/api/course-by-slug/react-do-zero')).body,
    ).data;
    expect(course.is_enrolled).toBe(false);
    // His active "Dados com Python" is.
    const active = await lockedLecture('python-para-analise-de-dados');
    expect((await joao.put(`/api/lectures/${active}/watch`)).status).toBe(200);
    await joao.put(`/api/lectures/${active}/watch`);
  });
});

describe('GET api/me/subscriptions/offers/{slug}', () => {
  it("answers the product's offer address, else null and the support e-mail; unknown 404", async () => {
    const client = await t.as('student');
    const front = endpoints.subscriptionOffer.response.parse(
      (await client.json('/api/me/subscriptions/offers/formacao-front-end')).body,
    ).data;
    expect(front.offer_url).toBe('https://pay.hotmart.com/F73521948K');
    const python = endpoints.subscriptionOffer.response.parse(
      (await client.json('/api/me/subscriptions/offers/dados-com-python')).body,
    ).data;
    expect(python).toMatchObject({
      product: { slug: 'dados-com-python', title: 'Dados com Python' },
      offer_url: 'https://pay.kiwify.com.br/dPy7x2Q',
      support_email: 'suporte@aula.dev',
    });
    expect((await client.json('/api/me/subscriptions/offers/nao-existe')).status).toBe(404);
  });
});

describe('lifetime access', () => {
  it('claims in two steps: the code names the product, the claim grants lifetime once', async () => {
    const client = await t.fresh('student');
    const before = endpoints.getLifetimeAccess.response.parse(
      (await client.json('/api/me/lifetime-access')).body,
    ).data;
    expect(before).toEqual({ has_lifetime: false, products: [] });
    const python = await lockedLecture('python-para-analise-de-dados');
    expect((await client.put(`/api/lectures/${python}/watch`)).status).toBe(403);

    const code = ` ${SEED_LIFETIME_ORDER.code.toLowerCase()} `;
    const lookup = await post(client, '/api/me/lifetime-access/lookup', { code });
    expect(lookup.status).toBe(201);
    expect(endpoints.lookupLifetimeOrder.response.parse(lookup.body).data).toEqual({
      product: expect.objectContaining({ slug: 'dados-com-python', title: 'Dados com Python' }),
      already_lifetime: false,
    });
    // Looking up changes nothing.
    expect((await subscriptions('student')).map((s) => s.product.slug)).not.toContain(
      'dados-com-python',
    );

    const claim = await post(client, '/api/me/lifetime-access/claim', {
      code: SEED_LIFETIME_ORDER.code,
    });
    expect(claim.status).toBe(201);
    expect(endpoints.claimLifetimeOrder.response.parse(claim.body).data).toMatchObject({
      product: { slug: 'dados-com-python' },
      status: 'lifetime',
      provider: 'order',
      ends_at: null,
      days_left: null,
    });
    const after = endpoints.getLifetimeAccess.response.parse(
      (await client.json('/api/me/lifetime-access')).body,
    ).data;
    expect(after.has_lifetime).toBe(true);
    expect(after.products.map((p) => p.product.slug)).toEqual(['dados-com-python']);
    expect(
      (await subscriptions('student')).find((s) => s.product.slug === 'dados-com-python')?.status,
    ).toBe('lifetime');
    expect((await client.put(`/api/lectures/${python}/watch`)).status).toBe(200);

    // Used once: neither step knows it any more, for anyone.
    for (const path of ['/api/me/lifetime-access/lookup', '/api/me/lifetime-access/claim']) {
      const again = await post(client, path, { code: SEED_LIFETIME_ORDER.code });
      expect(again.status).toBe(404);
      expect(again.body).toMatchObject({ error: 'OrderNotFoundException' });
    }
  });

  it('an unknown code is OrderNotFoundException (404); a malformed one a 422; nothing changes', async () => {
    const client = await t.as('otherStudent');
    const unknown = await post(client, '/api/me/lifetime-access/lookup', {
      code: 'NAO-EXISTE-123',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'OrderNotFoundException' });
    const bad = await post(client, '/api/me/lifetime-access/claim', { code: 'a b' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      error: 'ValidationException',
      errors: { code: expect.any(Array) },
    });
  });

  it('every signed-in account (a buyer is not a student yet, ADR 031); a guest gets 401', async () => {
    expect((await (await t.as('account')).json('/api/me/lifetime-access')).status).toBe(200);
    expect((await (await t.as('admin')).json('/api/me/lifetime-access')).status).toBe(200);
    expect((await (await t.as('guest')).json('/api/me/lifetime-access')).status).toBe(401);
  });
});

describe('order-code throttle', () => {
  const limited = useTestApp({ limits: { orderLookup: { max: 2, windowMs: 60_000 } } });
  it('counts lookups per user: over the limit a 429 with Retry-After, other users unaffected', async () => {
    const client = await limited.as('noAccessStudent');
    const lookup = (c: Client) =>
      post(c, '/api/me/lifetime-access/lookup', { code: 'NAO-EXISTE-1' });
    expect((await lookup(client)).status).toBe(404);
    expect((await lookup(client)).status).toBe(404);
    const third = await lookup(client);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await lookup(await limited.as('otherStudent'))).status).toBe(404);
  });
});
