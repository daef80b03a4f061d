import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoading } from './page-loading';

const meta = {
  title: 'features/shell/PageLoading',
  component: PageLoading,
} satisfies Meta<typeof PageLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page waiting for the session or its code: busy, announced as "Carregando". */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
  },
};

/** Its own label (signing out). */
export const CustomLabel: Story = {
  args: { label: 'Saindo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Saindo' })).toBeInTheDocument();
  },
};
