import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress, type ProgressColor, type ProgressSize } from './progress';

const meta = {
  title: 'ui/Progress',
  component: Progress,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma barra de progresso (o andamento de um curso, um envio). Sem \`value\` (ou \`null\`) a barra é indeterminada.

**Regra do produto:** o valor é limitado a 0–100 %: abaixo de zero mostra 0, acima de \`max\` mostra 100, e um \`max\` que não é positivo vira 100 (com um aviso no console em desenvolvimento).

**Faça:** dê um nome à barra (\`label\` ou \`aria-labelledby\`). **Não faça:** use para uma espera sem fim conhecido com um número inventado: deixe indeterminada ou use \`Spinner\`.`,
      },
    },
  },
  args: { value: 40, label: 'Progresso do curso' },
  argTypes: {
    value: {
      control: { type: 'number' },
      description:
        'Quanto já foi feito, de 0 a `max`; a barra mostra 0–100 % (abaixo de 0 é 0, acima de `max` é 100). `null` ou ausente: indeterminada.',
      table: { type: { summary: 'number | null' }, defaultValue: { summary: 'null' } },
    },
    max: {
      description: 'O total; um valor que não é positivo vira 100 (com aviso no console).',
      table: { type: { summary: 'number' }, defaultValue: { summary: '100' } },
    },
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
