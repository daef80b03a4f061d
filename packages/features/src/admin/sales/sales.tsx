import {
  PURCHASE_KIND_LABELS,
  PURCHASE_PLATFORM_LABELS,
  PURCHASE_STATUS_LABELS,
  type PurchaseEvent,
  type PurchaseEventStatus,
} from '@aula/contract';
import { Button, type TableColumn } from '@aula/ui';
import { useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { StateBadge, TimeCell } from '../list/cells';
import { ChoiceFilter } from '../list/choice-filter';
import { ListFrame } from '../list/list-frame';
import { type ListQueryChange, listControls } from '../list/use-list-query';
import {
  listPurchaseEventsInput,
  SALES_PER_PAGE,
  type SalesQuery,
  salesQuery,
} from './sales-query';

export const salesMessages = {
  title: 'Vendas',
  intro:
    'Os eventos da Hotmart, da Kiwify e da Eduzz como chegaram, e o que a Aula fez com cada um.',
  filters: 'Filtrar vendas',
  search: 'Buscar comprador ou transação',
  searchHint: 'Parte do nome, do e-mail ou do código da transação.',
  platform: 'Plataforma',
  allPlatforms: 'Todas as plataformas',
  status: 'Situação',
  allStatuses: 'Todas as situações',
  list: 'Eventos de venda',
  loadError: 'Não foi possível carregar as vendas.',
  emptyTitle: 'Nenhuma venda recebida ainda',
  emptyText:
    'Quando uma plataforma enviar um evento ao endereço de webhook da Aula, ele aparece aqui.',
  noMatchTitle: 'Nenhum evento encontrado',
  noMatchText: 'Nenhum evento corresponde à busca e aos filtros escolhidos.',
  pagination: 'Páginas de vendas',
  count: (total: number) => (total === 1 ? '1 evento' : `${total} eventos`),
  receivedAt: 'Recebido em',
  buyer: 'Comprador',
  product: 'Produto',
  event: 'Evento',
  result: 'O que a Aula fez',
  actions: 'Ações',
  unmapped: (id: string | null) => (id ? `Produto ${id} (sem ligação)` : 'Sem produto'),
  noBuyer: 'Sem e-mail',
  reprocess: 'Reprocessar',
  reprocessLabel: (event: PurchaseEvent) =>
    `Reprocessar o evento de ${event.buyer_email ?? 'comprador sem e-mail'}`,
  reprocessed: 'Evento reprocessado.',
  stillFailing: 'O evento continua com erro: confira a mensagem na linha.',
  reprocessFailed: 'Não foi possível reprocessar o evento.',
} as const;

const STATUS_COLORS = {
  received: 'warning',
  processed: 'success',
  ignored: 'neutral',
  failed: 'error',
} as const satisfies Record<PurchaseEventStatus, string>;

export interface SalesProps {
  /** The view (platform, status, search, page): the page keeps it in the URL query. */
  query: SalesQuery;
  onQueryChange: ListQueryChange<SalesQuery>;
  /** How the page shows a toast (the app's Toaster). */
  notify: AccountNotify;
  perPage?: number;
}

/**
 * `/admin/vendas` (issue 37 §2, ADR 042): the latest purchase events first, filtered by platform
 * and status; a failed one (an unmapped product) is reprocessed once its mapping is fixed.
 */
export function Sales({ query, onQueryChange, notify, perPage = SALES_PER_PAGE }: SalesProps) {
  const controls = listControls(salesQuery, query, onQueryChange);
  const list = useApiQuery('listPurchaseEvents', listPurchaseEventsInput(query, perPage), {
    keepPreviousData: true,
  });
  const reprocess = useApiMutation('reprocessPurchaseEvent');
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (event: PurchaseEvent) => {
    setBusy(event.id);
    try {
      const { data } = await reprocess.trigger({ params: { id: event.id } });
      notify(
        data.status === 'failed' ? 'error' : 'success',
        data.status === 'failed' ? salesMessages.stillFailing : salesMessages.reprocessed,
      );
    } catch {
      notify('error', salesMessages.reprocessFailed);
    } finally {
      setBusy(null);
      void list.mutate();
    }
  };

  const columns: TableColumn<PurchaseEvent>[] = [
    {
      id: 'buyer',
      header: salesMessages.buyer,
      cell: (event) => (
        <span className="flex flex-col">
          <span className="font-medium">{event.buyer_name ?? event.buyer_email ?? '—'}</span>
          <span className="text-muted-foreground text-xs font-normal">
            {event.buyer_email ?? salesMessages.noBuyer}
          </span>
        </span>
      ),
    },
    {
      id: 'received',
      header: salesMessages.receivedAt,
      cell: (event) => (
        <TimeCell at={event.received_at} note={PURCHASE_PLATFORM_LABELS[event.platform]} />
      ),
    },
    {
      id: 'product',
      header: salesMessages.product,
      cell: (event) => event.product?.title ?? salesMessages.unmapped(event.external_product_id),
    },
    {
      id: 'event',
      header: salesMessages.event,
      cell: (event) => (
        <span className="flex flex-col">
          <span>{PURCHASE_KIND_LABELS[event.kind]}</span>
          <span className="text-muted-foreground font-mono text-xs">{event.event_type}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: salesMessages.status,
      cell: (event) => (
        <StateBadge state={event.status} colors={STATUS_COLORS} labels={PURCHASE_STATUS_LABELS} />
      ),
    },
    {
      id: 'result',
      header: salesMessages.result,
      cell: (event) =>
        event.error ? (
          <span className="text-danger text-sm">{event.error}</span>
        ) : (
          <span className="text-sm">{event.outcome ?? '—'}</span>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{salesMessages.actions}</span>,
      align: 'end',
      cell: (event) =>
        event.status === 'failed' || event.status === 'received' ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={salesMessages.reprocessLabel(event)}
            disabled={busy === event.id}
            onClick={() => void run(event)}
          >
            {salesMessages.reprocess}
          </Button>
        ) : null,
    },
  ];

  return (
    <ListFrame
      messages={salesMessages}
      controls={controls}
      filtersClassName="md:grid-cols-[2fr_1fr_1fr]"
      filters={
        <>
          <ChoiceFilter
            label={salesMessages.platform}
            allLabel={salesMessages.allPlatforms}
            choices={PURCHASE_PLATFORM_LABELS}
            value={query.platform}
            onChange={(platform) => controls.change({ platform })}
          />
          <ChoiceFilter
            label={salesMessages.status}
            allLabel={salesMessages.allStatuses}
            choices={PURCHASE_STATUS_LABELS}
            value={query.status}
            onChange={(status) => controls.change({ status })}
          />
        </>
      }
      list={list}
      count={salesMessages.count}
      table={{ columns, caption: salesMessages.list, getRowId: (event) => String(event.id) }}
    />
  );
}
