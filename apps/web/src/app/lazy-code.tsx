import { type ComponentType, useEffect, useReducer, useState } from 'react';
import { browserReloadDeps, withChunkReload } from './chunk-reload';

/** A module fetched on demand whose default export is a component (a page, a frame, a menu). */
// biome-ignore lint/suspicious/noExplicitAny: any props; each caller names its own.
export type LoadComponent<P = any> = () => Promise<{ default: ComponentType<P> }>;

const loaded = new Map<LoadComponent, ComponentType>();
const loaders = new Map<LoadComponent, LoadComponent>();
const prefetchers = new Map<LoadComponent, LoadComponent>();

/** `fetch`, remembering what it brings under `load` (the module's own loader). */
const remembered = <P,>(load: LoadComponent<P>, fetch: LoadComponent<P>): LoadComponent<P> => {
  return () =>
    fetch().then((module) => {
      loaded.set(load, module.default as ComponentType);
      return module;
    });
};

/** The code's loader, with the guarded reload on a failed chunk (one per module). */
export function codeLoader<P>(load: LoadComponent<P>): LoadComponent<P> {
  let loader = loaders.get(load);
  if (!loader) {
    loader = remembered(load, withChunkReload(load, browserReloadDeps));
    loaders.set(load, loader);
  }
  return loader as LoadComponent<P>;
}

/**
 * The code's bare loader, for prefetching (one per module, so the prefetcher can tell them
 * apart): a failure must not reload the page (a real visit handles it), and the code it brings is
 * remembered, so that the visit renders at once.
 */
export function codePrefetcher<P>(load: LoadComponent<P>): LoadComponent<P> {
  let prefetcher = prefetchers.get(load);
  if (!prefetcher) {
    prefetcher = remembered(load, load);
    prefetchers.set(load, prefetcher);
  }
  return prefetcher as LoadComponent<P>;
}

/** The component, if its code is here already (loaded, prefetched, or the first page). */
export function loadedComponent<P>(load: LoadComponent<P>): ComponentType<P> | undefined {
  return loaded.get(load) as ComponentType<P> | undefined;
}

/**
 * The component once its code is here; `undefined` while it loads (the caller shows its loading
 * state). The code is fetched when `load` is given (for a page: once its guard lets the visitor
 * in), through the chunk-reload guard; a failure the guard does not turn into a reload is thrown
 * to the error boundary.
 *
 * Not `lazy` + `Suspense`: React holds a Suspense boundary's content back until 300 ms after its
 * fallback was shown, so code that arrives in a few milliseconds (prefetched, or announced in the
 * HTML) would still show the loading state for 300 ms (ADR 007).
 */
export function useLoadedComponent<P>(load: LoadComponent<P> | null): ComponentType<P> | undefined {
  const known = load ? loadedComponent(load) : undefined;
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    if (!load || known) return;
    let live = true;
    codeLoader(load)().then(
      () => live && arrived(),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [load, known]);
  return known;
}
