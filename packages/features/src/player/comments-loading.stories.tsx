import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommentsListLoading, CommentsLoading } from './comments-loading';

const meta = {
  title: 'features/player/CommentsLoading',
  component: CommentsLoading,
} satisfies Meta<typeof CommentsLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The comments' place while their code loads, after the player's first paint: the same heading
 * and section as the comments, so nothing moves when they arrive.
 */
export const WhileTheirCodeLoads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Comentários' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Comentários' })).toBeTruthy();
    const list = section.querySelector('[aria-busy="true"]');
    expect(list).not.toBeNull();
    expect(within(section).getByText('Carregando comentários…')).toBeTruthy();
  },
};

/** The list's own loading state, as the comments show it while their first page is asked for. */
export const ListOnly: Story = {
  render: () => <CommentsListLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('heading')).toBeNull();
    expect(canvas.getByText('Carregando comentários…')).toBeTruthy();
    expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
  },
};
