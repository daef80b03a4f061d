import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageModule, RouteDef } from '../routes/route-table';
import { browserReloadDeps, withChunkReload } from './chunk-reload';

const loaders = new Map<RouteDef['load'], () => Promise<PageModule>>();
const loaded = new Map<RouteDef['load'], ComponentType>();
const components = new Map<RouteDef['load'], ComponentType | LazyExoticComponent<ComponentType>>();

/** The route's code loader, with the guarded reload on a failed chunk (one per page module). */
export function pageLoader(route: Pick<RouteDef, 'load'>): () => Promise<PageModule> {
  let loader = loaders.get(route.load);
  if (!loader) {
    const load = withChunkReload(route.load, browserReloadDeps);
    loader = () =>
      load().then((module) => {
        loaded.set(route.load, module.default);
        return module;
      });
    loaders.set(route.load, loader);
  }
  return loader;
}

/**
 * The page's component. Its code is fetched the first time it renders (after its guard), through
 * `lazy`; a page whose code is already here (the first page, loaded before the first render) is
 * the component itself, so it renders without a loading state. The choice is made once per page,
 * so the component's type never changes under React (which would remount it).
 */
export function lazyPage(route: Pick<RouteDef, 'load'>): ComponentType {
  let component = components.get(route.load);
  if (!component) {
    component = loaded.get(route.load) ?? lazy(pageLoader(route));
    components.set(route.load, component);
  }
  return component;
}
