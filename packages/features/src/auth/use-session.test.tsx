import { ApiError } from '@aula/contract';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiAdapter } from '../api/api-adapter';
import { ApiProvider } from '../api/api-provider';
import { makeUser } from '../testing';
import { useSession } from './use-session';

function wrapper(me: ApiAdapter['me']) {
  const adapter = { me } as Partial<ApiAdapter> as ApiAdapter;
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider adapter={adapter}>{children}</ApiProvider>
    </SWRConfig>
  );
}

describe('useSession', () => {
  it('given a user in data, is authenticated with that user', async () => {
    const user = makeUser({ name: 'Joana Prado' });
    const { result } = renderHook(useSession, { wrapper: wrapper(async () => ({ data: user })) });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user).toEqual(user);
  });

  // Product spec, section 3: the user is read from `data`, "and an empty object is used when it
  // is absent". An answer without a user means nobody is signed in: never an error page.
  it.each([
    ['an empty object', {}],
    ['a null data', { data: null }],
    ['an empty data object', { data: {} }],
  ])('given %s from api/me, is a guest with no user', async (_name, body) => {
    const { result } = renderHook(useSession, {
      wrapper: wrapper(async () => body as Awaited<ReturnType<ApiAdapter['me']>>),
    });
    await waitFor(() => expect(result.current.status).toBe('guest'));
    expect(result.current.user).toBeNull();
    expect(result.current.error).toBeUndefined();
  });

  it.each([401, 419])('given a %i from api/me, is a guest', async (status) => {
    const error = new ApiError({ code: 'ServerErrorException', status, message: 'x' });
    const { result } = renderHook(useSession, {
      wrapper: wrapper(() => Promise.reject(error)),
    });
    await waitFor(() => expect(result.current.status).toBe('guest'));
  });

  it('given a 500 from api/me, is an error (the page offers a retry)', async () => {
    const error = new ApiError({ code: 'ServerErrorException', status: 500, message: 'x' });
    const { result } = renderHook(useSession, {
      wrapper: wrapper(() => Promise.reject(error)),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
