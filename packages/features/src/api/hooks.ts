import type { EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@aula/contract';
import { useCallback, useState } from 'react';
import useSWR, { preload, type SWRConfiguration, useSWRConfig } from 'swr';
import type { ApiAdapter } from './api-adapter';
import { useApi } from './api-provider';

type Input<K extends EndpointName> = EndpointInput<Endpoints[K]>;
type Output<K extends EndpointName> = EndpointOutput<Endpoints[K]>;

/** Endpoints that only read: the ones SWR may cache. */
export type QueryName = {
  [K in EndpointName]: Endpoints[K]['method'] extends 'GET' ? K : never;
}[EndpointName];
export type MutationName = Exclude<EndpointName, QueryName>;

/**
 * The one key factory every feature builds on: `[endpoint, input]`. Features wrap it in their own
 * named factories (`courseKeys.bySlug(slug)`), and mutations revalidate by the endpoint name.
 */
export function apiKey<K extends QueryName>(name: K, input?: Input<K>) {
  return [name, input ?? {}] as const;
}

/** Reads an endpoint through SWR; pass `null` as input to wait (a conditional fetch). */
export function useApiQuery<K extends QueryName>(
  name: K,
  input: Input<K> | null,
  config?: SWRConfiguration<Output<K>>,
) {
  const api = useApi();
  return useSWR<Output<K>>(
    input === null ? null : apiKey(name, input),
    () => (api[name] as (input: Input<K>) => Promise<Output<K>>)(input as Input<K>),
    config,
  );
}

/**
 * Starts a read before the component that shows it has loaded (a route's data, fetched in parallel
 * with the route's code). The component's `useApiQuery` with the same name and input takes the
 * request over instead of sending another.
 */
export function preloadApiQuery<K extends QueryName>(api: ApiAdapter, name: K, input: Input<K>) {
  return preload(apiKey(name, input), () =>
    (api[name] as (input: Input<K>) => Promise<Output<K>>)(input),
  );
}

/**
 * Calls a mutating endpoint; on success revalidates every cached read whose endpoint is in
 * `revalidate`. Never retries by itself; `pending` guards against double submits.
 */
export function useApiMutation<K extends MutationName>(
  name: K,
  options: { revalidate?: QueryName[] } = {},
) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const revalidate = options.revalidate ?? [];
  const names = revalidate.join('|');
  const trigger = useCallback(
    async (input: Input<K>): Promise<Output<K>> => {
      setPending(true);
      try {
        const result = await (api[name] as (input: Input<K>) => Promise<Output<K>>)(input);
        const targets = new Set(names ? names.split('|') : []);
        if (targets.size) {
          await mutate((key) => Array.isArray(key) && targets.has(String(key[0])));
        }
        return result;
      } finally {
        setPending(false);
      }
    },
    [api, name, mutate, names],
  );
  return { trigger, pending };
}
