import type { EndpointDef, HttpMethod } from './define';

/**
 * Where an endpoint lives, without its schemas: what the web app's HTTP adapter needs to send a
 * request (issue 21, ADR 029). Its tables (first-routes.ts, routes.ts) are written from
 * `endpoints`, and `routes.test.ts` fails when they differ. `empty`: no body (204).
 */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  base?: 'app';
  empty?: true;
  /** Outlives the page (`fetch`'s `keepalive`): sent as the page closes. */
  keepalive?: true;
}

/** An endpoint's route read off its definition (what the schemas' chunk brings, ADR 029). */
export function routeOf(def: EndpointDef): EndpointRoute {
  return {
    method: def.method,
    path: def.path,
    ...(def.base === 'app' ? { base: 'app' as const } : {}),
    ...(def.response ? {} : { empty: true as const }),
    ...(def.keepalive ? { keepalive: true as const } : {}),
  };
}
