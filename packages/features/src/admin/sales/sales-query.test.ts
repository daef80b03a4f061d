import { DEFAULT_SALES_QUERY, listPurchaseEventsInput, salesQuery } from './sales-query';

const parse = (query: string) => salesQuery.parse(new URLSearchParams(query));

describe('the Vendas page URL query', () => {
  it('is every event when empty or malformed', () => {
    expect(parse('')).toEqual(DEFAULT_SALES_QUERY);
    expect(parse('plataforma=stripe&situacao=failed&pagina=0')).toEqual(DEFAULT_SALES_QUERY);
    expect(salesQuery.toParams(DEFAULT_SALES_QUERY).toString()).toBe('');
  });

  it('round-trips the pt-BR names', () => {
    const query = parse('plataforma=kiwify&situacao=com-erro&busca=ana&pagina=2');
    expect(query).toEqual({ platform: 'kiwify', status: 'failed', search: 'ana', page: 2 });
    expect(salesQuery.toParams(query).toString()).toBe(
      'plataforma=kiwify&situacao=com-erro&busca=ana&pagina=2',
    );
    expect(salesQuery.isFiltered(query)).toBe(true);
  });

  it('asks the API for the platform, the status and the trimmed search', () => {
    expect(
      listPurchaseEventsInput(
        { platform: 'eduzz', status: 'processed', search: ' bia ', page: 3 },
        10,
      ),
    ).toEqual({
      query: { page: 3, per_page: 10, search: 'bia', platform: 'eduzz', status: 'processed' },
    });
    expect(listPurchaseEventsInput(DEFAULT_SALES_QUERY, 25)).toEqual({
      query: { page: 1, per_page: 25 },
    });
  });
});
