/** `navigator.connection` where the browser has it (Network Information API). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** How long the browser must have been idle before a visible link's code is fetched (spec, §9). */
export const PREFETCH_IDLE_MS = 1000;

/** Prefetching is skipped on slow connections (2g, slow-2g) and when the person asked to save data. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

export interface PrefetchScheduler {
  /** Calls `run` once the browser has been idle for `PREFETCH_IDLE_MS`; returns a cancel. */
  afterIdle: (run: () => void) => () => void;
}

/**
 * Fetches each page's code at most once: `prefetch(load)` after the idle delay, unless the
 * connection is slow. Failures are ignored here: a real navigation retries and handles them.
 */
export function createPrefetcher(
  scheduler: PrefetchScheduler,
  connection: () => ConnectionInfo | undefined,
) {
  const done = new Set<() => Promise<unknown>>();
  return function prefetch(load: () => Promise<unknown>): () => void {
    if (done.has(load) || !shouldPrefetch(connection())) return () => {};
    return scheduler.afterIdle(() => {
      if (done.has(load)) return;
      done.add(load);
      load().catch(() => done.delete(load));
    });
  };
}

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Idle for 1 s: wait for an idle period, then 1 s more, then another idle period. */
export const browserScheduler: PrefetchScheduler = {
  afterIdle(run) {
    const w = window as IdleWindow;
    let cancelled = false;
    const idle = (next: () => void) =>
      w.requestIdleCallback ? w.requestIdleCallback(next) : window.setTimeout(next, 1);
    idle(() => {
      const timer = window.setTimeout(() => idle(() => !cancelled && run()), PREFETCH_IDLE_MS);
      if (cancelled) window.clearTimeout(timer);
    });
    return () => {
      cancelled = true;
    };
  },
};

export const browserConnection = (): ConnectionInfo | undefined =>
  (navigator as Navigator & { connection?: ConnectionInfo }).connection;
