import type { BuildInfo } from '@aula/contract';
import { config } from '../config';
import { reportError } from '../observability/report';
import { createBuildCheck, startBuildPolling } from './build-check';
import { notify } from './notify';

/**
 * The deploy check, loaded once the first page has settled (not part of the first download,
 * issue 21): checks the latest-build file now and every `buildCheckIntervalMs`, and offers the
 * "Nova versão disponível" toast when a new deploy is live. Returns a stop.
 */
export function startBuildPoller(fetchBuild: () => Promise<BuildInfo>, onStale: () => void) {
  const checker = createBuildCheck({
    currentBuildId: config.buildId,
    fetchBuild,
    onNewVersion: () => {
      onStale();
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
    // The caller already waited for an idle moment after the first page.
    whenIdle: (run) => run(),
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  });
}
