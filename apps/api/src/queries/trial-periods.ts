import type { TrialPeriod, TrialPeriodInput } from '@aula/contract';
import type { Queryable } from '../db/database';
import { schoolDate } from '../school-time';

/** Trial periods (ADR 023): a product's offer over a range of the school's days. */

interface TrialPeriodRow {
  id: number;
  product_id: number;
  product_slug: string;
  product_title: string;
  starts_on: string;
  ends_on: string;
  days: number;
  is_active: boolean;
  granted_count: number;
}

/** `$1` is today in the school's calendar (a period's days are the school's, ADR 023). */
const SELECT_PERIODS = `
  select t.id, p.id as product_id, p.slug as product_slug, p.title as product_title,
         to_char(t.starts_on, 'YYYY-MM-DD') as starts_on, to_char(t.ends_on, 'YYYY-MM-DD') as ends_on,
         t.days, $1::date between t.starts_on and t.ends_on as is_active,
         (select count(*)::int from enrollments e where e.trial_period_id = t.id) as granted_count
    from trial_periods t join products p on p.id = t.product_id`;

const toPeriod = (row: TrialPeriodRow): TrialPeriod => ({
  id: row.id,
  product: { id: row.product_id, slug: row.product_slug, title: row.product_title },
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  days: row.days,
  is_active: row.is_active,
  granted_count: row.granted_count,
});

/** Every period, the latest first; active or not on `now`'s school day. */
export async function trialPeriods(db: Queryable, now: Date) {
  const rows = await db.query<TrialPeriodRow>(
    `${SELECT_PERIODS} order by t.starts_on desc, t.id desc`,
    [schoolDate(now)],
  );
  return rows.map(toPeriod);
}

export async function trialPeriod(db: Queryable, id: number, now: Date) {
  const [row] = await db.query<TrialPeriodRow>(`${SELECT_PERIODS} where t.id = $2`, [
    schoolDate(now),
    id,
  ]);
  return row ? toPeriod(row) : null;
}

/** Locks the product's row until the transaction ends; false when there is no such product. */
export async function lockProduct(tx: Queryable, productId: number) {
  const [row] = await tx.query('select id from products where id = $1 for update', [productId]);
  return row !== undefined;
}

/** Whether another period of the product (not `except`) shares a day with the range. */
export async function overlapsAnother(
  tx: Queryable,
  input: TrialPeriodInput,
  except: number | null,
) {
  const [row] = await tx.query(
    `select 1 from trial_periods
      where product_id = $1 and starts_on <= $3::date and ends_on >= $2::date
        and id <> coalesce($4::int, 0)
      limit 1`,
    [input.product_id, input.starts_on, input.ends_on, except],
  );
  return row !== undefined;
}

/** A new period; its id. */
export async function insertTrialPeriod(tx: Queryable, input: TrialPeriodInput) {
  const [row] = await tx.query<{ id: number }>(
    `insert into trial_periods (product_id, starts_on, ends_on, days)
     values ($1, $2::date, $3::date, $4) returning id`,
    [input.product_id, input.starts_on, input.ends_on, input.days],
  );
  return row?.id ?? 0;
}

/** Whether the period exists. */
export async function trialPeriodExists(tx: Queryable, id: number) {
  const [row] = await tx.query('select product_id from trial_periods where id = $1', [id]);
  return row !== undefined;
}

export async function updateTrialPeriod(tx: Queryable, id: number, input: TrialPeriodInput) {
  await tx.query(
    `update trial_periods set product_id = $2, starts_on = $3::date, ends_on = $4::date, days = $5
      where id = $1`,
    [id, input.product_id, input.starts_on, input.ends_on, input.days],
  );
}

/** Whether there was such a period (now gone). */
export async function deleteTrialPeriod(db: Queryable, id: number) {
  const deleted = await db.query('delete from trial_periods where id = $1 returning id', [id]);
  return deleted.length > 0;
}

/**
 * Gives the account a trial subscription to each product with a period active today that it never
 * had a subscription to (any state): status `trial`, ending `days` days from now (ADR 023). Called
 * when an account signs in, registers or accepts an invitation; admins get none. One indexed
 * statement; a second call changes nothing (the enrollment's key is the account and the product).
 */
export async function grantTrials(db: Queryable, userId: number, now: Date) {
  await db.query(
    `insert into enrollments (user_id, product_id, status, provider, created_at, ends_at, trial_period_id)
     select u.id, t.product_id, 'trial', 'manual', $2::timestamptz,
            $2::timestamptz + make_interval(days => t.days), t.id
       from trial_periods t join users u on u.id = $1 and not u.is_admin
      where $3::date between t.starts_on and t.ends_on
     on conflict (user_id, product_id) do nothing`,
    [userId, now.toISOString(), schoolDate(now)],
  );
}
