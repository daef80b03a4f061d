import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (a dialog whose code is `lazy`) from the first time `open` is true, and keeps
 * it from then on, so that it closes with its animation and opens again at once. Before, nothing:
 * its code is not fetched until the person opens it (ADR 029).
 */
export function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Starts fetching a chunk the person is about to need (on pointer or focus). A failure is left
 * for the click that needs the chunk, which asks again (and the app's chunk-reload path sees it).
 */
export function prefetch(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
