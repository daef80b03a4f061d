import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { AppLink } from './app-link';

/** Records which elements the link asks to watch (jsdom has no IntersectionObserver). */
function watchObservers() {
  const observed: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  return observed;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppLink', () => {
  it("gives a caller's ref the anchor and still watches it to prefetch the page's code", () => {
    const observed = watchObservers();
    const ref = createRef<HTMLAnchorElement>();
    render(
      <MemoryRouter>
        <AppLink href="/login" ref={ref}>
          Entrar
        </AppLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Entrar' });
    expect(link).toHaveAttribute('href', '/login');
    expect(ref.current).toBe(link);
    expect(observed).toEqual([link]);
  });

  it("gives a caller's ref an external link's plain anchor, which is not watched", () => {
    const observed = watchObservers();
    const ref = createRef<HTMLAnchorElement>();
    render(
      <MemoryRouter>
        <AppLink href="https://example.com/" ref={ref}>
          Fora
        </AppLink>
      </MemoryRouter>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Fora' }));
    expect(observed).toEqual([]);
  });
});
