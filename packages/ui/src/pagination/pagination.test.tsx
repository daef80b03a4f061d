import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('moves to a page by number and marks the current one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageCount={20} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Página 20' }));
    expect(onPageChange).toHaveBeenCalledWith(20);
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('given links, disables the edge arrows as buttons', () => {
    render(<Pagination page={1} pageCount={3} getHref={(p) => `/cursos?p=${p}`} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/cursos?p=2',
    );
  });
});
