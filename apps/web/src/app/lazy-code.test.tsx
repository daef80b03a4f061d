import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import {
  codePrefetcher,
  type LoadComponent,
  loadedComponent,
  useLoadedComponent,
} from './lazy-code';

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

function Host({ load }: { load: LoadComponent | null }) {
  const Page = useLoadedComponent(load);
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

describe('useLoadedComponent', () => {
  it('fetches nothing until it is given the loader (a page: once its guard passes), then shows loading and the component', async () => {
    const load = vi.fn(async () => page('Perfil'));
    const { rerender } = render(<Host load={null} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Host load={load} />);
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    expect(loadedComponent(load)).toBeDefined();
  });

  it('renders a prefetched page at once, with no loading state', async () => {
    const load = vi.fn(async () => page('Aulas agendadas'));
    const prefetch = codePrefetcher(load);
    expect(codePrefetcher(load)).toBe(prefetch);
    await prefetch();
    render(<Host load={load} />);
    expect(screen.getByRole('heading', { name: 'Aulas agendadas' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('throws a failure that is not a chunk error to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('quebrou')));
    render(
      <Boundary>
        <Host load={load} />
      </Boundary>,
    );
    expect(await screen.findByText('Falhou: quebrou')).toBeInTheDocument();
  });
});
