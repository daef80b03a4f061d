import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with the pt-BR close button', async () => {
    render(
      <Dialog>
        <DialogTrigger>Abrir</DialogTrigger>
        <DialogContent>
          <DialogTitle>Editar aula</DialogTitle>
          <DialogDescription>Altere o título.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog', { name: 'Editar aula' })).toHaveAttribute(
      'data-slot',
      'dialog-content',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given hideCloseButton, has no corner button', () => {
    render(
      <Dialog defaultOpen>
        <DialogContent hideCloseButton aria-describedby={undefined}>
          <DialogTitle>Sem fechar</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
  });
});
