import { TRIAL_OVERLAP_MESSAGE, type TrialPeriod, type TrialPeriodInput } from '@aula/contract';
import type { Queryable } from '../db/database';
import { fieldError, notFound } from '../http';
import { schoolDate } from '../school-time';
import type { Handlers } from './define';

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

async function periodById(db: Queryable, id: number, now: Date) {
  const [row] = await db.query<TrialPeriodRow>(`${SELECT_PERIODS} where t.id = $2`, [
    schoolDate(now),
    id,
  ]);
  if (!row) throw notFound('Período de teste não encontrado.');
  return toPeriod(row);
}

/**
 * Refuses a range that overlaps another period of the product (`except`: the period being edited).
 * Run inside the transaction after the product's row is locked, so two admins saving at once are
 * checked one after the other (a portable stand-in for an exclusion constraint).
 */
async function lockAndCheck(db: Queryable, input: TrialPeriodInput, except: number | null) {
  const [product] = await db.query('select id from products where id = $1 for update', [
    input.product_id,
  ]);
  if (!product) throw fieldError('product_id', 'Escolha um produto existente.');
  const [overlap] = await db.query(
    `select 1 from trial_periods
      where product_id = $1 and starts_on <= $3::date and ends_on >= $2::date
        and id <> coalesce($4::int, 0)
      limit 1`,
    [input.product_id, input.starts_on, input.ends_on, except],
  );
  if (overlap) throw fieldError('starts_on', TRIAL_OVERLAP_MESSAGE);
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

export const adminTrialHandlers: Pick<
  Handlers,
  'listTrialPeriods' | 'createTrialPeriod' | 'updateTrialPeriod' | 'deleteTrialPeriod'
> = {
  async listTrialPeriods({ db, now }) {
    const rows = await db.query<TrialPeriodRow>(
      `${SELECT_PERIODS} order by t.starts_on desc, t.id desc`,
      [schoolDate(now())],
    );
    return { data: rows.map(toPeriod) };
  },

  async createTrialPeriod({ db, body, now }) {
    const id = await db.transaction(async (tx) => {
      await lockAndCheck(tx, body, null);
      const [row] = await tx.query<{ id: number }>(
        `insert into trial_periods (product_id, starts_on, ends_on, days)
         values ($1, $2::date, $3::date, $4) returning id`,
        [body.product_id, body.starts_on, body.ends_on, body.days],
      );
      return row?.id ?? 0;
    });
    return { data: await periodById(db, id, now()) };
  },

  async updateTrialPeriod({ db, params, body, now }) {
    await db.transaction(async (tx) => {
      const [current] = await tx.query<{ product_id: number }>(
        'select product_id from trial_periods where id = $1',
        [params.id],
      );
      if (!current) throw notFound('Período de teste não encontrado.');
      await lockAndCheck(tx, body, params.id);
      await tx.query(
        `update trial_periods set product_id = $2, starts_on = $3::date, ends_on = $4::date, days = $5
          where id = $1`,
        [params.id, body.product_id, body.starts_on, body.ends_on, body.days],
      );
    });
    return { data: await periodById(db, params.id, now()) };
  },

  async deleteTrialPeriod({ db, params }) {
    const deleted = await db.query('delete from trial_periods where id = $1 returning id', [
      params.id,
    ]);
    if (deleted.length === 0) throw notFound('Período de teste não encontrado.');
    return undefined;
  },
};
