import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import type { PageModule } from '../routes/route-table';
import { loadedPage, pagePrefetcher, usePageComponent } from './lazy-pages';

const page = (text: string): PageModule => ({ default: () => <h1>{text}</h1> });

function Host({ route }: { route: { load: () => Promise<PageModule> } | null }) {
  const Page = usePageComponent(route);
  return Page ? <Page /> : <p>Carregando…</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Falhou: {this.state.error.message}</p> : this.props.children;
  }
}

describe('usePageComponent', () => {
  it('fetches nothing before the guard gives the route, then shows loading and the page', async () => {
    const route = { load: vi.fn(async () => page('Perfil')) };
    const { rerender } = render(<Host route={null} />);
    expect(route.load).not.toHaveBeenCalled();
    rerender(<Host route={route} />);
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    expect(loadedPage(route)).toBeDefined();
  });

  it('renders a prefetched page at once, with no loading state', async () => {
    const route = { load: vi.fn(async () => page('Aulas agendadas')) };
    const prefetch = pagePrefetcher(route);
    expect(pagePrefetcher(route)).toBe(prefetch);
    await prefetch();
    render(<Host route={route} />);
    expect(screen.getByRole('heading', { name: 'Aulas agendadas' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).toBeNull();
    expect(route.load).toHaveBeenCalledOnce();
  });

  it('throws a failure that is not a chunk error to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const route = { load: vi.fn(() => Promise.reject(new Error('quebrou'))) };
    render(
      <Boundary>
        <Host route={route} />
      </Boundary>,
    );
    expect(await screen.findByText('Falhou: quebrou')).toBeInTheDocument();
  });
});
