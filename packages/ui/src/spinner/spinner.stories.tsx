import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'ui/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Um indicador de espera curta. Com \`label\` tem nome acessível; sem ele é decorativo, e o contêiner deve dizer que está ocupado (\`aria-busy\`).

**Quando não usar:** para um conteúdo com forma conhecida, \`Skeleton\`; para um progresso mensurável, \`Progress\`.`,
      },
    },
  },
  args: { label: 'Carregando' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Carregando' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="text-primary-700 flex items-center gap-4">
      <Spinner className="size-4" label="Pequeno" />
      <Spinner className="size-6" label="Médio" />
      <Spinner className="size-10" label="Grande" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Grande' }).getBoundingClientRect().width).toBe(
      40,
    );
  },
};
