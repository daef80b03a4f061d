import { getPageItems } from './pagination-range';

describe('getPageItems', () => {
  it('given few pages, lists them all', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getPageItems(1, 0)).toEqual([]);
  });

  it('given many pages, keeps first, last and the neighbours of the current one', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(getPageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(getPageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(getPageItems(5, 20, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 20]);
    expect(getPageItems(10, 20, 2)).toEqual([
      1,
      'ellipsis-start',
      8,
      9,
      10,
      11,
      12,
      'ellipsis-end',
      20,
    ]);
  });

  it('never hides a single page behind an ellipsis and keeps a constant length', () => {
    for (let page = 1; page <= 12; page++) {
      const items = getPageItems(page, 12);
      expect(items, `page ${page}`).toHaveLength(7);
      expect(items).toContain(page);
    }
    expect(getPageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 12]);
  });

  it('clamps a page out of range', () => {
    expect(getPageItems(99, 3)).toEqual([1, 2, 3]);
    expect(getPageItems(-4, 20)[0]).toBe(1);
  });
});
