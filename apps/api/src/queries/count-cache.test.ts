import { createCountCache } from './count-cache';

/** ADR 021: totals a process keeps for a while, corrected by what each page proves. */
describe('createCountCache', () => {
  it('counts once per key within the time to live, concurrent misses included', async () => {
    const cache = createCountCache({ ttlMs: 1000 });
    let counted = 0;
    const count = async () => {
      counted += 1;
      return 42;
    };
    const [a, b] = await Promise.all([cache.get('k', count, 0), cache.get('k', count, 10)]);
    expect([a, b, counted]).toEqual([42, 42, 1]);
    expect(await cache.get('k', count, 999)).toBe(42);
    expect(counted).toBe(1);
    await cache.get('k', count, 1000);
    expect(counted).toBe(2);
    await cache.get('other', count, 1000);
    expect(counted).toBe(3);
  });

  it('forgets a failed count, so the next read tries again', async () => {
    const cache = createCountCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow(
      'down',
    );
    expect(await cache.get('k', async () => 7, 1)).toBe(7);
  });

  it('settles the total a page proves and remembers it', async () => {
    const cache = createCountCache();
    const page = (page: number, rows: number) => ({ page, perPage: 10, rows });
    // A short page is the last one: exact.
    expect(cache.settle('k', 100, page(3, 4), 0)).toBe(24);
    expect(await cache.get('k', async () => -1, 1)).toBe(24);
    // A full page proves at least as many; a cached larger total stands.
    expect(cache.settle('k', 24, page(5, 10), 2)).toBe(50);
    expect(cache.settle('k', 80, page(5, 10), 2)).toBe(80);
    // Past the end: at most the rows before it; an empty first page is none.
    expect(cache.settle('k', 80, page(7, 0), 3)).toBe(60);
    expect(cache.settle('k', 80, page(1, 0), 3)).toBe(0);
    expect(cache.settle('k', 30, page(9, 0), 3)).toBe(30);
  });

  it('keeps at most `size` keys, the oldest out first', async () => {
    const cache = createCountCache({ size: 2 });
    let counted = 0;
    const count = async () => ++counted;
    await cache.get('a', count, 0);
    await cache.get('b', count, 0);
    await cache.get('c', count, 0);
    expect(await cache.get('b', count, 0)).toBe(2);
    expect(await cache.get('a', count, 0)).toBe(4);
  });
});
