import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CloseIcon } from './close-icon';

/** The "×" inside every close button (internal); the button carries the name. */
const meta = {
  title: 'ui/internal/CloseIcon',
  component: CloseIcon,
  render: () => (
    <button
      type="button"
      aria-label="Fechar"
      className="inline-flex size-8 items-center justify-center [&_svg]:size-5"
    >
      <CloseIcon />
    </button>
  ),
} satisfies Meta<typeof CloseIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
