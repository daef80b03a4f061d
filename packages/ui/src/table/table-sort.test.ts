import { compareValues, nextSort, sortRows } from './table-sort';

describe('table sorting', () => {
  it('compares text the pt-BR way: accents, case and numbers inside', () => {
    const titles = ['Aula 10', 'aula 2', 'Álgebra', 'Zebra', 'Ética'];
    expect(sortRows(titles, (t) => t, 'asc')).toEqual([
      'Álgebra',
      'aula 2',
      'Aula 10',
      'Ética',
      'Zebra',
    ]);
  });

  it('sorts numbers and dates, descending too, keeping empty values last', () => {
    const rows = [{ n: 3 }, { n: null }, { n: 10 }, { n: 1 }];
    expect(sortRows(rows, (r) => r.n, 'asc').map((r) => r.n)).toEqual([1, 3, 10, null]);
    expect(sortRows(rows, (r) => r.n, 'desc').map((r) => r.n)).toEqual([10, 3, 1, null]);
    const dates = [new Date(2026, 5, 1), new Date(2025, 0, 1)];
    expect(sortRows(dates, (d) => d, 'asc')[0]).toBe(dates[1]);
    expect(compareValues('', 'a')).toBeGreaterThan(0);
  });

  it('is stable for equal values', () => {
    const rows = [
      { k: 1, id: 'a' },
      { k: 1, id: 'b' },
      { k: 0, id: 'c' },
    ];
    expect(sortRows(rows, (r) => r.k, 'asc').map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('starts a new column ascending and flips the same one', () => {
    expect(nextSort(null, 'title')).toEqual({ columnId: 'title', direction: 'asc' });
    expect(nextSort({ columnId: 'title', direction: 'asc' }, 'title').direction).toBe('desc');
    expect(nextSort({ columnId: 'title', direction: 'desc' }, 'title').direction).toBe('asc');
    expect(nextSort({ columnId: 'title', direction: 'desc' }, 'date')).toEqual({
      columnId: 'date',
      direction: 'asc',
    });
  });
});
