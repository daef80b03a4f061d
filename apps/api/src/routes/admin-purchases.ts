import { fieldError, notFound } from '../http';
import { processEvent } from '../purchases/process';
import { purchaseEvent, purchaseEvents } from '../queries/purchase-events';
import type { Handlers } from './define';

const PER_PAGE = 25;

const eventNotFound = () => notFound('Evento de venda não encontrado.');

export const adminPurchaseHandlers: Pick<
  Handlers,
  'listPurchaseEvents' | 'reprocessPurchaseEvent'
> = {
  async listPurchaseEvents({ db, query }) {
    const perPage = query.per_page ?? PER_PAGE;
    const page = query.page ?? 1;
    const { total, events } = await purchaseEvents(db, query, {
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    return {
      data: events,
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
      },
    };
  },

  /** A failed or pending event, applied again (its product mapping may have been fixed). */
  async reprocessPurchaseEvent(services) {
    const { db, params } = services;
    const before = await purchaseEvent(db, params.id);
    if (!before) throw eventNotFound();
    if (before.status === 'processed' || before.status === 'ignored')
      throw fieldError('id', 'Este evento já foi aplicado: não há o que reprocessar.');
    await processEvent(services, params.id);
    const after = await purchaseEvent(db, params.id);
    if (!after) throw eventNotFound();
    return { data: after };
  },
};
