import { whenIdleAfterFirstPage } from './after-first-page';
import type { ConnectionInfo } from './prefetch';

/**
 * The chunks the server announced for the viewer's intent (`prefetchAnnounced`: this page's own,
 * or with `route` those named for that page pattern), once the browser is idle after the first
 * page; their prefetching code is fetched then too, as the first page never needs it. Returns a
 * cancel.
 */
export function prefetchAnnouncedWhenIdle(route?: string): () => void {
  return whenIdleAfterFirstPage(() => {
    import('./prefetch-announced').then(
      ({ prefetchAnnounced }) =>
        prefetchAnnounced(
          document,
          (navigator as { connection?: ConnectionInfo }).connection,
          route,
        ),
      () => undefined, // a hint, not a need: nothing to retry
    );
  });
}
