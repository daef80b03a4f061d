import { ApiError, type User } from '@aula/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Cache, SWRConfig, useSWRConfig } from 'swr';
import type { ApiAdapter } from '../api/api-adapter';
import { ApiProvider } from '../api/api-provider';
import { useApiQuery } from '../api/hooks';
import { makeComment, makeUser } from '../testing';
import { forgetSessionAfterUnauthorized } from './session-cache';
import { useLogin, useLogout } from './use-login';
import { useSession } from './use-session';

const ana = makeUser({ id: 1, name: 'Ana', email: 'ana@aula.dev' });
const joao = makeUser({ id: 2, name: 'João', email: 'joao@aula.dev' });
const accounts: Record<string, User> = { [ana.email]: ana, [joao.email]: joao };

/**
 * A fake server with one session: `me` and a user-scoped read (the lecture's comments, with the
 * viewer's own edit rights) answer for whoever is signed in, a little later, as a network would.
 */
function fakeServer() {
  let current: User | null = null;
  const unauthorized = () =>
    new ApiError({ code: 'ServerErrorException', status: 401, message: 'Unauthenticated.' });
  const later = <T,>(value: () => T) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      }, 20),
    );
  const adapter: Partial<ApiAdapter> = {
    login: async ({ body }) => {
      current = body instanceof FormData ? null : (accounts[body.email] ?? null);
    },
    logout: async () => {
      current = null;
    },
    me: () =>
      later(() => {
        if (!current) throw unauthorized();
        return { data: current };
      }),
    lectureComments: () =>
      later(() => {
        if (!current) throw unauthorized();
        const body = `Comentário de ${current.name}`;
        return {
          data: [makeComment({ body, is_own: true, can_edit: true })],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        } as never;
      }),
  };
  return {
    adapter: adapter as ApiAdapter,
    signInAs: (user: User) => {
      current = user;
    },
    expire: () => {
      current = null;
    },
  };
}

/** Every comment rendered, as `viewer: text`, in order: what a person saw, even for one frame. */
let seen: string[] = [];

function Comments({ viewer }: { viewer: string }) {
  const { data, isLoading } = useApiQuery('lectureComments', { params: { id: 1 }, query: {} });
  const texts = (data?.data ?? []).map((comment) => comment.body);
  seen.push(...texts.map((text) => `${viewer}: ${text}`));
  if (isLoading) return <p>Carregando comentários</p>;
  return (
    <ul aria-label="Comentários">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** Signs in and out as the app's pages do; the comments show only to a signed-in person. */
function Harness({ onCache }: { onCache?: (cache: Cache, mutate: never) => void }) {
  const session = useSession();
  const { login } = useLogin();
  const logout = useLogout();
  const config = useSWRConfig();
  onCache?.(config.cache, config.mutate as never);
  return (
    <>
      <p>{session.user ? `Olá, ${session.user.name}` : `Sessão: ${session.status}`}</p>
      <button type="button" onClick={() => void logout()}>
        Sair
      </button>
      <button
        type="button"
        onClick={() => void login({ email: 'joao@aula.dev', password: 'segredo-do-joao' })}
      >
        Entrar como João
      </button>
      <button
        type="button"
        onClick={() => void login({ email: 'ana@aula.dev', password: 'segredo-da-ana' })}
      >
        Entrar como Ana
      </button>
      {session.user ? <Comments viewer={session.user.name} /> : null}
    </>
  );
}

function renderSignedIn(server: ReturnType<typeof fakeServer>, user: User, props = {}) {
  server.signInAs(user);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider adapter={server.adapter}>
        <Harness {...props} />
      </ApiProvider>
    </SWRConfig>,
  );
}

beforeEach(() => {
  seen = [];
});

describe('switching accounts', () => {
  describe('given Ana reading her comments', () => {
    it('signing out and in as João never renders one of Ana’s comments to João', async () => {
      const server = fakeServer();
      renderSignedIn(server, ana);
      expect(await screen.findByText('Comentário de Ana')).toBeVisible();

      await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
      expect(await screen.findByText('Sessão: guest')).toBeVisible();
      seen = [];

      await userEvent.click(screen.getByRole('button', { name: 'Entrar como João' }));
      expect(await screen.findByText('Comentário de João')).toBeVisible();
      expect(screen.getByText('Olá, João')).toBeVisible();
      expect(seen).toContain('João: Comentário de João');
      expect(seen.filter((line) => line.endsWith('Comentário de Ana'))).toEqual([]);
    });

    it('signing in as João without signing out first never renders Ana’s comments', async () => {
      const server = fakeServer();
      renderSignedIn(server, ana);
      expect(await screen.findByText('Comentário de Ana')).toBeVisible();
      seen = [];

      await userEvent.click(screen.getByRole('button', { name: 'Entrar como João' }));
      expect(await screen.findByText('Comentário de João')).toBeVisible();
      // Ana's comments stay on screen while she is still the session; João never sees them.
      expect(seen).not.toContain('João: Comentário de Ana');
      await waitFor(() => expect(screen.queryByText('Comentário de Ana')).toBeNull());
    });

    it('a 401 forgets Ana’s reads before the next render, and the next person starts clean', async () => {
      const server = fakeServer();
      let swr: { cache: Cache; mutate: never } | undefined;
      renderSignedIn(server, ana, {
        onCache: (cache: Cache, mutate: never) => {
          swr = { cache, mutate };
        },
      });
      expect(await screen.findByText('Comentário de Ana')).toBeVisible();
      if (!swr) throw new Error('no SWR config');
      const { cache, mutate } = swr;
      server.expire();
      let hadUser: boolean | undefined;
      act(() => {
        hadUser = forgetSessionAfterUnauthorized({ cache, mutate });
      });
      // Ana was signed in: the app is told her session ended (S59), once.
      expect(hadUser).toBe(true);
      expect(screen.getByText('Sessão: guest')).toBeVisible();
      let again: boolean | undefined;
      act(() => {
        again = forgetSessionAfterUnauthorized({ cache, mutate });
      });
      expect(again).toBe(false);
      const cachedComments = [...cache.keys()]
        .filter((key) => key.includes('lectureComments'))
        .map((key) => cache.get(key)?.data);
      expect(cachedComments.every((data) => data === undefined)).toBe(true);
      seen = [];

      await userEvent.click(screen.getByRole('button', { name: 'Entrar como João' }));
      expect(await screen.findByText('Comentário de João')).toBeVisible();
      expect(seen.filter((line) => line.endsWith('Comentário de Ana'))).toEqual([]);
    });
  });
});
