import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageModule, RouteDef } from '../routes/route-table';
import { browserReloadDeps, withChunkReload } from './chunk-reload';

const loaders = new Map<RouteDef['load'], () => Promise<PageModule>>();
const components = new Map<RouteDef['load'], LazyExoticComponent<ComponentType>>();

/** The route's code loader, with the guarded reload on a failed chunk (one per page module). */
export function pageLoader(route: Pick<RouteDef, 'load'>): () => Promise<PageModule> {
  let loader = loaders.get(route.load);
  if (!loader) {
    loader = withChunkReload(route.load, browserReloadDeps);
    loaders.set(route.load, loader);
  }
  return loader;
}

/** The page as a lazy component: its code is fetched the first time it renders (after its guard). */
export function lazyPage(route: Pick<RouteDef, 'load'>): LazyExoticComponent<ComponentType> {
  let component = components.get(route.load);
  if (!component) {
    component = lazy(pageLoader(route));
    components.set(route.load, component);
  }
  return component;
}
