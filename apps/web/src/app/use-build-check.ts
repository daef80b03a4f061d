import { useApi } from '@aula/features';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { config } from '../config';
import { reportError } from '../observability/report';
import { whenIdleAfterFirstPage } from './after-first-page';
import { createBuildCheck, startBuildPolling } from './build-check';
import { notify } from './notify';

/**
 * Polls the latest-build file; when a new deploy is live it offers a "Nova versão disponível"
 * toast, and the next navigation loads the new build (a full page load instead of a client-side
 * one).
 */
export function useBuildCheck() {
  const api = useApi();
  const stale = useRef(false);
  const location = useLocation();
  const shownAt = useRef(location.key);

  useEffect(() => {
    if (!config.buildId || config.buildCheckIntervalMs <= 0) return;
    const checker = createBuildCheck({
      currentBuildId: config.buildId,
      fetchBuild: () => api.latestBuild(),
      onNewVersion: () => {
        stale.current = true;
        notify('info', 'Nova versão disponível', {
          id: 'nova-versao',
          duration: Number.POSITIVE_INFINITY,
          action: { label: 'Atualizar', onClick: () => window.location.reload() },
        });
      },
      onError: (error) => reportError(error, { during: 'build check' }),
    });
    return startBuildPolling({
      check: () => checker.check(),
      intervalMs: config.buildCheckIntervalMs,
      // Idle after the first page is shown, so the check never competes with its code and reads.
      whenIdle: (run) => void whenIdleAfterFirstPage(run),
      setInterval: (run, ms) => window.setInterval(run, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    });
  }, [api]);

  useEffect(() => {
    if (location.key === shownAt.current) return;
    shownAt.current = location.key;
    // A navigation after a deploy: load the page fresh from the new build.
    if (stale.current) window.location.reload();
  }, [location.key]);
}
