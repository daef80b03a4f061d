import type { EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@aula/contract';
import useSWR, { mutate, preload, type SWRConfiguration } from 'swr';
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
  const response = useSWR<Output<K>>(
    input === null ? null : apiKey(name, input),
    () => (api[name] as unknown as (input: Input<K>) => Promise<Output<K>>)(input as Input<K>),
    config,
  );
  // SWR reports `isLoading` during the first revalidation even when the cache already has the
  // data (a page visited before, or primed before the first render). Features show a loading
  // state only when there is nothing to show. Getters keep SWR's tracking of what is read.
  return {
    get data() {
      return response.data;
    },
    get error() {
      return response.error;
    },
    get isValidating() {
      return response.isValidating;
    },
    get isLoading() {
      return response.isLoading && response.data === undefined;
    },
    mutate: response.mutate,
  };
}

/** A read as data: the endpoint and its input (a route's first reads). */
export type ApiRead = { [K in QueryName]: readonly [K, Input<K>] }[QueryName];

function fetcherOf(api: ApiAdapter, [name, input]: ApiRead) {
  return () => (api[name] as (input: unknown) => Promise<unknown>)(input);
}

/**
 * Starts a read before the component that shows it has loaded (a route's data, fetched in parallel
 * with the route's code). The component's `useApiQuery` with the same name and input takes the
 * request over instead of sending another.
 */
export function preloadApiQuery(api: ApiAdapter, read: ApiRead): Promise<unknown> {
  return preload(apiKey(read[0], read[1] as never), fetcherOf(api, read));
}

/**
 * Starts a read and, once it answers, puts the answer in SWR's default cache: the first render of
 * the component that shows it has the data at once (the app's first page, before it renders).
 * The component's own read then takes the preloaded answer over, without another request.
 */
export async function primeApiQuery(api: ApiAdapter, read: ApiRead): Promise<void> {
  const data = await preloadApiQuery(api, read);
  await mutate(apiKey(read[0], read[1] as never), data, { revalidate: false });
}
