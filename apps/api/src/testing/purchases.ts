import { sign } from '../purchases/platforms';

/**
 * Signed webhook deliveries shaped like each platform's documented examples (ADR 042): Hotmart's
 * webhook 2.0 envelope, Kiwify's order payload with `?signature=`, Eduzz's Developer Hub event.
 */
export const SECRETS = {
  hotmart: 'hottok-de-teste-0123456789abcdef',
  kiwify: 'kiwify-token-de-teste-0123',
  eduzz: 'eduzz-chave-de-teste-0123456789',
} as const;

export interface Sale {
  /** The platform's event id (Hotmart, Eduzz); Kiwify has none. */
  eventId?: string;
  transaction: string;
  email: string;
  name?: string;
  productId: string;
  /** The subscription's id at the platform, when the sale is one. */
  subscription?: string;
  /** When the platform says the event happened. */
  at?: Date;
}

export interface Delivery {
  path: string;
  body: string;
  headers: Record<string, string>;
}

let counter = 0;
const nextId = () => `evt-${Date.now().toString(36)}-${++counter}`;

export function hotmart(event: string, sale: Sale, secret: string = SECRETS.hotmart): Delivery {
  const at = sale.at ?? new Date();
  const subscriber = sale.subscription ? { code: sale.subscription } : undefined;
  const data =
    event === 'SUBSCRIPTION_CANCELLATION'
      ? {
          date_next_charge: at.getTime() + 30 * 86_400_000,
          product: { id: Number(sale.productId), name: 'Produto' },
          subscriber: {
            code: sale.subscription,
            name: sale.name ?? 'Comprador',
            email: sale.email,
          },
          subscription: { id: 4148584, plan: { id: 1, name: 'Mensal' } },
          cancellation_date: at.getTime(),
        }
      : {
          product: { id: Number(sale.productId), ucode: 'fb056612', name: 'Produto' },
          buyer: { email: sale.email, name: sale.name ?? 'Comprador', first_name: 'Comprador' },
          purchase: {
            transaction: sale.transaction,
            status: event.replace('PURCHASE_', ''),
            approved_date: at.getTime(),
            order_date: at.getTime(),
            price: { value: 497, currency_value: 'BRL' },
            payment: { type: 'CREDIT_CARD', installments_number: 1 },
          },
          ...(subscriber
            ? { subscription: { status: 'ACTIVE', plan: { id: 1, name: 'Mensal' }, subscriber } }
            : {}),
        };
  const body = JSON.stringify({
    id: sale.eventId ?? nextId(),
    creation_date: at.getTime(),
    event,
    version: '2.0.0',
    data,
  });
  return {
    path: '/api/webhooks/hotmart',
    body,
    headers: { 'content-type': 'application/json', 'x-hotmart-hottok': secret },
  };
}

export function kiwify(event: string, sale: Sale, secret: string = SECRETS.kiwify): Delivery {
  const at = (sale.at ?? new Date()).toISOString().replace('T', ' ').slice(0, 19);
  const body = JSON.stringify({
    order_id: sale.transaction,
    order_ref: 'AbCdEf',
    order_status: event === 'order_refunded' ? 'refunded' : 'paid',
    product_type: 'membership',
    payment_method: 'credit_card',
    webhook_event_type: event,
    created_at: at,
    updated_at: at,
    approved_date: at,
    Product: { product_id: sale.productId, product_name: 'Produto' },
    Customer: { full_name: sale.name ?? 'Comprador', first_name: 'Comprador', email: sale.email },
    ...(sale.subscription
      ? { subscription_id: sale.subscription, Subscription: { status: 'active' } }
      : {}),
  });
  return {
    path: `/api/webhooks/kiwify?signature=${sign.kiwify(secret, body)}`,
    body,
    headers: { 'content-type': 'application/json' },
  };
}

export function eduzz(event: string, sale: Sale, secret: string = SECRETS.eduzz): Delivery {
  const at = sale.at ?? new Date();
  const body = JSON.stringify({
    id: sale.eventId ?? nextId(),
    event,
    sentDate: at.toISOString(),
    data: {
      id: sale.transaction,
      status: event.replace('myeduzz.invoice_', ''),
      buyer: { name: sale.name ?? 'Comprador', email: sale.email, phone: '555-789-1234' },
      producer: { id: '123456', name: 'Escola', email: 'escola@example.com' },
      createdAt: at.toISOString(),
      price: { currency: 'BRL', value: 497 },
      paymentMethod: 'creditCard',
      installments: 1,
      items: [
        { productId: sale.productId, name: 'Produto', price: { currency: 'BRL', value: 497 } },
      ],
      ...(sale.subscription ? { contract: { id: sale.subscription } } : {}),
    },
  });
  return {
    path: '/api/webhooks/eduzz',
    body,
    headers: { 'content-type': 'application/json', 'x-signature': sign.eduzz(secret, body) },
  };
}
