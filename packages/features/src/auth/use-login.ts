import { type LoginBody, sessionUser } from '@aula/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../api/api-provider';
import { useMutationCall } from '../api/mutations';
import { replaceSessionUser } from './session-cache';

/**
 * Signs in and reloads the session; resolves with the signed-in user (where they land depends on
 * who they are), rejects with the ApiError of a failed attempt.
 */
export function useLogin() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { trigger: login, pending } = useMutationCall('login', async (body: LoginBody) => {
    await api.login({ body });
    // Write the user into the cache before resolving, so a guard reading the session right
    // after sign-in never sees the stale guest (mounted or not, every reader agrees); the
    // reads cached for whoever was here before are forgotten in the same tick.
    const user = sessionUser(await api.me());
    await replaceSessionUser(mutate, user);
    return user;
  });
  return { login, pending };
}

/** Signs out and clears the stored user and every read cached for them, whatever the server answers. */
export function useLogout() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await api.logout();
    } finally {
      await replaceSessionUser(mutate, null);
    }
  }, [api, mutate]);
}
