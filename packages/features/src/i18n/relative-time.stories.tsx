import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FIXTURE_NOW } from '../testing';
import { RelativeTime } from './relative-time';

const meta = {
  title: 'features/i18n/RelativeTime',
  component: RelativeTime,
  args: { value: new Date(FIXTURE_NOW.getTime() - 3 * 86_400_000).toISOString(), now: FIXTURE_NOW },
} satisfies Meta<typeof RelativeTime>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "há 3 dias", with the exact moment for machines and on hover. */
export const Past: Story = {
  play: async ({ args, canvas }) => {
    const time = canvas.getByText('há 3 dias');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', args.value as string);
    await expect(time.getAttribute('title')).toMatch(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
  },
};

/** No moment: the fallback ("nunca"), and no `<time>`. */
export const Never: Story = {
  args: { value: null, fallback: 'nunca' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('nunca')).toBeVisible();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
