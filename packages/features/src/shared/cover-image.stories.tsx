import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CoverImage } from './cover-image';

const meta = {
  title: 'features/shared/CoverImage',
  component: CoverImage,
  // The demo video's still (Storybook serves apps/api/media at /media).
  args: { src: '/media/demo-hls/poster.jpg', className: 'aspect-video w-72 rounded' },
} satisfies Meta<typeof CoverImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card's picture: decorative (no text, no role), lazy, in the shape the card asks for. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveClass('aspect-video', 'rounded', 'object-cover', 'bg-muted');
  },
};

/** A picture that cannot be loaded: the grey box keeps its place, and no broken text shows. */
export const Missing: Story = {
  args: { src: '/media/nao-existe.jpg' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveClass('bg-muted', 'aspect-video');
  },
};
