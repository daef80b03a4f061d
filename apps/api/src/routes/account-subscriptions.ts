import type { Subscription } from '@aula/contract';
import { hashToken } from '../auth/tokens';
import type { Queryable } from '../db/database';
import type { Services } from '../env';
import { fieldError, HttpError, notFound } from '../http';
import { iso, isoOrNull } from '../queries/catalog';
import type { Handlers } from './define';

/** Where a product without an offer page is subscribed to (ADR 012). */
export const SUPPORT_EMAIL = 'suporte@aula.dev';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days left are shown when a subscription ends within this many days. */
const DAYS_LEFT_WINDOW = 30;

/** Order codes are compared trimmed and upper-cased, then hashed (never stored in clear). */
export const orderCodeHash = (code: string) => hashToken(code.trim().toUpperCase());

interface SubscriptionRow {
  product_id: number;
  product_slug: string;
  product_title: string;
  status: Subscription['status'];
  provider: Subscription['provider'];
  created_at: Date | string;
  ends_at: Date | string | null;
}

const SUBSCRIPTION_COLUMNS = `p.id as product_id, p.slug as product_slug, p.title as product_title,
  e.status, e.provider, e.created_at, e.ends_at`;

/** Whole days until the end, when it is within the window and still ahead; otherwise null. */
export function daysLeft(endsAt: Date | string | null, now: Date): number | null {
  if (endsAt === null) return null;
  const left = new Date(endsAt).getTime() - now.getTime();
  if (left < 0 || left > DAYS_LEFT_WINDOW * DAY_MS) return null;
  return Math.floor(left / DAY_MS);
}

function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  return {
    product: { id: row.product_id, slug: row.product_slug, title: row.product_title },
    status: row.status,
    provider: row.provider,
    started_at: iso(row.created_at),
    ends_at: isoOrNull(row.ends_at),
    days_left: row.status === 'lifetime' ? null : daysLeft(row.ends_at, now),
  };
}

const orderNotFound = () =>
  new HttpError(404, 'OrderNotFoundException', 'O pedido não existe ou já foi utilizado.');

/** Counts the attempt against the viewer's order-code budget; over it, a 429. */
async function reserveOrderAttempt(services: Services, userId: number) {
  const { throttle, limits } = services;
  const reservation = await throttle.reserve(`order-lookup:${userId}`, limits.orderLookup);
  if (!reservation.allowed) {
    throw new HttpError(
      429,
      'ServerErrorException',
      'Muitas tentativas de código de pedido. Tente novamente em instantes.',
      undefined,
      { 'Retry-After': String(reservation.retryAfter) },
    );
  }
}

/** The unclaimed order of a code, locked for the transaction when `forUpdate`. */
async function openOrder(db: Queryable, code: string, forUpdate = false) {
  const [order] = await db.query<{
    id: number;
    product_id: number;
    slug: string;
    title: string;
  }>(
    `select o.id, o.product_id, p.slug, p.title
       from lifetime_orders o join products p on p.id = o.product_id
      where o.code_hash = $1 and o.claimed_at is null${forUpdate ? ' for update of o' : ''}`,
    [orderCodeHash(code)],
  );
  return order ?? null;
}

async function hasLifetime(db: Queryable, userId: number, productId: number) {
  const [row] = await db.query<{ yes: boolean }>(
    `select exists (select 1 from enrollments
      where user_id = $1 and product_id = $2 and status = 'lifetime') as yes`,
    [userId, productId],
  );
  return row?.yes ?? false;
}

const alreadyLifetime = () => fieldError('code', 'Você já tem acesso vitalício a este produto.');

export const subscriptionHandlers: Pick<
  Handlers,
  | 'listSubscriptions'
  | 'subscriptionOffer'
  | 'getLifetimeAccess'
  | 'lookupLifetimeOrder'
  | 'claimLifetimeOrder'
> = {
  async listSubscriptions({ db, viewer, now }) {
    const rows = await db.query<SubscriptionRow>(
      `select ${SUBSCRIPTION_COLUMNS}
         from enrollments e join products p on p.id = e.product_id
        where e.user_id = $1
        order by e.created_at desc, p.id`,
      [viewer.id],
    );
    const at = now();
    return { data: rows.map((row) => toSubscription(row, at)) };
  },

  async subscriptionOffer({ db, params }) {
    const [product] = await db.query<{
      id: number;
      slug: string;
      title: string;
      offer_url: string | null;
    }>('select id, slug, title, offer_url from products where slug = $1', [params.slug]);
    if (!product) throw notFound('Produto não encontrado.');
    return {
      data: {
        product: { id: product.id, slug: product.slug, title: product.title },
        offer_url: product.offer_url,
        support_email: SUPPORT_EMAIL,
      },
    };
  },

  async getLifetimeAccess({ db, viewer }) {
    const rows = await db.query<{ id: number; slug: string; title: string; since: Date | string }>(
      `select p.id, p.slug, p.title, e.created_at as since
         from enrollments e join products p on p.id = e.product_id
        where e.user_id = $1 and e.status = 'lifetime'
        order by e.created_at, p.id`,
      [viewer.id],
    );
    return {
      data: {
        has_lifetime: rows.length > 0,
        products: rows.map((row) => ({
          product: { id: row.id, slug: row.slug, title: row.title },
          since: iso(row.since),
        })),
      },
    };
  },

  async lookupLifetimeOrder(services) {
    const { db, viewer, body } = services;
    await reserveOrderAttempt(services, viewer.id);
    const order = await openOrder(db, body.code);
    if (!order) throw orderNotFound();
    return {
      data: {
        product: { id: order.product_id, slug: order.slug, title: order.title },
        already_lifetime: await hasLifetime(db, viewer.id, order.product_id),
      },
    };
  },

  /**
   * One transaction: the order row is locked and marked claimed, and the product's enrollment
   * becomes (or is created as) a lifetime one. A second claim of the code finds no open order.
   */
  async claimLifetimeOrder(services) {
    const { db, viewer, body, now } = services;
    await reserveOrderAttempt(services, viewer.id);
    const at = now();
    const row = await db.transaction(async (tx) => {
      const order = await openOrder(tx, body.code, true);
      if (!order) throw orderNotFound();
      if (await hasLifetime(tx, viewer.id, order.product_id)) throw alreadyLifetime();
      await tx.query('update lifetime_orders set claimed_by = $2, claimed_at = $3 where id = $1', [
        order.id,
        viewer.id,
        at.toISOString(),
      ]);
      await tx.query(
        `insert into enrollments (user_id, product_id, status, provider, ends_at, created_at)
         values ($1, $2, 'lifetime', 'order', null, $3)
         on conflict (user_id, product_id) do update
           set status = 'lifetime', provider = 'order', ends_at = null, created_at = excluded.created_at`,
        [viewer.id, order.product_id, at.toISOString()],
      );
      const [claimed] = await tx.query<SubscriptionRow>(
        `select ${SUBSCRIPTION_COLUMNS}
           from enrollments e join products p on p.id = e.product_id
          where e.user_id = $1 and e.product_id = $2`,
        [viewer.id, order.product_id],
      );
      return claimed;
    });
    if (!row) throw orderNotFound();
    return { data: toSubscription(row, at) };
  },
};
