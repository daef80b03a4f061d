import { useEffect, useRef } from 'react';

/** How long typing pauses before an admin list's search is sent (and written to the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Calls `onSettled(value)` once `value` has stopped changing for `delay` ms (not on mount). */
export function useDebounced(value: string, delay: number, onSettled: (value: string) => void) {
  const latest = useRef(onSettled);
  latest.current = onSettled;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
}
