import type { PurchaseEvent } from '@aula/contract';

const product = { id: 2, slug: 'dados-com-python', title: 'Dados com Python' };

/** Sales events as the stories and the msw default show them (FIXTURE_NOW is 21 Nov 2026). */
export const purchaseEventFixtures: PurchaseEvent[] = [
  {
    id: 3,
    platform: 'kiwify',
    event_type: 'order_approved',
    kind: 'approved',
    status: 'failed',
    buyer_email: 'carla@example.com',
    buyer_name: 'Carla Mendes',
    external_product_id: 'kw-novo-123',
    product: null,
    transaction_id: 'KW-9001',
    outcome: null,
    error:
      'Produto kw-novo-123 da Kiwify não está ligado a nenhum produto da Aula. Cadastre esse id no produto e clique em Reprocessar.',
    attempts: 1,
    received_at: '2026-11-21T12:30:00.000Z',
    processed_at: '2026-11-21T12:30:00.000Z',
  },
  {
    id: 2,
    platform: 'hotmart',
    event_type: 'PURCHASE_REFUNDED',
    kind: 'refunded',
    status: 'processed',
    buyer_email: 'bruno@example.com',
    buyer_name: 'Bruno Lima',
    external_product_id: '4774438',
    product,
    transaction_id: 'HP1121336654889',
    outcome: 'Reembolso: acesso a Dados com Python removido.',
    error: null,
    attempts: 1,
    received_at: '2026-11-21T11:00:00.000Z',
    processed_at: '2026-11-21T11:00:00.000Z',
  },
  {
    id: 1,
    platform: 'eduzz',
    event_type: 'myeduzz.invoice_paid',
    kind: 'approved',
    status: 'processed',
    buyer_email: 'alice@example.com',
    buyer_name: 'Alice Johnson',
    external_product_id: 'P567',
    product,
    transaction_id: '12345678',
    outcome: 'Conta criada e convite enviado: acesso vitalício a Dados com Python.',
    error: null,
    attempts: 1,
    received_at: '2026-11-20T18:45:00.000Z',
    processed_at: '2026-11-20T18:45:00.000Z',
  },
];

export function makePurchaseEvent(overrides: Partial<PurchaseEvent> = {}): PurchaseEvent {
  return { ...(purchaseEventFixtures[0] as PurchaseEvent), ...overrides };
}
