import { ApiError } from '@aula/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadingBlock, type QueryLike, QueryState, Skeletons } from './query-state';

function renderState(query: QueryLike<string>) {
  return render(
    <QueryState
      query={query}
      errorTitle="Não foi possível carregar o curso."
      frame={{ heading: <h2>Curso</h2>, className: 'flex flex-col gap-4' }}
      loading={
        <LoadingBlock label="Carregando o curso…" data-testid="carregando">
          <Skeletons count={3} className="h-4" />
        </LoadingBlock>
      }
    >
      {(title) => <h1>{title}</h1>}
    </QueryState>,
  );
}

const base = { data: undefined, error: undefined, isLoading: false, mutate: () => undefined };

describe('QueryState', () => {
  it('shows the skeletons inside the frame while loading', () => {
    const { container } = renderState({ ...base, isLoading: true });
    const busy = screen.getByTestId('carregando');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveTextContent('Carregando o curso…');
    expect(busy.children).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Curso' }).parentElement).toContainElement(busy);
    expect(container.querySelector('h1')).toBeNull();
  });

  it('shows the error with a retry that reads again', async () => {
    const mutate = vi.fn();
    const error = new ApiError({ code: 'ServerErrorException', status: 500, message: 'Falhou.' });
    renderState({ ...base, error, mutate });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar o curso.');
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(mutate).toHaveBeenCalledOnce();
  });

  it('shows the content, without the frame, once the data came, even if a later read failed', () => {
    renderState({ ...base, data: 'React do zero', error: new Error('offline') });
    expect(screen.getByRole('heading', { name: 'React do zero' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Curso' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
