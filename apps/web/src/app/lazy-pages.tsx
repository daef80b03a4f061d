import { type ComponentType, useEffect, useReducer, useState } from 'react';
import type { PageModule, RouteDef } from '../routes/route-table';
import { browserReloadDeps, withChunkReload } from './chunk-reload';

type Load = RouteDef['load'];

const loaded = new Map<Load, ComponentType>();
const loaders = new Map<Load, () => Promise<PageModule>>();
const prefetchers = new Map<Load, () => Promise<PageModule>>();

const remember = (load: Load) => (module: PageModule) => {
  loaded.set(load, module.default);
  return module;
};

/** The route's code loader, with the guarded reload on a failed chunk (one per page module). */
export function pageLoader(route: Pick<RouteDef, 'load'>): () => Promise<PageModule> {
  let loader = loaders.get(route.load);
  if (!loader) {
    const load = withChunkReload(route.load, browserReloadDeps);
    loader = () => load().then(remember(route.load));
    loaders.set(route.load, loader);
  }
  return loader;
}

/**
 * The route's bare loader, for prefetching (one per page module, so the prefetcher can tell them
 * apart): a failure must not reload the page (a real visit handles it), and the code it brings
 * is remembered, so that the visit renders the page at once.
 */
export function pagePrefetcher(route: Pick<RouteDef, 'load'>): () => Promise<PageModule> {
  let prefetcher = prefetchers.get(route.load);
  if (!prefetcher) {
    prefetcher = () => route.load().then(remember(route.load));
    prefetchers.set(route.load, prefetcher);
  }
  return prefetcher;
}

/** The page's component, if its code is here already (loaded, prefetched or the first page). */
export function loadedPage(route: Pick<RouteDef, 'load'>): ComponentType | undefined {
  return loaded.get(route.load);
}

/**
 * The page's component once its code is here; `undefined` while it loads. The code is fetched
 * when a route is given (the guard has let the visitor in), through the chunk-reload guard; a
 * failure the guard does not turn into a reload is thrown to the error boundary.
 *
 * Not `lazy` + `Suspense`: React holds a Suspense boundary's content back until 300 ms after its
 * fallback was shown, so a page whose code arrives in a few milliseconds (prefetched, or
 * announced in the HTML) would still show the loading state for 300 ms (ADR 007).
 */
export function usePageComponent(route: Pick<RouteDef, 'load'> | null): ComponentType | undefined {
  const known = route ? loaded.get(route.load) : undefined;
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    if (!route || known) return;
    let live = true;
    pageLoader(route)().then(
      () => live && arrived(),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [route, known]);
  return known;
}
