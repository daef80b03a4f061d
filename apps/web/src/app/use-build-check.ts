import { useApi } from '@aula/features';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { config } from '../config';
import { reportError } from '../observability/report';
import { createBuildCheck, startBuildPolling } from './build-check';
import { notify } from './notify';

type IdleWindow = Window & { requestIdleCallback?: (run: () => void) => number };

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
      whenIdle: (run) => {
        const w = window as IdleWindow;
        if (w.requestIdleCallback) w.requestIdleCallback(run);
        else window.setTimeout(run, 1);
      },
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
