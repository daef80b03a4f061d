import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShortcutSheet } from './shortcut-sheet';

const meta = {
  title: 'features/player/ShortcutSheet',
  component: ShortcutSheet,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof ShortcutSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The keyboard shortcuts (`?` in the player): eight keys and what each does; Escape closes. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Atalhos de teclado' });
    await waitFor(() => expect(within(dialog).getByText('Voltar 10 segundos')).toBeVisible());
    await expect(within(dialog).getAllByRole('definition')).toHaveLength(9);
    await expect(within(dialog).getByText('Ativar ou desativar legendas')).toBeVisible();
    await expect(within(dialog).getByText('Escolher a qualidade do vídeo')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
