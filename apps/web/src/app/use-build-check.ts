import { useApi } from '@aula/features';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { config } from '../config';
import { reportError } from '../observability/report';
import { whenIdleAfterFirstPage } from './after-first-page';

/**
 * Polls the latest-build file; when a new deploy is live it offers a "Nova versão disponível"
 * toast, and the next navigation loads the new build (a full page load instead of a client-side
 * one). The polling's code comes once the first page has settled, when the browser is idle, so
 * it never competes with the page's own code and reads.
 */
export function useBuildCheck() {
  const api = useApi();
  const stale = useRef(false);
  const location = useLocation();
  const shownAt = useRef(location.key);

  useEffect(() => {
    if (!config.buildId || config.buildCheckIntervalMs <= 0) return;
    let stop: (() => void) | null = null;
    let ended = false;
    const cancel = whenIdleAfterFirstPage(() => {
      import('./build-poller')
        .then(({ startBuildPoller }) => {
          if (ended) return;
          stop = startBuildPoller(
            () => api.latestBuild(),
            () => {
              stale.current = true;
            },
          );
        })
        // Its chunk failed to load (offline, a deploy removed it): no check on this page.
        .catch((error: unknown) => reportError(error, { during: 'build check' }));
    });
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, [api]);

  useEffect(() => {
    if (location.key === shownAt.current) return;
    shownAt.current = location.key;
    // A navigation after a deploy: load the page fresh from the new build.
    if (stale.current) window.location.reload();
  }, [location.key]);
}
