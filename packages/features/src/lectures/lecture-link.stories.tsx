import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LectureLink } from './lecture-link';

const meta = {
  title: 'features/lectures/LectureLink',
  component: LectureLink,
  args: {
    lecture: { title: 'useState na prática', course: { title: 'React do zero' } },
    href: '/react-do-zero/aula/4',
  },
  render: (args) => (
    <div className="border-border relative flex max-w-sm flex-col gap-1 rounded-lg border p-4">
      <LectureLink {...args} />
    </div>
  ),
} satisfies Meta<typeof LectureLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lecture's title links to the player; its course's title under it. */
export const Plain: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'useState na prática' });
    await expect(link).toHaveAttribute('href', '/react-do-zero/aula/4');
    await expect(link.className).not.toMatch(/after:absolute/);
    await expect(canvas.getByText('React do zero')).toBeVisible();
  },
};

/** On a card: the link covers the whole card, and the detail ("18 min") follows the course. */
export const StretchedWithDetail: Story = {
  args: { stretched: true, detail: '18 min' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'useState na prática' });
    await expect(link.className).toMatch(/after:absolute/);
    await expect(canvas.getByText('React do zero · 18 min')).toBeVisible();
    // The link's pseudo-element spans the card: a click anywhere on it opens the lecture.
    const card = canvasElement.querySelector('.relative') as HTMLElement;
    const cover = getComputedStyle(link, '::after');
    await expect(cover.position).toBe('absolute');
    await expect(card.contains(link)).toBe(true);
  },
};
