import { endpoints } from '@aula/contract';
import { createApp } from '../app';
import { openDatabase } from '../db/open';
import { processEvent } from '../purchases/process';
import { TEST_DATABASE_URL } from '../testing/db';
import { useTestApp } from '../testing/harness';
import { type Delivery, eduzz, hotmart, kiwify, type Sale, SECRETS } from '../testing/purchases';

/** ADR 042: purchases by webhook from Hotmart, Kiwify and Eduzz, from signed fixtures. */
const logs: Record<string, unknown>[] = [];
const t = useTestApp({ webhooks: { ...SECRETS }, log: (entry) => logs.push(entry) });

const PRODUCT = 'dados-com-python';
const IDS = { hotmart: '4774438', kiwify: 'kw-prod-1', eduzz: 'P567' } as const;
let productId = 0;
let seq = 0;

beforeAll(async () => {
  const [row] = await t.db.query<{ id: number }>('select id from products where slug = $1', [
    PRODUCT,
  ]);
  if (!row) throw new Error('no product');
  productId = row.id;
  for (const [platform, external] of Object.entries(IDS))
    await t.db.query(
      'insert into product_platform_ids (product_id, platform, external_id) values ($1, $2, $3)',
      [productId, platform, external],
    );
});

const sale = (platform: keyof typeof IDS, extra: Partial<Sale> = {}): Sale => {
  seq += 1;
  return {
    transaction: `${platform.toUpperCase()}-T${seq}-${Date.now()}`,
    email: `comprador${seq}.${platform}@example.com`,
    name: `Comprador ${seq}`,
    productId: IDS[platform],
    ...extra,
  };
};

