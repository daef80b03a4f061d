/** How long after one reload another chunk failure shows the error page instead (spec, section 9). */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'aula:chunk-reload-at';

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/**
 * Decides what a failed page-chunk load does: the first failure reloads the page (a deploy
 * replaced the chunks); another failure within 10 seconds does not, so the caller shows the error
 * page instead of looping. The guard lives in sessionStorage, so it survives the reload.
 * Returns whether a reload was started.
 */
export function reloadForChunkError({ storage, now, reload }: ChunkReloadDeps): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(RELOAD_GUARD_KEY));
  } catch {
    // Storage disabled: reloading without a guard could loop, so do not reload at all.
    return false;
  }
  const at = now();
  if (Number.isFinite(last) && last > 0 && at - last < RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(at));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Whether an error is a failed dynamic import (a chunk that could not be fetched). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i.test(
    error.message,
  );
}

/**
 * A page loader that turns a chunk failure into one guarded reload. While the page reloads the
 * promise never settles (nothing flashes); when the guard refuses, the error reaches the boundary.
 */
export function withChunkReload<T>(
  load: () => Promise<T>,
  deps: () => ChunkReloadDeps,
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadForChunkError(deps())) return new Promise<T>(() => {});
      throw error;
    });
}

export const browserReloadDeps = (): ChunkReloadDeps => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});
