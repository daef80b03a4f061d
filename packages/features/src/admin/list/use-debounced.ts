import { useEffect, useEffectEvent } from 'react';

/** How long typing pauses before an admin list's search is sent (and written to the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Calls `onSettled(value)` once `value` has stopped changing for `delay` ms. It also runs once
 * after mount, so `onSettled` must ignore a value it already has. Nothing is written during render.
 */
export function useDebounced(value: string, delay: number, onSettled: (value: string) => void) {
  const settle = useEffectEvent(onSettled);
  useEffect(() => {
    const timer = setTimeout(() => settle(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
}
