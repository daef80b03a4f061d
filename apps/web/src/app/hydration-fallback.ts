import { useEffect, useState } from 'react';
import type { Cache } from 'swr';

/**
 * SWR's `fallback` for the render that takes a guest's page over (main.tsx), and only for it:
 * once that render is committed, each answer the cache does not hold yet is written into the
 * cache, and the fallback is dropped. A fallback kept for the app's life answers every key it
 * names whenever the cache forgets that key: a sign-in forgets the guest's reads
 * (`forgetUserScopedData`), and the student saw the guest's catalogue, without their progress,
 * until their own arrived.
 *
 * Written with `cache.set`, not `mutate`: a mutation would mark the key changed and make SWR drop
 * the answer of a read already under way.
 */
export function useHydrationFallback(
  fallback: Record<string, unknown> | undefined,
  cache: Cache,
): Record<string, unknown> | undefined {
  const [current, setCurrent] = useState(fallback);
  useEffect(() => {
    if (!current) return;
    for (const [key, data] of Object.entries(current)) {
      if (cache.get(key)?.data === undefined) cache.set(key, { ...cache.get(key), data });
    }
    setCurrent(undefined);
  }, [current, cache]);
  return current;
}
