import { type ApiAdapter, ApiProvider, type ApiRead } from '@aula/features';
import { makeUser } from '@aula/features/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import type { RouteDef } from '../routes/route-table';
import { GuardedPage } from './guarded-page';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../app/notify', () => ({ notify }));

let unique = 0;
/** A public page whose code never arrives, with one first read (its own key: SWR's preloads are global). */
function publicRoute(overrides: Partial<RouteDef> = {}) {
  unique += 1;
  const read = ['listProducts', { include: `courses-${unique}` }] as unknown as ApiRead;
  const route: RouteDef = {
    name: 'index',
    path: '/',
    title: 'Início',
    access: 'public',
    layout: 'default',
    load: () => new Promise(() => {}),
    reads: [read],
    ...overrides,
  };
  return route;
}

function fakeApi() {
  return {
    me: vi.fn(() => new Promise(() => {})),
    listProducts: vi.fn(() => new Promise(() => {})),
  };
}

function Page({ route, api }: { route: RouteDef; api: ReturnType<typeof fakeApi> }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider adapter={api as unknown as ApiAdapter}>
        <MemoryRouter initialEntries={[route.path]}>
          <GuardedPage route={route} />
        </MemoryRouter>
      </ApiProvider>
    </SWRConfig>
  );
}

describe('GuardedPage', () => {
  it('starts no read while rendering: a render React does not commit (here a server render) sends nothing', () => {
    const api = fakeApi();
    renderToString(<Page route={publicRoute()} api={api} />);
    expect(api.listProducts).not.toHaveBeenCalled();
  });

  it("starts the page's first reads once it is shown, while its code loads, once", async () => {
    const api = fakeApi();
    const route = publicRoute();
    const { rerender } = render(<Page route={route} api={api} />);
    await waitFor(() => expect(api.listProducts).toHaveBeenCalledTimes(1));
    rerender(<Page route={route} api={api} />);
    expect(api.listProducts).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
  });
});

describe('the page title', () => {
  it("is the route's pt-BR title while the page is shown, from its loading state on", () => {
    const { unmount } = render(<Page route={publicRoute({ title: 'Entrar' })} api={fakeApi()} />);
    expect(document.title).toBe('Entrar — Aula');
    unmount();
    expect(document.title).not.toBe('Entrar — Aula');
  });

  it('is left to a page that names itself (the player)', () => {
    render(<Page route={publicRoute({ title: null })} api={fakeApi()} />);
    expect(document.head.querySelector('title')).toBeNull();
  });
});

describe('an admin page opened by a student', () => {
  it('sends them home and says why in a pt-BR toast', async () => {
    const api = {
      me: vi.fn().mockResolvedValue({ data: makeUser({ is_student: true, is_admin: false }) }),
    };
    const route: RouteDef = {
      name: 'admin-cursos',
      path: '/admin/cursos',
      title: 'Cursos',
      access: 'admin',
      layout: 'default',
      load: () => new Promise(() => {}),
    };
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ApiProvider adapter={api as unknown as ApiAdapter}>
          <MemoryRouter initialEntries={['/admin/cursos']}>
            <Routes>
              <Route path="/admin/cursos" element={<GuardedPage route={route} />} />
              <Route path="/" element={<h1>Início</h1>} />
            </Routes>
          </MemoryRouter>
        </ApiProvider>
      </SWRConfig>,
    );
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('warning', 'Essa área é só para administradores.', {
      id: 'guard-admin-only',
    });
  });
});
