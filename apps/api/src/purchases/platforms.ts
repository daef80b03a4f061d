import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../auth/crypto';

/** The checkout platforms whose webhooks Aula reads (ADR 042). */
export const PLATFORMS = ['hotmart', 'kiwify', 'eduzz'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const isPlatform = (value: string): value is Platform =>
  (PLATFORMS as readonly string[]).includes(value);

/** What an event means for access, whatever the platform calls it. */
export type PurchaseKind =
  | 'approved'
  | 'renewed'
  | 'refunded'
  | 'chargeback'
  | 'canceled'
  | 'late'
  | 'ignored';

/** One platform event, read into the fields Aula acts on. */
export interface PurchaseEvent {
  platform: Platform;
  /** Unique per event at the platform: its event id, else its order and event type. */
  eventKey: string;
  eventType: string;
  kind: PurchaseKind;
  /** The sale (Hotmart's transaction, Kiwify's order, Eduzz's invoice). */
  transactionId: string | null;
  /** The subscription, when the sale is one (its charges share it). */
  subscriptionRef: string | null;
  buyerEmail: string | null;
  buyerName: string | null;
  /** The platform's product ids of the sale (Eduzz's invoice may carry several items). */
  externalProductIds: string[];
  occurredAt: Date | null;
}

/** A request the platform did not sign (or signed with another secret). */
export class BadSignature extends Error {}
/** A signed body Aula cannot read (no JSON, no event id). */
export class BadPayload extends Error {}

type Json = Record<string, unknown>;

const obj = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim().slice(0, 300);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

const date = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

const email = (value: unknown): string | null => {
  const found = text(value);
  return found && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(found) ? found.toLowerCase() : null;
};

function parseJson(raw: string): Json {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadPayload('O corpo não é JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new BadPayload('O corpo não é um objeto JSON.');
  return parsed as Json;
}

const hmacHex = (algorithm: 'sha1' | 'sha256', secret: string, raw: string) =>
  createHmac(algorithm, secret).update(raw, 'utf8').digest('hex');

/** What a platform's request carries besides its body. */
export interface Delivery {
  raw: string;
  header: (name: string) => string | undefined;
  query: (name: string) => string | undefined;
}

// Hotmart, webhook 2.0 (developers.hotmart.com, purchase and subscription-cancellation events):
// `X-HOTMART-HOTTOK` carries the account's token (also `hottok` in the body); `id` is the event's.
const HOTMART_KINDS: Record<string, PurchaseKind> = {
  PURCHASE_APPROVED: 'approved',
  PURCHASE_COMPLETE: 'approved',
  PURCHASE_REFUNDED: 'refunded',
  PURCHASE_CHARGEBACK: 'chargeback',
  PURCHASE_CANCELED: 'canceled',
  PURCHASE_DELAYED: 'late',
  SUBSCRIPTION_CANCELLATION: 'canceled',
};

function readHotmart(delivery: Delivery, secret: string): PurchaseEvent {
  const header = delivery.header('x-hotmart-hottok');
  let body: Json | undefined;
  let token = header;
  if (token === undefined) {
    body = parseJson(delivery.raw);
    token = typeof body.hottok === 'string' ? body.hottok : undefined;
  }
  if (!token || !constantTimeEqual(token, secret)) throw new BadSignature();
  body ??= parseJson(delivery.raw);
  const data = obj(body.data);
  const purchase = obj(data.purchase);
  const subscriber = obj(obj(data.subscription).subscriber);
  const cancelled = obj(data.subscriber);
  const buyer = Object.keys(obj(data.buyer)).length > 0 ? obj(data.buyer) : cancelled;
  const id = text(body.id);
  const eventType = text(body.event);
  if (!id || !eventType) throw new BadPayload('Evento sem id ou sem nome.');
  return {
    platform: 'hotmart',
    eventKey: id,
    eventType,
    kind: HOTMART_KINDS[eventType] ?? 'ignored',
    transactionId: text(purchase.transaction),
    subscriptionRef: text(subscriber.code) ?? text(cancelled.code),
    buyerEmail: email(buyer.email),
    buyerName: text(buyer.name),
    externalProductIds: [text(obj(data.product).id)].filter((v): v is string => v !== null),
    occurredAt: date(body.creation_date),
  };
}

// Kiwify (docs.kiwify.com.br, "Receber e validar webhooks"): `?signature=` is HMAC-SHA1 of the
// raw body keyed by the webhook's token; there is no event id, so order id + event type is one.
const KIWIFY_KINDS: Record<string, PurchaseKind> = {
  order_approved: 'approved',
  subscription_renewed: 'renewed',
  order_refunded: 'refunded',
  chargeback: 'chargeback',
  subscription_canceled: 'canceled',
  subscription_late: 'late',
};

function readKiwify(delivery: Delivery, secret: string): PurchaseEvent {
  const signature = delivery.query('signature');
  if (!signature || !constantTimeEqual(signature, hmacHex('sha1', secret, delivery.raw)))
    throw new BadSignature();
  const body = parseJson(delivery.raw);
  const orderId = text(body.order_id);
  const eventType = text(body.webhook_event_type);
  if (!orderId || !eventType) throw new BadPayload('Evento sem order_id ou sem tipo.');
  const customer = obj(body.Customer);
  return {
    platform: 'kiwify',
    eventKey: `${orderId}:${eventType}`,
    eventType,
    kind: KIWIFY_KINDS[eventType] ?? 'ignored',
    transactionId: orderId,
    subscriptionRef: text(body.subscription_id),
    buyerEmail: email(customer.email),
    buyerName: text(customer.full_name) ?? text(customer.first_name),
    externalProductIds: [text(obj(body.Product).product_id)].filter((v): v is string => v !== null),
    occurredAt: date(body.updated_at) ?? date(body.approved_date) ?? date(body.created_at),
  };
}

// Eduzz, Developer Hub webhook (github.com/eduzz/eduzz-webhook-docs): `x-signature` is
// HMAC-SHA256 of the raw body keyed by the chosen secret; `{ id, event, data, sentDate }`.
const EDUZZ_KINDS: Record<string, PurchaseKind> = {
  'myeduzz.invoice_paid': 'approved',
  'myeduzz.invoice_refunded': 'refunded',
  'myeduzz.invoice_canceled': 'canceled',
  'myeduzz.invoice_overdue': 'late',
};

function readEduzz(delivery: Delivery, secret: string): PurchaseEvent {
  const signature = delivery.header('x-signature');
  if (!signature || !constantTimeEqual(signature, hmacHex('sha256', secret, delivery.raw)))
    throw new BadSignature();
  const body = parseJson(delivery.raw);
  const id = text(body.id);
  const eventType = text(body.event);
  if (!id || !eventType) throw new BadPayload('Evento sem id ou sem nome.');
  const data = obj(body.data);
  const buyer = obj(data.buyer);
  const items = Array.isArray(data.items) ? data.items : [];
  return {
    platform: 'eduzz',
    eventKey: id,
    eventType,
    kind: EDUZZ_KINDS[eventType] ?? 'ignored',
    transactionId: text(data.id),
    subscriptionRef: text(obj(data.contract).id),
    buyerEmail: email(buyer.email),
    buyerName: text(buyer.name),
    externalProductIds: items
      .map((item) => text(obj(item).productId))
      .filter((v): v is string => v !== null),
    occurredAt: date(body.sentDate) ?? date(data.createdAt),
  };
}

const READERS: Record<Platform, (delivery: Delivery, secret: string) => PurchaseEvent> = {
  hotmart: readHotmart,
  kiwify: readKiwify,
  eduzz: readEduzz,
};

/** Checks the delivery's signature (or token) first, then reads its event. */
export const readDelivery = (platform: Platform, delivery: Delivery, secret: string) =>
  READERS[platform](delivery, secret);

/** The signatures tests and fixtures sign with (the platforms' own computations). */
export const sign = {
  kiwify: (secret: string, raw: string) => hmacHex('sha1', secret, raw),
  eduzz: (secret: string, raw: string) => hmacHex('sha256', secret, raw),
};
