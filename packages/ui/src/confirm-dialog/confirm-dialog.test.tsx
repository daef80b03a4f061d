import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('given a rejected action, stays open and lets the person try again', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('rede'))
      .mockResolvedValueOnce(undefined);
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        title="Excluir aula?"
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Excluir' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(screen.getByRole('alertdialog', { name: 'Excluir aula?' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('defaults to a red "Excluir" and a "Cancelar"', () => {
    render(<ConfirmDialog defaultOpen title="Excluir?" onConfirm={() => {}} />);
    expect(screen.getByRole('button', { name: 'Excluir' })).toHaveAttribute('data-color', 'error');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
