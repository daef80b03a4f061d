import type { AdminProduct, CheckoutPlatform, ProductInput } from '@aula/contract';
import type { Queryable } from '../db/database';
import { grantsAccess } from './catalog';

/** Products and their offers as the admin edits them (issue 37 §1, ADR 041). */

interface ProductRow {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  cover_url: string | null;
  can_comment: boolean;
  price_text: string | null;
  offer_url: string | null;
  platform_ids: { platform: CheckoutPlatform; external_id: string }[];
  courses: { id: number; slug: string; title: string }[];
  students_count: number;
}

const SELECT_PRODUCTS = `
  select p.id, p.slug, p.title, p.description, p.cover_url, p.can_comment, p.price_text, p.offer_url,
         (select coalesce(json_agg(json_build_object('platform', x.platform, 'external_id', x.external_id)
                                   order by x.platform, x.external_id), '[]'::json)
            from product_platform_ids x where x.product_id = p.id) as platform_ids,
         (select coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'title', c.title)
                                   order by c.title, c.id), '[]'::json)
            from courses c where c.product_id = p.id) as courses,
         (select count(*)::int from enrollments e where e.product_id = p.id and ${grantsAccess()})
           as students_count
    from products p`;

const toProduct = (row: ProductRow): AdminProduct => ({ ...row });

/** Every product, by title. */
export async function adminProducts(db: Queryable) {
  const rows = await db.query<ProductRow>(`${SELECT_PRODUCTS} order by p.title, p.id`);
  return rows.map(toProduct);
}

export async function adminProduct(db: Queryable, id: number) {
  const [row] = await db.query<ProductRow>(`${SELECT_PRODUCTS} where p.id = $1`, [id]);
  return row ? toProduct(row) : null;
}

export async function productSlugTaken(db: Queryable, slug: string, except: number | null) {
  const [row] = await db.query(
    'select 1 from products where slug = $1 and id <> coalesce($2::int, 0)',
    [slug, except],
  );
  return row !== undefined;
}

/** The first of `ids` that another product (not `except`) already has, with that product's title. */
export async function platformIdTaken(
  db: Queryable,
  ids: ProductInput['platform_ids'],
  except: number | null,
) {
  for (const one of ids) {
    const [row] = await db.query<{ title: string }>(
      `select p.title from product_platform_ids x join products p on p.id = x.product_id
        where x.platform = $1 and x.external_id = $2 and x.product_id <> coalesce($3::int, 0)`,
      [one.platform, one.external_id, except],
    );
    if (row) return { ...one, product: row.title };
  }
  return null;
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value;

const columns = (input: ProductInput) => [
  input.slug,
  input.title,
  blankToNull(input.description),
  input.cover_url ?? null,
  input.can_comment,
  blankToNull(input.price_text),
  input.offer_url ?? null,
];

export async function insertProduct(tx: Queryable, input: ProductInput) {
  const [row] = await tx.query<{ id: number }>(
    `insert into products (slug, title, description, cover_url, can_comment, price_text, offer_url)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    columns(input),
  );
  if (!row) throw new Error('insert into products returned no id');
  return row.id;
}

/** Whether there was such a product (now updated). */
export async function updateProduct(tx: Queryable, id: number, input: ProductInput) {
  const rows = await tx.query(
    `update products set slug = $2, title = $3, description = $4, cover_url = $5, can_comment = $6,
            price_text = $7, offer_url = $8
      where id = $1 returning id`,
    [id, ...columns(input)],
  );
  return rows.length > 0;
}

/** Replaces the product's platform ids with `ids`. */
export async function replacePlatformIds(
  tx: Queryable,
  productId: number,
  ids: ProductInput['platform_ids'],
) {
  await tx.query('delete from product_platform_ids where product_id = $1', [productId]);
  for (const one of ids) {
    await tx.query(
      'insert into product_platform_ids (product_id, platform, external_id) values ($1, $2, $3)',
      [productId, one.platform, one.external_id],
    );
  }
}

/** What deleting the product would take; null when there is no such product. */
export async function productDeletePreview(db: Queryable, id: number) {
  const [row] = await db.query<{
    students_count: number;
    courses_count: number;
    lectures_count: number;
  }>(
    `select (select count(*)::int from enrollments e where e.product_id = p.id and ${grantsAccess()})
              as students_count,
            (select count(*)::int from courses c where c.product_id = p.id) as courses_count,
            (select count(*)::int from lectures l join sections s on s.id = l.section_id
               join courses c on c.id = s.course_id where c.product_id = p.id) as lectures_count
       from products p where p.id = $1`,
    [id],
  );
  return row ?? null;
}

/** Deletes the product (its courses, content and subscriptions cascade); the covers it leaves. */
export async function deleteProduct(tx: Queryable, id: number) {
  const covers = await tx.query<{ cover_url: string | null }>(
    'select cover_url from courses where product_id = $1',
    [id],
  );
  const deleted = await tx.query('delete from products where id = $1 returning id', [id]);
  return deleted.length > 0 ? covers.map((row) => row.cover_url) : null;
}
