import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mockEndpoint, mockState, mswParameters } from '../../testing';
import { CourseOverview } from './course-overview';
import { makeCourseOverview } from './fixtures';

const meta = {
  title: 'features/admin/CourseOverview',
  component: CourseOverview,
  args: { courseId: 1 },
  parameters: mswParameters(mockEndpoint('courseOverview', { data: makeCourseOverview() })),
} satisfies Meta<typeof CourseOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Seções')).toBeVisible();
    await expect(canvas.getByText('Aulas agendadas')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mswParameters(mockState.loading('courseOverview')),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('overview-loading')).toHaveAttribute('aria-busy', 'true');
  },
};
