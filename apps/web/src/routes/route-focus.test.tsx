import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { useFocusOnNavigation } from './route-focus';

function Shell() {
  useFocusOnNavigation();
  return (
    <>
      <nav>
        <Link to="/a">Ir para A</Link>
        <Link to="/lenta">Ir para a lenta</Link>
        <Link to="/campo">Ir para o campo</Link>
        <Link to="/a?aba=2">Outra aba de A</Link>
        <Link to="/aula#comentario-7">Ver a resposta</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading arrives later (its code or data on their way). */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Página lenta</h1> : <p>Carregando</p>;
}

/** A lecture whose comments arrive after its heading (their data on its way). */
function LecturePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <h1>Aula</h1>
      {ready ? <article id="comentario-7" aria-label="resposta de Ana" /> : <p>Carregando</p>}
    </>
  );
}

/** A page that focuses one of its own fields. */
function FieldPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Página com campo</h1>
      <input ref={field} aria-label="Busca" />
    </>
  );
}

function App({ at }: { at: string }): ReactNode {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/" element={<h1>Início</h1>} />
          <Route path="/a" element={<h1>Página A</h1>} />
          <Route path="/lenta" element={<SlowPage />} />
          <Route path="/campo" element={<FieldPage />} />
          <Route path="/aula" element={<LecturePage />} />
          <Route path="/protegida" element={<Navigate to="/a" replace />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

describe('focus on navigation', () => {
  it('leaves focus alone on the first load', () => {
    render(<App at="/" />);
    expect(screen.getByRole('heading', { name: 'Início' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("leaves focus alone when a guard's redirect is part of the first load", () => {
    render(<App at="/protegida" />);
    expect(screen.getByRole('heading', { name: 'Página A' })).not.toHaveFocus();
  });

  it("moves focus to the new page's h1 on an in-app navigation", async () => {
    const user = userEvent.setup();
    render(<App at="/" />);
    await user.click(screen.getByRole('link', { name: 'Ir para A' }));
    expect(screen.getByRole('heading', { name: 'Página A' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Página A' })).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that arrives after the navigation', async () => {
    const user = userEvent.setup();
    render(<App at="/" />);
    await user.click(screen.getByRole('link', { name: 'Ir para a lenta' }));
    expect(await screen.findByRole('heading', { name: 'Página lenta' })).toHaveFocus();
  });

  it('keeps the focus a page gives one of its own fields', async () => {
    const user = userEvent.setup();
    render(<App at="/" />);
    await user.click(screen.getByRole('link', { name: 'Ir para o campo' }));
    expect(screen.getByRole('textbox', { name: 'Busca' })).toHaveFocus();
  });

  it('does not move focus when only the query changes', async () => {
    const user = userEvent.setup();
    render(<App at="/a" />);
    const link = screen.getByRole('link', { name: 'Outra aba de A' });
    await user.click(link);
    expect(link).toHaveFocus();
  });

  describe('a link to a part of a page (#comentario-7)', () => {
    const scrolled: Element[] = [];
    beforeEach(() => {
      scrolled.length = 0;
      // jsdom has no layout: the scroll is recorded.
      Element.prototype.scrollIntoView = function (this: Element) {
        scrolled.push(this);
      };
    });

    it('scrolls to and focuses the part once it arrives, after an in-app navigation', async () => {
      const user = userEvent.setup();
      render(<App at="/" />);
      await user.click(screen.getByRole('link', { name: 'Ver a resposta' }));
      const comment = await screen.findByRole('article', { name: 'resposta de Ana' });
      await vi.waitFor(() => expect(comment).toHaveFocus());
      expect(scrolled).toEqual([comment]);
      expect(comment).toHaveAttribute('tabindex', '-1');
      // Marked for the eye until focus moves on.
      expect(comment).toHaveAttribute('data-linked');
      await user.click(screen.getByRole('link', { name: 'Ir para A' }));
      expect(comment).not.toHaveAttribute('data-linked');
    });

    it('scrolls to it on the first load, leaving focus alone', async () => {
      render(<App at="/aula#comentario-7" />);
      const comment = await screen.findByRole('article', { name: 'resposta de Ana' });
      await vi.waitFor(() => expect(scrolled).toEqual([comment]));
      expect(comment).not.toHaveFocus();
      // Marked until the person acts.
      expect(comment).toHaveAttribute('data-linked');
      await userEvent.setup().keyboard('{Tab}');
      expect(comment).not.toHaveAttribute('data-linked');
    });

    it('gives up when the person acts first', async () => {
      const user = userEvent.setup();
      render(<App at="/aula#comentario-7" />);
      await user.keyboard('{Tab}');
      await screen.findByRole('article', { name: 'resposta de Ana' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(scrolled).toEqual([]);
    });
  });
});
