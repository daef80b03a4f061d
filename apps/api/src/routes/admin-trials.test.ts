import { endpoints, TRIAL_OVERLAP_MESSAGE } from '@aula/contract';
import { useTestApp } from '../testing/harness';

/** ADR 023: trial periods, and the trial they give an account that signs in during one. */
// 13:00 UTC on 10 December 2026 is 10:00 in São Paulo.
const NOW = new Date('2026-12-10T13:00:00Z');
const t = useTestApp({ now: () => NOW });

const PATH = '/api/admin/trial-periods';

async function productId(slug: string) {
  const [row] = await t.db.query<{ id: number }>('select id from products where slug = $1', [slug]);
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

async function create(body: Record<string, unknown>) {
  const response = await (await t.as('admin')).post(PATH, { json: body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeEach(async () => {
  await t.db.query('delete from trial_periods');
});

describe('trial periods', () => {
  it('creates one and lists it, active when today falls within its days', async () => {
    const product = await productId('carreira-em-tecnologia');
    const created = await create({
      product_id: product,
      starts_on: '2026-12-01',
      ends_on: '2026-12-10',
      days: 7,
    });
    expect(created.status).toBe(201);
    const period = endpoints.createTrialPeriod.response.parse(created.body).data;
    expect(period).toMatchObject({
      product: { id: product, slug: 'carreira-em-tecnologia' },
      starts_on: '2026-12-01',
      ends_on: '2026-12-10',
      days: 7,
      is_active: true,
      granted_count: 0,
    });
    await create({ product_id: product, starts_on: '2027-01-01', ends_on: '2027-01-31', days: 3 });
    const { status, body } = await (await t.as('admin')).json(PATH);
    expect(status).toBe(200);
    const list = endpoints.listTrialPeriods.response.parse(body).data;
    expect(list.map((p) => [p.starts_on, p.is_active])).toEqual([
      ['2027-01-01', false],
      ['2026-12-01', true],
    ]);
  });

  it('refuses an overlapping range of the same product on starts_on, not of another', async () => {
    const product = await productId('carreira-em-tecnologia');
    const other = await productId('dados-com-python');
    await create({ product_id: product, starts_on: '2026-12-01', ends_on: '2026-12-15', days: 7 });
    for (const [starts_on, ends_on] of [
      ['2026-12-15', '2026-12-20'], // shares the last day
      ['2026-11-20', '2026-12-01'], // shares the first day
      ['2026-12-05', '2026-12-06'], // inside
      ['2026-11-01', '2027-01-01'], // around
    ]) {
      const refused = await create({ product_id: product, starts_on, ends_on, days: 7 });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ starts_on: [TRIAL_OVERLAP_MESSAGE] });
    }
    const next = await create({
      product_id: product,
      starts_on: '2026-12-16',
      ends_on: '2026-12-20',
      days: 7,
    });
    expect(next.status).toBe(201);
    const elsewhere = await create({
      product_id: other,
      starts_on: '2026-12-01',
      ends_on: '2026-12-15',
      days: 7,
    });
    expect(elsewhere.status).toBe(201);
  });

  it('edits a period without it overlapping itself, but not onto another', async () => {
    const product = await productId('carreira-em-tecnologia');
    const first = endpoints.createTrialPeriod.response.parse(
      (
        await create({
          product_id: product,
          starts_on: '2026-12-01',
          ends_on: '2026-12-10',
          days: 7,
        })
      ).body,
    ).data;
    await create({ product_id: product, starts_on: '2026-12-20', ends_on: '2026-12-31', days: 7 });
    const admin = await t.as('admin');
    const widened = await admin.put(`${PATH}/${first.id}`, {
      json: { product_id: product, starts_on: '2026-11-25', ends_on: '2026-12-12', days: 30 },
    });
    expect(widened.status).toBe(200);
    expect(endpoints.updateTrialPeriod.response.parse(await widened.json()).data).toMatchObject({
      starts_on: '2026-11-25',
      ends_on: '2026-12-12',
      days: 30,
    });
    const onto = await admin.put(`${PATH}/${first.id}`, {
      json: { product_id: product, starts_on: '2026-12-01', ends_on: '2026-12-20', days: 7 },
    });
    expect(onto.status).toBe(422);
    expect(((await onto.json()) as { errors: unknown }).errors).toEqual({
      starts_on: [TRIAL_OVERLAP_MESSAGE],
    });
    expect(
      (
        await admin.put(`${PATH}/999999`, {
          json: { product_id: product, starts_on: '2027-02-01', ends_on: '2027-02-02', days: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('takes 1 to 30 days, the end on or after the start, an existing product', async () => {
    const product = await productId('carreira-em-tecnologia');
    const base = { product_id: product, starts_on: '2026-12-01', ends_on: '2026-12-10' };
    for (const days of [0, 31, 1.5]) {
      const refused = await create({ ...base, days });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors as object)).toEqual(['days']);
    }
    const backwards = await create({ ...base, ends_on: '2026-11-30', days: 7 });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({
      ends_on: ['A data de término não pode ser anterior à de início.'],
    });
    const badDay = await create({ ...base, starts_on: '2026-13-01', days: 7 });
    expect(Object.keys(badDay.body.errors as object)).toEqual(['starts_on']);
    const missing = await create({ ...base, product_id: 999_999, days: 7 });
    expect(missing.body.errors).toEqual({ product_id: ['Escolha um produto existente.'] });
    expect((await create({ ...base, days: 1 })).status).toBe(201);
    expect(
      (await create({ ...base, starts_on: '2026-12-20', ends_on: '2026-12-20', days: 30 })).status,
    ).toBe(201);
  });

  it('deletes a period; the trials it granted stay', async () => {
    const product = await productId('carreira-em-tecnologia');
    const period = endpoints.createTrialPeriod.response.parse(
      (
        await create({
          product_id: product,
          starts_on: '2026-12-01',
          ends_on: '2026-12-31',
          days: 7,
        })
      ).body,
    ).data;
    const joao = await t.fresh('noAccessStudent');
    expect((await joao.json('/api/me/subscriptions')).status).toBe(200);
    const admin = await t.as('admin');
    expect((await admin.delete(`${PATH}/${period.id}`)).status).toBe(204);
    expect((await admin.delete(`${PATH}/${period.id}`)).status).toBe(404);
    const [row] = await t.db.query<{ status: string }>(
      `select e.status from enrollments e join users u on u.id = e.user_id
        where u.email = 'joao@aula.dev' and e.product_id = $1`,
      [product],
    );
    expect(row?.status).toBe('trial');
    await t.db.query(
      "delete from enrollments e using users u where u.id = e.user_id and u.email = 'joao@aula.dev' and e.product_id = $1",
      [product],
    );
  });
});

describe('the trial an active period gives', () => {
  const subscriptionsOf = async (role: 'noAccessStudent' | 'admin' | 'otherStudent') => {
    const client = await t.fresh(role);
    const { body } = await client.json('/api/me/subscriptions');
    return endpoints.listSubscriptions.response.parse(body).data;
  };

  it('shows in the assinaturas of an account that signs in without the product, as trial', async () => {
    const product = await productId('carreira-em-tecnologia');
    await create({ product_id: product, starts_on: '2026-12-01', ends_on: '2026-12-10', days: 7 });
    const trial = (await subscriptionsOf('noAccessStudent')).find((s) => s.product.id === product);
    expect(trial).toMatchObject({ status: 'trial', provider: 'manual', days_left: 7 });
    expect(Date.parse(trial?.ends_at ?? '')).toBe(NOW.getTime() + 7 * 24 * 60 * 60 * 1000);
    // Signing in again changes nothing: one trial per product, ever.
    const again = (await subscriptionsOf('noAccessStudent')).filter(
      (s) => s.product.id === product,
    );
    expect(again).toHaveLength(1);
    const list = endpoints.listTrialPeriods.response.parse(
      (await (await t.as('admin')).json(PATH)).body,
    ).data;
    expect(list[0]?.granted_count).toBe(1);
    await t.db.query(
      "delete from enrollments e using users u where u.id = e.user_id and u.email = 'joao@aula.dev' and e.product_id = $1",
      [product],
    );
  });

  it('gives nothing for a product the account had (a canceled one stays canceled), to an admin, or outside the days', async () => {
    const product = await productId('carreira-em-tecnologia');
    // Ana's Carreira em Tecnologia is canceled (seed).
    await create({ product_id: product, starts_on: '2026-12-01', ends_on: '2026-12-10', days: 7 });
    const ana = (await subscriptionsOf('otherStudent')).find((s) => s.product.id === product);
    expect(ana?.status).toBe('canceled');
    expect((await subscriptionsOf('admin')).map((s) => s.product.id)).not.toContain(product);
    await t.db.query('delete from trial_periods');
    // Ended yesterday in São Paulo.
    await create({ product_id: product, starts_on: '2026-12-01', ends_on: '2026-12-09', days: 7 });
    expect((await subscriptionsOf('noAccessStudent')).map((s) => s.product.id)).not.toContain(
      product,
    );
  });
});
