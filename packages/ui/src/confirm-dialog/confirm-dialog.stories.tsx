import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `"Tem certeza?" antes de algo que não se desfaz, sobre o Radix AlertDialog: o foco começa em Cancelar, Esc cancela, clicar fora não fecha.

**Faça:** um título que nomeie a ação ("Excluir o comentário?") e um botão de confirmação com o verbo. **Não faça:** use para ações reversíveis: prefira desfazer num \`toast\`.`,
      },
    },
  },
  args: {
    title: 'Excluir o comentário?',
    description: 'Esta ação não pode ser desfeita.',
    trigger: <Button color="error">Excluir</Button>,
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir o comentário?' });
    await expect(dialog).toHaveAccessibleDescription('Esta ação não pode ser desfeita.');
    // Focus starts on the safe choice.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    const buttons = [...dialog.querySelectorAll('button')];
    await userEvent.click(buttons.find((b) => b.textContent === 'Excluir') as HTMLElement);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Playground: Story = {
  args: { confirmLabel: 'Excluir', cancelLabel: 'Cancelar', color: 'error' },
};

export const Cancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Excluir' })).toHaveFocus();
  },
};

let release: () => void = () => {};

export const Pending: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    ),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = [...dialog.querySelectorAll('button')].find(
      (b) => b.textContent === 'Excluir',
    ) as HTMLElement;
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Failed: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => Promise.reject(new Error('falhou'))) },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = [...dialog.querySelectorAll('button')].find(
      (b) => b.textContent === 'Excluir',
    ) as HTMLElement;
    await userEvent.click(confirm);
    // The person can retry or cancel.
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};

export const Matrix: Story = {
  args: {
    defaultOpen: true,
    color: 'primary',
    title: 'Publicar o curso?',
    confirmLabel: 'Publicar',
    description: undefined,
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Publicar o curso?' });
    const confirm = [...dialog.querySelectorAll('button')].find(
      (b) => b.textContent === 'Publicar',
    );
    await expect(confirm).toHaveAttribute('data-color', 'primary');
  },
};
