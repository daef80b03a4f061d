import type { EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@aula/contract';
import { useCallback, useId } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApi } from './api-provider';
import type { MutationName, QueryName } from './hooks';

// Apart from the reads (`hooks.ts`): SWR's mutation hook and these stay out of the first download
// (`vite.config.ts`); only pages that change something load them.

type Input<K extends EndpointName> = EndpointInput<Endpoints[K]>;
type Output<K extends EndpointName> = EndpointOutput<Endpoints[K]>;

/** A call's outcome, so every trigger settles as itself (see `useMutationCall`). */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * A mutating call with SWR's `useSWRMutation` state: `pending` (its `isMutating`) while a call is
 * out, the guard against double submits, and the last call's `error`. `trigger` resolves or
 * rejects as the call did. The fetcher
 * hands SWR an outcome instead of throwing: `useSWRMutation` drops the error of a call overtaken
 * by a later one from the same hook, and each caller must hear its own failure (to roll back).
 */
export function useMutationCall<A, R>(name: string, call: (arg: A) => Promise<R>) {
  // Its own key per hook: two forms calling the same endpoint never share SWR's mutation clock.
  const mutation = useSWRMutation(
    ['mutation', name, useId()] as const,
    async (_key, { arg }: { arg: A }): Promise<Outcome<R>> => {
      try {
        return { ok: true, value: await call(arg) };
      } catch (error) {
        return { ok: false, error };
      }
    },
  );
  // SWR types `trigger` by whether the argument may be left out; here it is always given.
  const run = mutation.trigger as (arg: A) => Promise<Outcome<R>>;
  const trigger = useCallback(
    async (arg: A): Promise<R> => {
      const outcome = await run(arg);
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
    [run],
  );
  const outcome = mutation.data;
  return {
    trigger,
    pending: mutation.isMutating,
    /** The last call's failure; undefined once a call succeeds, or after `reset`. */
    error: outcome && !outcome.ok ? outcome.error : undefined,
    reset: mutation.reset,
  };
}

/**
 * Calls a mutating endpoint (`useMutationCall`); on success revalidates every cached read whose
 * endpoint is in `revalidate`, before the call resolves. Never retries by itself.
 */
export function useApiMutation<K extends MutationName>(
  name: K,
  options: { revalidate?: QueryName[] } = {},
) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const targets = new Set(options.revalidate ?? []);
  return useMutationCall(name, async (input: Input<K>): Promise<Output<K>> => {
    const value = await (api[name] as unknown as (input: Input<K>) => Promise<Output<K>>)(input);
    if (targets.size) {
      await mutate((key) => Array.isArray(key) && targets.has(key[0] as QueryName));
    }
    return value;
  });
}
