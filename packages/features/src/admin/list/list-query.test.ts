import { act, renderHook } from '@testing-library/react';
import { listParam, listQueryCodec, serverSort } from './list-query';
import { listControls, useListQuery } from './use-list-query';

interface Query {
  search: string;
  productId: number | null;
  status: 'active' | 'trial' | null;
  isStudent: boolean | null;
  from: string | null;
  sort: 'name' | '-name' | 'created_at';
  page: number;
}

const codec = listQueryCodec<Query>({
  search: listParam.search(),
  productId: listParam.id('produto'),
  status: listParam.oneOf('situacao', { active: 'ativa', trial: 'em-teste' }),
  isStudent: listParam.flag('estudante'),
  from: listParam.day('desde'),
  sort: listParam.choice(
    'ordem',
    { name: 'nome', '-name': '-nome', created_at: 'cadastro' },
    'name',
  ),
  page: listParam.page(),
});
const parse = (text: string) => codec.parse(new URLSearchParams(text));
const written = (query: Query) => codec.toParams(query).toString();

describe('the admin list codec', () => {
  describe('given the plain address', () => {
    it('reads every fallback, and writes nothing for them', () => {
      expect(codec.defaults).toEqual({
        search: '',
        productId: null,
        status: null,
        isStudent: null,
        from: null,
        sort: 'name',
        page: 1,
      });
      expect(parse('')).toEqual(codec.defaults);
      expect(written(codec.defaults)).toBe('');
    });
  });

  describe('from the URL', () => {
    it('decodes each pt-BR name and word to its value', () => {
      expect(
        parse(
          'busca=ana+maria&produto=12&situacao=em-teste&estudante=nao&desde=2026-02-28&ordem=-nome&pagina=4',
        ),
      ).toEqual({
        search: 'ana maria',
        productId: 12,
        status: 'trial',
        isStudent: false,
        from: '2026-02-28',
        sort: '-name',
        page: 4,
      });
      expect(parse('estudante=sim').isStudent).toBe(true);
    });

    it('reads anything malformed as its fallback, one parameter at a time', () => {
      expect(
        parse('produto=0&situacao=active&estudante=talvez&desde=2026-02-30&ordem=name&pagina=1.5'),
      ).toEqual(codec.defaults);
      expect(parse('produto=-1&pagina=abc&busca=ok')).toEqual({ ...codec.defaults, search: 'ok' });
      expect(parse('produto=1234567890').productId).toBeNull();
      expect(parse(`busca=${'x'.repeat(150)}`).search).toHaveLength(100);
    });
  });

  describe('to the URL', () => {
    it('encodes each value to its pt-BR name and word, trimming the search', () => {
      const query: Query = {
        search: '  100% & dados ',
        productId: 3,
        status: 'active',
        isStudent: true,
        from: '2026-01-05',
        sort: 'created_at',
        page: 2,
      };
      expect(written(query)).toBe(
        'busca=100%25+%26+dados&produto=3&situacao=ativa&estudante=sim&desde=2026-01-05&ordem=cadastro&pagina=2',
      );
      expect(parse(written(query))).toEqual({ ...query, search: '100% & dados' });
    });

    it('round-trips states that differ from the fallbacks in one place each', () => {
      const states: Query[] = [
        { ...codec.defaults, search: 'ana' },
        { ...codec.defaults, productId: 9 },
        { ...codec.defaults, status: 'trial' },
        { ...codec.defaults, isStudent: false },
        { ...codec.defaults, from: '2024-02-29' },
        { ...codec.defaults, sort: '-name' },
        { ...codec.defaults, page: 99 },
      ];
      for (const state of states) {
        expect(codec.toParams(state).size).toBe(1);
        expect(parse(written(state))).toEqual(state);
      }
    });
  });

  it('tells filters from the view, and clears the filters only', () => {
    expect(codec.isFiltered({ ...codec.defaults, sort: '-name', page: 3 })).toBe(false);
    expect(codec.isFiltered({ ...codec.defaults, search: '   ' })).toBe(false);
    expect(codec.isFiltered({ ...codec.defaults, isStudent: false })).toBe(true);
    const narrowed: Query = {
      search: 'ana',
      productId: 1,
      status: 'active',
      isStudent: true,
      from: '2026-01-01',
      sort: 'created_at',
      page: 5,
    };
    expect(codec.cleared(narrowed)).toEqual({ ...codec.defaults, sort: 'created_at' });
  });

  it('takes the days the API takes, and reads any other as no day', () => {
    const day = listParam.day('desde');
    expect(day.decode('2024-02-29')).toBe('2024-02-29');
    expect(day.decode('2026-02-29')).toBeNull();
    expect(day.decode('2026-1-01')).toBeNull();
    // A real day out of the contract's years would make the API answer 422 and the list fail.
    expect(day.decode('3000-01-01')).toBeNull();
    expect(day.decode('1899-12-31')).toBeNull();
  });
});

describe('a server-sorted list', () => {
  const sort = serverSort<'name' | '-name' | 'created_at' | '-created_at'>({
    student: 'name',
    created_at: 'created_at',
  });
  it("maps the API's sort to the table's header and back", () => {
    expect(sort.toTable('-name')).toEqual({ columnId: 'student', direction: 'desc' });
    expect(sort.toTable('created_at')).toEqual({ columnId: 'created_at', direction: 'asc' });
    expect(sort.fromTable({ columnId: 'student', direction: 'asc' })).toBe('name');
    expect(sort.fromTable({ columnId: 'created_at', direction: 'desc' })).toBe('-created_at');
    expect(sort.fromTable({ columnId: 'progress', direction: 'asc' })).toBeNull();
  });
});

describe('the URL-state hook, given the app’s search params and setter', () => {
  it('reads the query and writes a change through the setter', () => {
    const setSearchParams = vi.fn();
    const { result } = renderHook(() =>
      useListQuery(codec, [new URLSearchParams('busca=ana&pagina=2'), setSearchParams]),
    );
    expect(result.current.query).toEqual({ ...codec.defaults, search: 'ana', page: 2 });
    const controls = listControls(codec, result.current.query, result.current.onQueryChange);
    act(() => controls.change({ status: 'active' }));
    expect(String(setSearchParams.mock.lastCall?.[0])).toBe('busca=ana&situacao=ativa');
    expect(setSearchParams.mock.lastCall?.[1]).toEqual({ replace: false });
    act(() => controls.search('maria'));
    expect(String(setSearchParams.mock.lastCall?.[0])).toBe('busca=maria');
    expect(setSearchParams.mock.lastCall?.[1]).toEqual({ replace: true });
    act(() => controls.goToPage(3));
    expect(String(setSearchParams.mock.lastCall?.[0])).toBe('busca=ana&pagina=3');
    act(() => controls.clearFilters());
    expect(String(setSearchParams.mock.lastCall?.[0])).toBe('');
  });
});
