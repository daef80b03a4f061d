import { replaceSessionUser, sessionKeys } from '@aula/features';
import { makeUser } from '@aula/features/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR, { type Cache, SWRConfig, useSWRConfig } from 'swr';
import { useHydrationFallback } from './hydration-fallback';

/** Every text the catalogue showed, in order: what a person saw, even for one frame. */
let seen: string[] = [];

/** The catalogue's read: whoever asks now gets the student's answer, a little later. */
function Catalogue() {
  // Who is signed in: a sign-in renders the page again at once (the header, the guards).
  const { data: me } = useSWR<{ name: string } | null>(sessionKeys.me(), null);
  const { data } = useSWR<string>(
    'catalogue',
    () => new Promise<string>((resolve) => setTimeout(() => resolve('catálogo da aluna'), 20)),
    { revalidateOnMount: false },
  );
  seen.push(data ?? 'carregando');
  return (
    <p data-testid="catalogue" title={me?.name}>
      {data ?? 'carregando'}
    </p>
  );
}

/** A sign-in (use-login): the guest's reads are forgotten and read again as the student. */
function SignIn() {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => void replaceSessionUser(mutate, makeUser({ id: 7 }))}>
      entrar
    </button>
  );
}

function App({ fallback, cache }: { fallback: Record<string, unknown>; cache: Cache }) {
  const hydrating = useHydrationFallback(fallback, cache);
  return (
    <SWRConfig value={{ provider: () => cache, ...(hydrating ? { fallback: hydrating } : {}) }}>
      <Catalogue />
      <SignIn />
    </SWRConfig>
  );
}

beforeEach(() => {
  seen = [];
});

describe('the hydrating render’s fallback (useHydrationFallback)', () => {
  it('answers the first render, then lives in the cache: after a sign-in the guest’s answer never shows again', async () => {
    const cache: Cache = new Map();
    render(<App fallback={{ catalogue: 'catálogo do visitante' }} cache={cache} />);
    expect(screen.getByTestId('catalogue')).toHaveTextContent('catálogo do visitante');
    expect(cache.get('catalogue')?.data).toBe('catálogo do visitante');

    seen = [];
    act(() => screen.getByRole('button', { name: 'entrar' }).click());
    await waitFor(() =>
      expect(screen.getByTestId('catalogue')).toHaveTextContent('catálogo da aluna'),
    );
    expect(seen).not.toContain('catálogo do visitante');
    expect(seen[0]).toBe('carregando');
  });

  it('keeps what the cache already holds', () => {
    const cache: Cache = new Map();
    cache.set('catalogue', { data: 'já lido' });
    render(<App fallback={{ catalogue: 'catálogo do visitante' }} cache={cache} />);
    expect(screen.getByTestId('catalogue')).toHaveTextContent('já lido');
    expect(cache.get('catalogue')?.data).toBe('já lido');
  });
});
