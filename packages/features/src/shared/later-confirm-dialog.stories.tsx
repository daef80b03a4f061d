import { Button } from '@aula/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LaterConfirmDialog } from './later-confirm-dialog';

const meta = {
  title: 'features/shared/LaterConfirmDialog',
  component: LaterConfirmDialog,
  args: {
    trigger: <Button color="error">Remover foto</Button>,
    title: 'Remover sua foto?',
    description: 'No lugar da foto aparecerão as iniciais do seu nome.',
    confirmLabel: 'Remover',
    onConfirm: fn(async () => undefined),
  },
} satisfies Meta<typeof LaterConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).queryByRole('alertdialog');

/** Before any press: only the button, no dialog in the page. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Remover foto' })).toBeVisible();
    await expect(dialogOf(canvasElement)).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The first press opens the dialog once its code is here; confirming calls `onConfirm` once. */
export const PressedAndConfirmed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover foto' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Remover sua foto?');
    await expect(dialog).toHaveTextContent('No lugar da foto aparecerão as iniciais do seu nome.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    await waitFor(() => expect(dialogOf(canvasElement)).toBeNull());
  },
};

/** Cancelled, then pressed again: it opens at once the second time, and nothing was removed. */
export const CancelledThenOpenedAgain: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover foto' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(dialogOf(canvasElement)).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remover foto' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Remover foto' }));
    const again = await body.findByRole('alertdialog');
    await waitFor(() => expect(again).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
