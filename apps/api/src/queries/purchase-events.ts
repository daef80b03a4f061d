import type { PurchaseEvent, PurchaseEventFilters } from '@aula/contract';
import type { Queryable } from '../db/database';
import { escapeLike, run, sql } from '../db/sql';

interface Row {
  id: number;
  platform: PurchaseEvent['platform'];
  event_type: string;
  kind: PurchaseEvent['kind'];
  status: PurchaseEvent['status'];
  buyer_email: string | null;
  buyer_name: string | null;
  external_product_id: string | null;
  product_id: number | null;
  product_slug: string | null;
  product_title: string | null;
  transaction_id: string | null;
  outcome: string | null;
  error: string | null;
  attempts: number;
  received_at: Date | string;
  processed_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toEvent = (row: Row): PurchaseEvent => ({
  id: row.id,
  platform: row.platform,
  event_type: row.event_type,
  kind: row.kind,
  status: row.status,
  buyer_email: row.buyer_email,
  buyer_name: row.buyer_name,
  external_product_id: row.external_product_id,
  product:
    row.product_id !== null && row.product_slug !== null && row.product_title !== null
      ? { id: row.product_id, slug: row.product_slug, title: row.product_title }
      : null,
  transaction_id: row.transaction_id,
  outcome: row.outcome,
  error: row.error,
  attempts: row.attempts,
  received_at: iso(row.received_at),
  processed_at: row.processed_at === null ? null : iso(row.processed_at),
});

const COLUMNS = sql.raw(`e.id, e.platform, e.event_type, e.kind, e.status, e.buyer_email,
  e.buyer_name, e.external_product_id, e.product_id, p.slug as product_slug,
  p.title as product_title, e.transaction_id, e.outcome, e.error, e.attempts, e.received_at,
  e.processed_at`);

/** The admin's page of events (the latest first) and how many match the filters. */
export async function purchaseEvents(
  db: Queryable,
  filters: PurchaseEventFilters,
  page: { offset: number; limit: number },
) {
  const where = [sql`true`];
  if (filters.platform) where.push(sql`e.platform = ${filters.platform}`);
  if (filters.status) where.push(sql`e.status = ${filters.status}`);
  const term = filters.search?.trim().toLowerCase();
  if (term) {
    const like = `%${escapeLike(term)}%`;
    where.push(
      sql`(lower(coalesce(e.buyer_email, '')) like ${like} escape '\\'
        or lower(coalesce(e.buyer_name, '')) like ${like} escape '\\'
        or lower(coalesce(e.transaction_id, '')) like ${like} escape '\\')`,
    );
  }
  const filtered = sql.join(where, ' and ');
  const [counted] = await run<{ total: number }>(
    db,
    sql`select count(*)::int as total from purchase_events e where ${filtered}`,
  );
  const rows = await run<Row>(
    db,
    sql`select ${COLUMNS} from purchase_events e left join products p on p.id = e.product_id
         where ${filtered} order by e.received_at desc, e.id desc
         limit ${page.limit} offset ${page.offset}`,
  );
  return { total: counted?.total ?? 0, events: rows.map(toEvent) };
}

export async function purchaseEvent(db: Queryable, id: number) {
  const [row] = await run<Row>(
    db,
    sql`select ${COLUMNS} from purchase_events e left join products p on p.id = e.product_id
         where e.id = ${id}`,
  );
  return row ? toEvent(row) : null;
}
