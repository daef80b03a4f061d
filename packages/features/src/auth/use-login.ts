import type { LoginBody } from '@aula/contract';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../api/api-provider';
import { sessionKeys } from './session-keys';

/** Signs in and reloads the session; rejects with the ApiError of a failed attempt. */
export function useLogin() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const login = useCallback(
    async (body: LoginBody) => {
      setPending(true);
      try {
        await api.login({ body });
        // Write the user into the cache before resolving, so a guard reading the session right
        // after sign-in never sees the stale guest (mounted or not, every reader agrees).
        const { data: user } = await api.me();
        await mutate(sessionKeys.me(), user, { revalidate: false });
      } finally {
        setPending(false);
      }
    },
    [api, mutate],
  );
  return { login, pending };
}

/** Signs out and clears the stored user, whatever the server answers. */
export function useLogout() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await api.logout();
    } finally {
      await mutate(sessionKeys.me(), null, { revalidate: false });
    }
  }, [api, mutate]);
}
