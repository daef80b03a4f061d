import {
  endpoints,
  OFFER_URL_MESSAGE,
  PLATFORM_ID_REPEATED_MESSAGE,
  PRODUCT_SLUG_TAKEN_MESSAGE,
} from '@aula/contract';
import { useTestApp } from '../testing/harness';

/** Issue 37 §1, ADR 041: products and their offers in the admin. */
const t = useTestApp();

const PATH = '/api/admin/products';

const base = {
  title: 'Mentoria de Carreira',
  slug: 'mentoria-de-carreira',
  description: 'Encontros ao vivo.',
  can_comment: true,
  price_text: 'R$ 497,00',
  offer_url: 'https://pay.hotmart.com/M123456789X',
  platform_ids: [{ platform: 'hotmart', external_id: '3456789' }],
};

async function send(method: 'post' | 'put', path: string, body: Record<string, unknown>) {
  const response = await (await t.as('admin'))[method](path, { json: body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function productId(slug: string) {
  const [row] = await t.db.query<{ id: number }>('select id from products where slug = $1', [slug]);
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

afterEach(async () => {
  await t.db.query("delete from products where slug like 'mentoria%'");
  await t.db.query('delete from product_platform_ids');
});

describe('given the admin products list', () => {
  it('creates a product with its price text, offer link and platform ids, and lists it', async () => {
    const created = await send('post', PATH, base);
    expect(created.status).toBe(201);
    const product = endpoints.createProduct.response.parse(created.body).data;
    expect(product).toMatchObject({
      title: 'Mentoria de Carreira',
      price_text: 'R$ 497,00',
      offer_url: 'https://pay.hotmart.com/M123456789X',
      platform_ids: [{ platform: 'hotmart', external_id: '3456789' }],
      courses: [],
      students_count: 0,
    });
    const { status, body } = await (await t.as('admin')).json(PATH);
    expect(status).toBe(200);
    const list = endpoints.listAdminProducts.response.parse(body).data;
    expect(list.map((p) => p.slug)).toContain('mentoria-de-carreira');
    const front = list.find((p) => p.slug === 'formacao-front-end');
    expect(front?.courses.map((c) => c.slug)).toEqual(['react-do-zero', 'typescript-na-pratica']);
    expect(front?.students_count).toBeGreaterThan(0);
  });

  it('refuses an offer link that is not https, in pt-BR, and keeps nothing', async () => {
    for (const offer_url of [
      'http://pay.hotmart.com/M1',
      'javascript:alert(1)',
      'pay.hotmart.com/M1',
    ]) {
      const refused = await send('post', PATH, { ...base, offer_url });
      expect(refused.status).toBe(422);
      expect((refused.body.errors as Record<string, string[]>).offer_url).toContain(
        OFFER_URL_MESSAGE,
      );
    }
    const rows = await t.db.query("select 1 from products where slug = 'mentoria-de-carreira'");
    expect(rows).toHaveLength(0);
  });

  it('takes no price and no offer (null or blank price text)', async () => {
    const created = await send('post', PATH, {
      ...base,
      price_text: '   ',
      offer_url: null,
      platform_ids: [],
    });
    expect(created.status).toBe(201);
    expect(endpoints.createProduct.response.parse(created.body).data).toMatchObject({
      price_text: null,
      offer_url: null,
      platform_ids: [],
    });
  });

  it("refuses another product's platform id or slug with a pt-BR conflict message", async () => {
    expect((await send('post', PATH, base)).status).toBe(201);
    const again = await send('post', PATH, { ...base, slug: 'mentoria-2', title: 'Outra' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      platform_ids: [
        'O id 3456789 da Hotmart já pertence ao produto “Mentoria de Carreira”. Cada compra só pode liberar um produto.',
      ],
    });
    // The same id at another platform is another product's.
    const kiwify = await send('post', PATH, {
      ...base,
      slug: 'mentoria-3',
      platform_ids: [{ platform: 'kiwify', external_id: '3456789' }],
    });
    expect(kiwify.status).toBe(201);
    const slugTaken = await send('post', PATH, { ...base, platform_ids: [] });
    expect(slugTaken.body.errors).toEqual({ slug: [PRODUCT_SLUG_TAKEN_MESSAGE] });
    const twice = await send('post', PATH, {
      ...base,
      slug: 'mentoria-4',
      platform_ids: [
        { platform: 'eduzz', external_id: '77' },
        { platform: 'eduzz', external_id: '77' },
      ],
    });
    expect(twice.status).toBe(422);
    expect((twice.body.errors as Record<string, string[]>).platform_ids).toEqual([
      PLATFORM_ID_REPEATED_MESSAGE,
    ]);
  });

  it('edits a product: keeps its own ids, opens its comments, replaces its ids', async () => {
    const carreira = await productId('carreira-em-tecnologia');
    await t.db.query('update products set can_comment = false where id = $1', [carreira]);
    const edited = await send('put', `${PATH}/${carreira}`, {
      title: 'Carreira em Tecnologia',
      slug: 'carreira-em-tecnologia',
      can_comment: true,
      price_text: '12x de R$ 49,70',
      offer_url: 'https://pay.kiwify.com.br/abc123',
      platform_ids: [{ platform: 'kiwify', external_id: 'abc123' }],
    });
    expect(edited.status).toBe(200);
    expect(endpoints.updateProduct.response.parse(edited.body).data).toMatchObject({
      can_comment: true,
      price_text: '12x de R$ 49,70',
      platform_ids: [{ platform: 'kiwify', external_id: 'abc123' }],
    });
    // Saving the same ids again is not a conflict with itself.
    const same = await send('put', `${PATH}/${carreira}`, {
      title: 'Carreira em Tecnologia',
      slug: 'carreira-em-tecnologia',
      can_comment: true,
      platform_ids: [{ platform: 'eduzz', external_id: '998877' }],
    });
    expect(same.status).toBe(200);
    const ids = await t.db.query<{ platform: string }>(
      'select platform from product_platform_ids where product_id = $1',
      [carreira],
    );
    expect(ids).toEqual([{ platform: 'eduzz' }]);
    expect(
      (await send('put', `${PATH}/999999`, { ...base, slug: 'mentoria-x', platform_ids: [] }))
        .status,
    ).toBe(404);
  });

  it('says what deleting takes (students who lose access, courses, lectures), then deletes', async () => {
    const created = endpoints.createProduct.response.parse(
      (await send('post', PATH, base)).body,
    ).data;
    const [user] = await t.db.query<{ id: number }>(
      "select id from users where email = 'joao@aula.dev'",
    );
    await t.db.query(
      `insert into enrollments (user_id, product_id, status, provider) values ($1, $2, 'active', 'hotmart')`,
      [user?.id, created.id],
    );
    await t.db.query(
      `insert into courses (product_id, slug, title) values ($1, 'mentoria-curso', 'Curso da mentoria')`,
      [created.id],
    );
    const admin = await t.as('admin');
    const preview = await admin.json(`${PATH}/${created.id}/delete-preview`);
    expect(preview.status).toBe(200);
    expect(endpoints.productDeletePreview.response.parse(preview.body).data).toEqual({
      students_count: 1,
      courses_count: 1,
      lectures_count: 0,
    });
    expect((await admin.delete(`${PATH}/${created.id}`)).status).toBe(204);
    expect((await admin.delete(`${PATH}/${created.id}`)).status).toBe(404);
    expect((await admin.json(`${PATH}/${created.id}/delete-preview`)).status).toBe(404);
    const left = await t.db.query(
      "select 1 from courses where slug = 'mentoria-curso' union all select 1 from product_platform_ids",
    );
    expect(left).toHaveLength(0);
  });
});

describe("a product's changes in the admins' audit log (ADR 047)", () => {
  /** The audit entries of products, newest first, as the admin page lists them. */
  async function productEntries() {
    const { body } = await (await t.as('admin')).json('/api/admin/audit-log');
    return endpoints.listAdminAudit.response
      .parse(body)
      .data.filter((entry) => entry.action.startsWith('product.'))
      .map(({ action, admin, target, details }) => ({
        action,
        admin: admin?.email,
        target,
        details,
      }));
  }

  beforeEach(() => t.db.query("delete from admin_audit_log where action like 'product.%'"));

  it('records who created, edited and deleted it, what an edit changed and who lost access', async () => {
    const created = await send('post', PATH, base);
    const id = endpoints.createProduct.response.parse(created.body).data.id;
    const path = `${PATH}/${id}`;
    // Saved as it was: nothing changed, nothing recorded.
    expect((await send('put', path, base)).status).toBe(200);
    const edited = {
      ...base,
      price_text: 'R$ 597,00',
      platform_ids: [{ platform: 'kiwify', external_id: 'abc' }],
    };
    expect((await send('put', path, edited)).status).toBe(200);
    // Refused (another product's slug): its transaction leaves no entry.
    expect((await send('put', path, { ...edited, slug: 'formacao-front-end' })).status).toBe(422);
    const [user] = await t.db.query<{ id: number }>(
      "select id from users where email = 'joao@aula.dev'",
    );
    await t.db.query(
      `insert into enrollments (user_id, product_id, status, provider) values ($1, $2, 'active', 'kiwify')`,
      [user?.id, id],
    );
    expect((await (await t.as('admin')).delete(path)).status).toBe(204);

    const admin = 'admin@aula.dev';
    expect(await productEntries()).toEqual([
      {
        action: 'product.delete',
        admin,
        target: null,
        details: {
          product_id: id,
          title: base.title,
          students_count: 1,
          courses_count: 0,
        },
      },
      {
        action: 'product.update',
        admin,
        target: null,
        details: { product_id: id, title: base.title, changed: ['price_text', 'platform_ids'] },
      },
      {
        action: 'product.create',
        admin,
        target: null,
        details: { product_id: id, title: base.title },
      },
    ]);
  });
});
