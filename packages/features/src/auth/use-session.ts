import type { User } from '@aula/contract';
import { isApiError, sessionUser } from '@aula/contract/site';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useApi } from '../api/api-provider';
import { sessionKeys } from './session-keys';

export type SessionStatus = 'unknown' | 'authenticated' | 'guest' | 'error';

export interface Session {
  status: SessionStatus;
  user: User | null;
  error: unknown;
  /** Asks the server again (after login, or the error page's retry). */
  refresh: () => Promise<unknown>;
}

/**
 * The session: unknown, then loaded (a user, or a guest), then cleared on logout or a 401.
 * At start-up a 401 or 419 from `api/me`, or an answer without a user, means "not signed in";
 * any other failure is an error.
 */
export function useSession(): Session {
  const api = useApi();
  const { data, error, mutate } = useSWR(
    sessionKeys.me(),
    async () => {
      try {
        // The spec reads the user from `data`, "and an empty object is used when it is absent":
        // an answer without a user (`{}`, `{"data": null}`, `{"data": {}}`) is a guest.
        return sessionUser(await api.me());
      } catch (err) {
        if (isApiError(err) && (err.status === 401 || err.status === 419)) return null;
        throw err;
      }
    },
    // Asked once per page load: a part mounted later (a lazy page under its layout) reads the
    // answer the first asked for, whenever it mounts. The session changes only through what
    // changes it (sign-in, sign-out, a 401, an account change), each of which sets it here.
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  const status: SessionStatus =
    data === undefined ? (error ? 'error' : 'unknown') : data ? 'authenticated' : 'guest';
  return { status, user: data ?? null, error, refresh: () => mutate() };
}

/**
 * Replaces the signed-in user everywhere it is shown (header menu, profile) with the one an
 * account change answered, without asking the server again.
 */
export function useReplaceSessionUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (user: User) => mutate(sessionKeys.me(), user, { revalidate: false }),
    [mutate],
  );
}