const send = async (delivery: Delivery, app = t.app) => {
  const response = await app.request(delivery.path, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

async function access(email: string) {
  const [row] = await t.db.query<{ status: string; provider: string; external_ref: string }>(
    `select e.status, e.provider, e.external_ref from enrollments e join users u on u.id = e.user_id
      where lower(u.email) = $1 and e.product_id = $2`,
    [email, productId],
  );
  return row ?? null;
}

const count = async (sql: string, params: unknown[]) => {
  const [row] = await t.db.query<{ n: number }>(sql, params);
  return row?.n ?? -1;
};
const mails = (email: string) =>
  t.db.query<{ subject: string; body: string }>(
    'select subject, body from mail_outbox where to_email = $1 order by id',
    [email],
  );
const events = (email: string) =>
  count('select count(*)::int as n from purchase_events where buyer_email = $1', [email]);

describe('Hotmart (webhook 2.0, hottok)', () => {
  it('an approved purchase for a new e-mail makes the account, lifetime access and an invitation', async () => {
    const s = sale('hotmart');
    const answer = await send(hotmart('PURCHASE_APPROVED', s));
    expect(answer).toEqual({ status: 200, body: { status: 'processed' } });
    expect(await access(s.email)).toEqual({
      status: 'lifetime',
      provider: 'hotmart',
      external_ref: s.transaction,
    });
    const [mail, ...more] = await mails(s.email);
    expect(more).toEqual([]);
    expect(mail?.body).toMatch(/\/finalizar-cadastro\?token=[\w-]+/);
    // The invitation finishes the registration: the person sets a password and is enrolled.
    const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const guest = await t.fresh('guest');
    const shown = await guest.get(`/api/finish-registration/${token}`);
    expect(shown.status).toBe(200);
    const [order] = await t.db.query<{ claimed: boolean }>(
      `select claimed_by is not null as claimed from lifetime_orders o
        join users u on u.id = o.claimed_by where lower(u.email) = $1`,
      [s.email],
    );
    expect(order?.claimed).toBe(true);
  });

  it('a known e-mail gets the access and an e-mail that says so, no new account', async () => {
    const s = sale('hotmart', { email: 'joao@aula.dev' });
    const users = await count('select count(*)::int as n from users', []);
    expect((await send(hotmart('PURCHASE_APPROVED', s))).status).toBe(200);
    expect(await count('select count(*)::int as n from users', [])).toBe(users);
    expect((await access(s.email))?.status).toBe('lifetime');
    const sent = await mails(s.email);
    expect(sent.at(-1)?.subject).toMatch(/foi liberado/);
    expect(sent.at(-1)?.body).not.toMatch(/finalizar-cadastro/);
  });

  it('the same event twice (a retry) is stored and applied once', async () => {
    const s = sale('hotmart');
    const delivery = hotmart('PURCHASE_APPROVED', s);
    expect((await send(delivery)).body.status).toBe('processed');
    expect((await send(delivery)).body.status).toBe('duplicate');
    expect(await events(s.email)).toBe(1);
    expect(await mails(s.email)).toHaveLength(1);
    expect(
      await count('select count(*)::int as n from users where lower(email) = $1', [s.email]),
    ).toBe(1);
  });

  it('a refund and a chargeback take the access away', async () => {
    for (const undo of ['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK']) {
      const s = sale('hotmart');
      await send(hotmart('PURCHASE_APPROVED', s));
      expect((await access(s.email))?.status).toBe('lifetime');
      expect((await send(hotmart(undo, s))).status).toBe(200);
      expect((await access(s.email))?.status).toBe('canceled');
    }
  });

  it('a refund that arrives before its approval: the approval then gives nothing', async () => {
    const s = sale('hotmart');
    const approved = hotmart('PURCHASE_APPROVED', { ...s, at: new Date(Date.now() - 60_000) });
    expect((await send(hotmart('PURCHASE_REFUNDED', s))).status).toBe(200);
    expect((await send(approved)).status).toBe(200);
    const status = (await access(s.email))?.status;
    expect(status === undefined || status === null || status === 'canceled').toBe(true);
    const [row] = await t.db.query<{ outcome: string }>(
      `select outcome from purchase_events where buyer_email = $1 and kind = 'approved'`,
      [s.email],
    );
    expect(row?.outcome).toMatch(/reembolsada/);
  });

  it('a subscription is active, late, renewed and canceled by later events; an old one changes nothing', async () => {
    const base = Date.now() - 10 * 60_000;
    const s = sale('hotmart', { subscription: `SUB-${seq}` });
    const step = async (event: string, minutes: number, transaction = s.transaction) => {
      await send(hotmart(event, { ...s, transaction, at: new Date(base + minutes * 60_000) }));
      return (await access(s.email))?.status;
    };
    expect(await step('PURCHASE_APPROVED', 0)).toBe('active');
    expect((await access(s.email))?.provider).toBe('hotmart');
    expect(await step('PURCHASE_DELAYED', 1)).toBe('pending_payment');
    expect(await step('PURCHASE_APPROVED', 2, `${s.transaction}-2`)).toBe('active');
    expect(await step('SUBSCRIPTION_CANCELLATION', 4)).toBe('canceled');
    // An approval from before the cancellation, delivered late: still canceled.
    expect(await step('PURCHASE_APPROVED', 3, `${s.transaction}-3`)).toBe('canceled');
  });

  it('a bad hottok is 401 and nothing is stored or changed', async () => {
    const s = sale('hotmart');
    const before = await count('select count(*)::int as n from purchase_events', []);
    const answer = await send(hotmart('PURCHASE_APPROVED', s, 'outro-hottok-qualquer-123456'));
    expect(answer.status).toBe(401);
    expect(await count('select count(*)::int as n from purchase_events', [])).toBe(before);
    expect(
      await count('select count(*)::int as n from users where lower(email) = $1', [s.email]),
    ).toBe(0);
    expect(await mails(s.email)).toEqual([]);
  });

  it('an unknown product is kept as a failure, and processes once it is mapped', async () => {
    const s = sale('hotmart', { productId: `999${seq}` });
    expect((await send(hotmart('PURCHASE_APPROVED', s))).status).toBe(200);
    const [row] = await t.db.query<{ id: number; status: string; error: string }>(
      'select id, status, error from purchase_events where buyer_email = $1',
      [s.email],
    );
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(new RegExp(`Produto ${s.productId} da Hotmart`));
    expect(await access(s.email)).toBeNull();
    await t.db.query(
      'insert into product_platform_ids (product_id, platform, external_id) values ($1, $2, $3)',
      [productId, 'hotmart', s.productId],
    );
    expect(
      await processEvent({ db: t.db, log: () => undefined, now: () => new Date() }, row?.id ?? 0),
    ).toBe('processed');
    expect((await access(s.email))?.status).toBe('lifetime');
  });

  it('100 events in a burst, each sent twice, are each applied once', async () => {
    const sales = Array.from({ length: 100 }, () => sale('hotmart'));
    const deliveries = sales.map((s) => hotmart('PURCHASE_APPROVED', s));
    const answers = await Promise.all([...deliveries, ...deliveries].map((d) => send(d)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.status === 'duplicate')).toHaveLength(100);
    const emails = sales.map((s) => s.email);
    expect(
      await count('select count(*)::int as n from purchase_events where buyer_email = any($1)', [
        emails,
      ]),
    ).toBe(100);
    expect(
      await count(
        `select count(*)::int as n from enrollments e join users u on u.id = e.user_id
          where lower(u.email) = any($1) and e.status = 'lifetime'`,
        [emails],
      ),
    ).toBe(100);
    expect(
      await count('select count(*)::int as n from mail_outbox where to_email = any($1)', [emails]),
    ).toBe(100);
  });
});

describe('Kiwify (?signature=, HMAC-SHA1)', () => {
  it('approve, duplicate, refund; a bad signature is 401 with nothing stored', async () => {
    const s = sale('kiwify');
    const approved = kiwify('order_approved', s);
    expect((await send(approved)).body.status).toBe('processed');
    expect((await send(approved)).body.status).toBe('duplicate');
    expect(await access(s.email)).toMatchObject({ status: 'lifetime', provider: 'kiwify' });
    expect((await send(kiwify('order_refunded', s))).status).toBe(200);
    expect((await access(s.email))?.status).toBe('canceled');
    const other = sale('kiwify');
    expect((await send(kiwify('order_approved', other, 'assinatura-errada-123'))).status).toBe(401);
    expect(await events(other.email)).toBe(0);
  });

  it('a subscription: late, then canceled', async () => {
    const s = sale('kiwify', { subscription: `kw-sub-${seq}` });
    const base = Date.now() - 60_000;
    await send(kiwify('order_approved', { ...s, at: new Date(base) }));
    expect(await access(s.email)).toMatchObject({ status: 'active', provider: 'kiwify' });
    await send(kiwify('subscription_late', { ...s, at: new Date(base + 1000) }));
    expect((await access(s.email))?.status).toBe('pending_payment');
    await send(kiwify('subscription_canceled', { ...s, at: new Date(base + 2000) }));
    expect((await access(s.email))?.status).toBe('canceled');
  });
});

describe('Eduzz (x-signature, HMAC-SHA256)', () => {
  it('approve, duplicate, refund; a bad signature is 401 with nothing stored', async () => {
    const s = sale('eduzz');
    const paid = eduzz('myeduzz.invoice_paid', s);
    expect((await send(paid)).body.status).toBe('processed');
    expect((await send(paid)).body.status).toBe('duplicate');
    expect(await access(s.email)).toMatchObject({ status: 'lifetime', provider: 'eduzz' });
    expect((await send(eduzz('myeduzz.invoice_refunded', s))).status).toBe(200);
    expect((await access(s.email))?.status).toBe('canceled');
    const other = sale('eduzz');
    expect((await send(eduzz('myeduzz.invoice_paid', other, 'outra-chave-1234567'))).status).toBe(
      401,
    );
    expect(await events(other.email)).toBe(0);
  });
});

describe('the endpoints', () => {
  it('are outside CSRF, exactly: another unsafe path without a token is still refused', async () => {
    // No session and no XSRF token: a platform's request.
    expect((await send(hotmart('PURCHASE_APPROVED', sale('hotmart')))).status).toBe(200);
    for (const path of ['/api/webhooks/stripe', '/api/webhooks/hotmart/x', '/api/logout']) {
      const response = await t.app.request(path, { method: 'POST', body: '{}' });
      expect(response.status).toBe(419);
    }
  });

  it('a platform without its secret answers 404 and says so in the log', async () => {
    const app = createApp({ db: t.db, log: (entry) => logs.push(entry), webhooks: {} });
    const s = sale('eduzz');
    expect((await send(eduzz('myeduzz.invoice_paid', s), app)).status).toBe(404);
    expect(logs).toContainEqual(
      expect.objectContaining({ event: 'webhook-not-configured', platform: 'eduzz' }),
    );
    expect(await events(s.email)).toBe(0);
  });

  it('refuses a body over the limit', async () => {
    const response = await t.app.request('/api/webhooks/kiwify?signature=x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});

describe("the admin's Vendas", () => {
  it('lists the events with what Aula did, filters them, and reprocesses a failed one once mapped', async () => {
    const admin = await t.as('admin');
    const s = sale('kiwify', { productId: `kw-unmapped-${seq}` });
    await send(kiwify('order_approved', s));
    const listed = await admin.get(
      `/api/admin/purchase-events?platform=kiwify&status=failed&search=${encodeURIComponent(s.email)}`,
    );
    expect(listed.status).toBe(200);
    const page = endpoints.listPurchaseEvents.response.parse(await listed.json());
    expect(page.meta.total).toBe(1);
    const [failed] = page.data;
    expect(failed).toMatchObject({
      platform: 'kiwify',
      status: 'failed',
      buyer_email: s.email,
      product: null,
      external_product_id: s.productId,
    });
    expect(failed?.error).toMatch(/Reprocessar/);
    // Still unmapped: reprocessing leaves it failed, with its error.
    const again = await admin.post(`/api/admin/purchase-events/${failed?.id}/reprocess`);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { data: { status: string } }).data.status).toBe('failed');
    await t.db.query(
      'insert into product_platform_ids (product_id, platform, external_id) values ($1, $2, $3)',
      [productId, 'kiwify', s.productId],
    );
    const fixed = await admin.post(`/api/admin/purchase-events/${failed?.id}/reprocess`);
    const event = endpoints.reprocessPurchaseEvent.response.parse(await fixed.json()).data;
    expect(event).toMatchObject({ status: 'processed', product: { slug: PRODUCT }, error: null });
    expect(event.outcome).toMatch(/Conta criada/);
    expect((await access(s.email))?.status).toBe('lifetime');
    // Applied: a second reprocess is refused, and nothing happens twice.
    const twice = await admin.post(`/api/admin/purchase-events/${failed?.id}/reprocess`);
    expect(twice.status).toBe(422);
    expect(await mails(s.email)).toHaveLength(1);
  });

  it('a buyer with a Kiwify subscription sees it in their account (the provider is known)', async () => {
    const s = sale('kiwify', { subscription: `kw-sub-account-${seq}` });
    await send(kiwify('order_approved', s));
    const [row] = await t.db.query<{ id: number }>('select id from users where lower(email) = $1', [
      s.email,
    ]);
    expect(row).toBeDefined();
    const providers = await t.db.query<{ provider: string }>(
      'select provider from enrollments where user_id = $1',
      [row?.id],
    );
    expect(providers).toEqual([{ provider: 'kiwify' }]);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL: two API processes on one database', () => {
  it('the same event delivered to both at once is applied once', async () => {
    const [row] = await t.db.query<{ name: string }>('select current_database() as name');
    const url = new URL(TEST_DATABASE_URL ?? '');
    url.pathname = `/${row?.name}`;
    const second = await openDatabase({ url: url.toString() });
    try {
      const other = createApp({ db: second.db, log: () => undefined, webhooks: { ...SECRETS } });
      const sales = Array.from({ length: 20 }, () => sale('hotmart'));
      const deliveries = sales.map((s) => hotmart('PURCHASE_APPROVED', s));
      const answers = await Promise.all(
        deliveries.flatMap((d) => [send(d, t.app), send(d, other)]),
      );
      expect(answers.filter((a) => a.body.status === 'duplicate')).toHaveLength(20);
      const emails = sales.map((s) => s.email);
      expect(
        await count('select count(*)::int as n from mail_outbox where to_email = any($1)', [
          emails,
        ]),
      ).toBe(20);
      expect(
        await count(
          `select count(*)::int as n from enrollments e join users u on u.id = e.user_id
            where lower(u.email) = any($1)`,
          [emails],
        ),
      ).toBe(20);
    } finally {
      await second.db.close();
    }
  });
});
