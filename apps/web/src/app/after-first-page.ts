type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The longest background work waits for the first page before it goes on anyway. */
export const FIRST_PAGE_LIMIT_MS = 5000;
/** How long the first page is on screen before background work may start (when idle). */
export const SETTLE_MS = 1000;

let shown = false;
let settled = false;
const waiting = new Set<() => void>();

/**
 * Says that a page (not a loading state) has been rendered: background work may start once it
 * has been on screen for `SETTLE_MS` (its paint, and what it asks for at once, come first).
 */
export function firstPageShown(): void {
  if (shown) return;
  shown = true;
  window.setTimeout(() => {
    settled = true;
    for (const start of [...waiting]) start();
  }, SETTLE_MS);
}

/**
 * Runs `run` once the browser is idle after the first page has settled on screen (or `limitMs`
 * after the call, whichever comes first). Background work (the toaster, the build check) must
 * not compete with the first page's own code and reads, which may still be on their way when the
 * browser is first idle (a page that waits for the session, then for its code). Returns a cancel.
 */
export function whenIdleAfterFirstPage(run: () => void, limitMs = FIRST_PAGE_LIMIT_MS): () => void {
  const w = window as IdleWindow;
  let cancelled = false;
  let idle: number | undefined;
  const start = () => {
    window.clearTimeout(timer);
    if (!waiting.delete(start)) return; // started already
    const go = () => !cancelled && run();
    idle = w.requestIdleCallback
      ? w.requestIdleCallback(go, { timeout: 3000 })
      : window.setTimeout(go, 1);
  };
  const timer = window.setTimeout(start, limitMs);
  waiting.add(start);
  if (settled) start();
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    waiting.delete(start);
    if (idle !== undefined) {
      if (w.cancelIdleCallback) w.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
  };
}
