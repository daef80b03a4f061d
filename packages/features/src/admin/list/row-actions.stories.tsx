import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteRowButton, EditRowButton } from './row-actions';

const meta = {
  title: 'features/admin/list/RowActions',
  component: DeleteRowButton,
  args: {
    label: 'Excluir o período de Python',
    title: 'Excluir este período de teste?',
    description: 'Quem já recebeu o teste continua com ele.',
    onConfirm: fn(),
  },
  render: (args) => (
    <div className="flex gap-2">
      <EditRowButton label="Editar o período de Python" onClick={fn()} />
      <DeleteRowButton {...args} />
    </div>
  ),
} satisfies Meta<typeof DeleteRowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each button names its row; "Excluir" asks first, and only "Excluir" in the dialog deletes. */
export const AsksBeforeDeleting: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Editar o período de Python' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir o período de Python' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Excluir este período de teste?',
    });
    await expect(dialog).toHaveTextContent('Quem já recebeu o teste continua com ele.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
