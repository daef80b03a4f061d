import { endpoints } from '@aula/contract';
import { recordAudit } from './audit';
import { useTestApp } from './testing/harness';

/** The admins' audit log (issue 38 §2, ADR 047): each access change writes exactly one row. */
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

interface LogRow {
  admin_id: number | null;
  action: string;
  target_user_id: number | null;
  details: Record<string, unknown>;
  created_at: Date;
}
/** The rows written since the last call, oldest first. */
let seen = 0;
async function newRows(): Promise<LogRow[]> {
  const rows = await t.db.query<LogRow & { id: string }>(
    'select id, admin_id, action, target_user_id, details, created_at from admin_audit_log where id > $1 order by id',
    [seen],
  );
  seen = Math.max(seen, ...rows.map((row) => Number(row.id)));
  return rows.map(({ id: _id, ...row }) => ({
    ...row,
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
  }));
}

describe('admin actions on a subscription', () => {
  beforeEach(async () => {
    await newRows();
  });

  it('a grant writes one row: who, what, whom, the product and the end', async () => {
    const admin = await t.as('admin');
    const adminId = await idOf('admin@aula.dev');
    const target = await idOf('aluna@aula.dev');
    const product = await productId('dados-com-python');
    await t.db.query(
      "update enrollments set status = 'canceled' where user_id = $1 and product_id = $2",
      [target, product],
    );
    const response = await admin.post(`/api/admin/students/${target}/subscriptions`, {
      json: { product_id: product, ends_at: '2030-12-31' },
    });
    expect(response.status).toBe(201);
    const rows = await newRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      admin_id: adminId,
      action: 'subscription.grant',
      target_user_id: target,
      details: { product_id: product, ends_at: '2030-12-31' },
    });
  });

  it('an end-date change writes one row with the old and the new date', async () => {
    const admin = await t.as('admin');
    const target = await idOf('aluna@aula.dev');
    const product = await productId('formacao-front-end');
    await t.db.query(
      `update enrollments set status = 'active', ends_at = '2029-01-01T02:59:59.999Z'
        where user_id = $1 and product_id = $2`,
      [target, product],
    );
    const response = await admin.put(`/api/admin/students/${target}/subscriptions/${product}`, {
      json: { ends_at: '2031-06-30' },
    });
    expect(response.status).toBe(200);
    const rows = await newRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      admin_id: await idOf('admin@aula.dev'),
      action: 'subscription.end_date',
      target_user_id: target,
      details: { product_id: product, from: '2029-01-01T02:59:59.999Z', to: '2031-06-30' },
    });
  });

  it('a cancellation writes one row', async () => {
    const admin = await t.as('admin');
    const target = await idOf('aluna@aula.dev');
    const product = await productId('dados-com-python');
    const response = await admin.post(
      `/api/admin/students/${target}/subscriptions/${product}/cancel`,
    );
    expect(response.status).toBe(201);
    const rows = await newRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      admin_id: await idOf('admin@aula.dev'),
      action: 'subscription.cancel',
      target_user_id: target,
      details: { product_id: product },
    });
  });

  it('an action refused or not found writes nothing', async () => {
    const admin = await t.as('admin');
    const target = await idOf('aluna@aula.dev');
    const product = await productId('formacao-front-end');
    await t.db.query(
      "update enrollments set status = 'active' where user_id = $1 and product_id = $2",
      [target, product],
    );
    const taken = await admin.post(`/api/admin/students/${target}/subscriptions`, {
      json: { product_id: product },
    });
    expect(taken.status).toBe(422);
    const none = await admin.post(`/api/admin/students/${target}/subscriptions/999999/cancel`);
    expect(none.status).toBe(404);
    const noDate = await admin.put(`/api/admin/students/${target}/subscriptions/999999`, {
      json: { ends_at: null },
    });
    expect(noDate.status).toBe(404);
    expect(await newRows()).toEqual([]);
  });
});

describe('GET api/admin/audit-log', () => {
  it('lists the entries newest first with who and whom; admins only', async () => {
    const adminId = await idOf('admin@aula.dev');
    const target = await idOf('ana@aula.dev');
    // What the data-export endpoint will write (recordAudit is its helper too).
    await recordAudit(t.db, {
      adminId,
      action: 'data.export',
      targetUserId: target,
      details: { format: 'zip' },
    });
    const { status, body } = await (await t.as('admin')).json('/api/admin/audit-log');
    expect(status).toBe(200);
    const entries = endpoints.listAdminAudit.response.parse(body).data;
    expect(entries[0]).toMatchObject({
      action: 'data.export',
      admin: { id: adminId, email: 'admin@aula.dev' },
      target: { id: target, email: 'ana@aula.dev' },
      details: { format: 'zip' },
    });
    const times = entries.map((entry) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await (await t.as('student')).get('/api/admin/audit-log')).status).toBe(403);
  });
});
