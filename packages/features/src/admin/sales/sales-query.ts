import type {
  EndpointInput,
  Endpoints,
  PurchaseEventStatus,
  PurchasePlatform,
} from '@aula/contract';
import { chosenFilters, listParam, listQueryCodec, pageParams } from '../list/list-query';

/** What `/admin/vendas` shows: kept in the page's URL query (ADR 042, like ADR 032's lists). */
export interface SalesQuery {
  platform: PurchasePlatform | null;
  status: PurchaseEventStatus | null;
  search: string;
  page: number;
}

/** `?plataforma=kiwify&situacao=com-erro&busca=ana&pagina=2`. */
export const salesQuery = listQueryCodec<SalesQuery>({
  platform: listParam.oneOf('plataforma', { hotmart: 'hotmart', kiwify: 'kiwify', eduzz: 'eduzz' }),
  status: listParam.oneOf('situacao', {
    received: 'pendente',
    processed: 'aplicado',
    ignored: 'sem-efeito',
    failed: 'com-erro',
  }),
  search: listParam.search(),
  page: listParam.page(),
});

export const DEFAULT_SALES_QUERY: SalesQuery = salesQuery.defaults;

/** Events per page. */
export const SALES_PER_PAGE = 25;

/** The `listPurchaseEvents` request for a view. */
export function listPurchaseEventsInput(
  query: SalesQuery,
  perPage = SALES_PER_PAGE,
): EndpointInput<Endpoints['listPurchaseEvents']> {
  return {
    query: {
      ...pageParams(query, perPage),
      ...chosenFilters({ platform: query.platform, status: query.status }),
    },
  };
}
