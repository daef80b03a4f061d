import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Slot } from './slot';

/** The element behind `asChild` (internal): Button, Badge and Popover's parts render through it. */
function Example({
  onSlotClick,
  onChildClick,
}: {
  onSlotClick: () => void;
  onChildClick: () => void;
}) {
  return (
    <Slot className="aula-button" data-slot="button" onClick={onSlotClick}>
      <button type="button" className="underline" onClick={onChildClick}>
        Salvar rascunho
      </button>
    </Slot>
  );
}

const meta = {
  title: 'ui/internal/Slot',
  component: Example,
  args: { onSlotClick: fn(), onChildClick: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The child element carries the slot's attributes and classes; both click handlers run. */
export const ElementAsChild: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Salvar rascunho' });
    await expect(button).toHaveAttribute('data-slot', 'button');
    await expect(button).toHaveClass('aula-button', 'underline');
    await userEvent.click(button);
    await expect(args.onChildClick).toHaveBeenCalledOnce();
    await expect(args.onSlotClick).toHaveBeenCalledOnce();
  },
};
