import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Separator } from './separator';

const meta = {
  title: 'ui/Separator',
  component: Separator,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma linha entre blocos de conteúdo, horizontal ou vertical. Decorativa por padrão (leitores de tela a pulam); \`decorative={false}\` quando ela de fato separa conteúdos.`,
      },
    },
  },
  render: (args) => (
    <div className="w-64">
      <p>Seção 1</p>
      <Separator {...args} className="my-3" />
      <p>Seção 2</p>
    </div>
  ),
} satisfies Meta<typeof Separator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="separator"]') as HTMLElement;
    await expect(line).toHaveAttribute('role', 'none');
    await expect(line.getBoundingClientRect().height).toBe(1);
  },
};

export const Playground: Story = { args: { orientation: 'horizontal', decorative: true } };

export const Semantic: Story = {
  args: { decorative: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'horizontal');
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="flex h-6 items-center gap-3 text-sm">
      <span>Aulas</span>
      <Separator orientation="vertical" />
      <span>Alunos</span>
      <Separator orientation="vertical" decorative={false} />
      <span>Comentários</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator').getBoundingClientRect().width).toBe(1);
  },
};
