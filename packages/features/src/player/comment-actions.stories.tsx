import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentActionsMenu } from './comment-actions';

const meta = {
  title: 'features/player/CommentActionsMenu',
  component: CommentActionsMenu,
  args: { label: 'Ações do comentário', onEdit: fn(), onDelete: fn(), byKeyboard: false },
  decorators: [
    (Story) => (
      <div className="flex justify-end p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentActionsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mounted open by the click that asked for it (its code is fetched then, ADR 029). */
export const OpenedByPointer: Story = {
  play: async ({ args }) => {
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Excluir' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Opened from the keys: the first action has the focus, as a Radix menu opened by Enter does. */
export const OpenedByKeyboard: Story = {
  args: { byKeyboard: true },
  play: async ({ args }) => {
    const edit = await within(document.body).findByRole('menuitem', { name: 'Editar' });
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};
