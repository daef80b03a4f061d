/**
 * Totals a process keeps for a while (ADR 021): an exact `count(*)` of a broad filter reads
 * thousands of rows, while paging through one filter, or opening one page again, asks the same
 * total again and again. A cache of what the database can always recount, never state another
 * process would miss: at worst an admin sees a total `ttlMs` old. Concurrent misses of one key
 * share one count; the oldest key goes first past `size`.
 */
export function createCountCache<T = number>({ ttlMs = 30_000, size = 500 } = {}) {
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  const cache = {
    async get(key: string, count: () => Promise<T>, now: number): Promise<T> {
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = count();
      cache.set(key, value, now);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** What a read proved (a short last page gives the exact total). */
    set(key: string, value: T | Promise<T>, now: number) {
      entries.delete(key);
      entries.set(key, { value: Promise.resolve(value), at: now });
      // A Map keeps insertion order: the first key is the oldest.
      if (entries.size > size) entries.delete(entries.keys().next().value ?? '');
    },
    /**
     * The total to show with a page of `rows` rows read under a `cached` total, remembered when
     * the page proves better: a short page is the last one (exact), a full one proves at least
     * that many, an empty page past the end at most the rows before it.
     */
    settle(
      key: string,
      cached: number,
      { page, perPage, rows }: { page: number; perPage: number; rows: number },
      now: number,
    ): number {
      const before = (page - 1) * perPage;
      let total = cached;
      if (rows > 0 && rows < perPage) total = before + rows;
      else if (rows === perPage) total = Math.max(cached, before + rows);
      else if (rows === 0) total = page === 1 ? 0 : Math.min(cached, before);
      if (total !== cached) cache.set(key, total as T, now);
      return total;
    },
    /** After a write this process made, its next reads recount. */
    clear() {
      entries.clear();
    },
  };
  return cache;
}
