import type { BuildInfo } from '@aula/contract';

export interface BuildCheckDeps {
  /** The build id this page was loaded with. */
  currentBuildId: string;
  fetchBuild: () => Promise<BuildInfo>;
  /** Called once, the first time a different build id is seen. */
  onNewVersion: (info: BuildInfo) => void;
  /** Reports a failed check (offline, a 5xx); checking goes on. */
  onError?: (error: unknown) => void;
}

/**
 * One check of the latest-build file: `true` when a new deploy is live. After the first positive
 * answer it stops asking (the page already offered the update).
 */
export function createBuildCheck({
  currentBuildId,
  fetchBuild,
  onNewVersion,
  onError,
}: BuildCheckDeps) {
  let stale = false;
  return {
    get stale() {
      return stale;
    },
    async check(): Promise<boolean> {
      if (stale) return true;
      try {
        const info = await fetchBuild();
        if (info.build_id !== currentBuildId) {
          stale = true;
          onNewVersion(info);
        }
      } catch (error) {
        onError?.(error);
      }
      return stale;
    },
  };
}

export interface PollDeps {
  check: () => Promise<boolean>;
  intervalMs: number;
  /** Runs `run` once the browser is idle (requestIdleCallback where there is one). */
  whenIdle: (run: () => void) => void;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** Polls: the first check once the browser is idle, then every `intervalMs`, until stale. */
export function startBuildPolling({
  check,
  intervalMs,
  whenIdle,
  setInterval,
  clearInterval,
}: PollDeps) {
  let handle: unknown;
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    if (await check()) stop();
  };
  const stop = () => {
    stopped = true;
    if (handle !== undefined) clearInterval(handle);
  };
  whenIdle(() => {
    if (stopped) return;
    void tick();
    if (!stopped) handle = setInterval(() => void tick(), intervalMs);
  });
  return stop;
}
