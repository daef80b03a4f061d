import type { Preferences } from '@aula/contract';
import { useSWRConfig } from 'swr';
import { useApi } from '../../api/api-provider';
import { apiKey, useApiQuery } from '../../api/hooks';

/**
 * The signed-in person's stored auto-play and auto-jump (`api/me/preferences`), shared by the
 * player and the preferences page through one SWR key. `save` shows the change at once and puts
 * the previous values back when the server refuses it (then rethrows, for the caller to say so).
 */
export function useStoredPreferences(enabled: boolean) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const query = useApiQuery('getPreferences', enabled ? {} : null, { revalidateOnFocus: false });
  const preferences = query.data?.data ?? null;
  const save = async (change: Partial<Preferences>) => {
    if (!preferences) return;
    const next = { ...preferences, ...change };
    await mutate(apiKey('getPreferences', {}), api.updatePreferences({ body: next }), {
      optimisticData: { data: next },
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    });
  };
  return {
    preferences,
    isLoading: query.isLoading,
    error: query.error as unknown,
    retry: () => void query.mutate(),
    save,
  };
}
