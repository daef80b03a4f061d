import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress, type ProgressColor, type ProgressSize } from './progress';

const meta = {
  title: 'ui/Progress',
  component: Progress,
  args: { value: 40, label: 'Progresso do curso' },
  argTypes: {
    value: { control: { type: 'number' } },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    color: {
      control: 'inline-radio',
      options: ['primary', 'neutral', 'success', 'warning', 'error'],
    },
  },
  render: (args) => (
    <div className="w-80">
      <Progress {...args} />
    </div>
  ),
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progresso do curso' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};

export const Playground: Story = { args: { showValue: true } };

export const WithValue: Story = {
  args: { value: 2, max: 3, showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('67%')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
  },
};

export const BelowZero: Story = {
  args: { value: -10, showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const AboveMax: Story = {
  args: { value: 150, showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByRole('progressbar').closest('[data-slot="progress"]')).toHaveAttribute(
      'data-state',
      'complete',
    );
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: 'Enviando vídeo' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Enviando vídeo' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar.closest('[data-slot="progress"]')).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
  },
};

const sizes: ProgressSize[] = ['xs', 'sm', 'md', 'lg'];
const colors: ProgressColor[] = ['primary', 'neutral', 'success', 'warning', 'error'];

export const Matrix: Story = {
  render: () => (
    <div className="grid w-80 gap-4">
      {sizes.map((size) => (
        <Progress key={size} size={size} value={60} label={`Tamanho ${size}`} showValue />
      ))}
      {colors.map((color, index) => (
        <Progress key={color} color={color} value={(index + 1) * 20} label={`Cor ${color}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = sizes.map(
      (size) =>
        canvas.getByRole('progressbar', { name: `Tamanho ${size}` }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([4, 6, 8, 12]);
  },
};
