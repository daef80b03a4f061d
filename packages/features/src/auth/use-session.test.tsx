import { ApiError } from '@aula/contract';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { SWRConfig } from 'swr';
import type { ApiAdapter } from '../api/api-adapter';
import { ApiProvider } from '../api/api-provider';
import { makeUser } from '../testing';
import { useSession } from './use-session';

function wrapper(me: ApiAdapter['me'], dedupingInterval?: number) {
  const adapter = { me } as Partial<ApiAdapter> as ApiAdapter;
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig
      value={{
        provider: () => new Map(),
        ...(dedupingInterval === undefined ? {} : { dedupingInterval }),
      }}
    >
      <ApiProvider adapter={adapter}>{children}</ApiProvider>
    </SWRConfig>
  );
}

function Reader() {
  return <p>{useSession().user?.name ?? 'ninguém'}</p>;
}
function Page() {
  const [later, setLater] = useState(false);
  return (
    <>
      <Reader />
      <button type="button" onClick={() => setLater(true)}>
        depois
      </button>
      {later && <Reader />}
    </>
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

  // A page's later parts (a lazy page under the account layout) mount after the layout has the
  // session: they read it, they do not ask api/me again, however long the part took to load
  // (SWR's 2 s de-duplication is not the guard: on a slow machine a lazy chunk takes longer).
  it('a reader mounted after the session loaded does not ask api/me again', async () => {
    const me = vi.fn(async () => ({ data: makeUser({ name: 'Joana Prado' }) }));
    // No de-duplication window: as if the second reader came well after the first.
    const Wrapper = wrapper(me, 0);
    render(<Page />, { wrapper: Wrapper });
    await screen.findByText('Joana Prado');
    screen.getByRole('button', { name: 'depois' }).click();
    await waitFor(() => expect(screen.getAllByText('Joana Prado')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(me).toHaveBeenCalledTimes(1);
  });
});
