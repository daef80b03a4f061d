import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
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

/** Where the router is, and how it got there. */
function Where() {
  const location = useLocation();
  return (
    <output>
      {location.pathname}
      {location.search} {useNavigationType()}
    </output>
  );
}

function renderAt(path: string, link: React.ReactNode) {
  watchObservers();
  render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

describe('AppLink', () => {
  it('opens an internal page in the app on a plain click', () => {
    const link = renderAt('/', <AppLink href="/login?redirect=%2Feu">Entrar</AppLink>);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/login?redirect=%2Feu PUSH');
  });

  it('replaces the history entry when the link is to the page being shown', () => {
    const link = renderAt('/login', <AppLink href="/login">Entrar</AppLink>);
    fireEvent.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('/login REPLACE');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    const link = renderAt('/', <AppLink href="/login">Entrar</AppLink>);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('/ POP');
  });

  it('leaves a link to another target to the browser', () => {
    const blank = renderAt(
      '/',
      <AppLink href="/login" target="_blank">
        Entrar
      </AppLink>,
    );
    fireEvent.click(blank);
    expect(screen.getByRole('status')).toHaveTextContent('/ POP');
  });

  it("runs the caller's onClick first, and does not navigate when it prevented the default", () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const link = renderAt(
      '/',
      <AppLink href="/login" onClick={onClick}>
        Entrar
      </AppLink>,
    );
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('/ POP');
  });

  it('leaves a download link to the browser', () => {
    const link = renderAt(
      '/',
      <AppLink href="/admin/alunos.csv" download>
        Baixar
      </AppLink>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('/ POP');
  });

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
