import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Um marcador com a forma do que está carregando (\`rect\`, \`circle\`, \`text\`). Decorativo: ponha \`aria-busy\` na região que carrega e um texto para leitores de tela ("Carregando aulas") perto dele.

**Não faça:** deixe o skeleton como o único aviso de carregamento para leitores de tela.`,
      },
    },
  },
  args: { className: 'h-24 w-64' },
  argTypes: { shape: { control: 'inline-radio', options: ['rect', 'circle', 'text'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.getBoundingClientRect().width).toBe(256);
  },
};

export const Playground: Story = { args: { shape: 'rect' } };

export const CourseCardLoading: Story = {
  render: () => (
    <div aria-busy="true" className="grid w-72 gap-3">
      <span className="sr-only">Carregando cursos</span>
      <Skeleton className="h-36 w-full" />
      <Skeleton shape="text" className="w-3/4" />
      <div className="flex items-center gap-2">
        <Skeleton shape="circle" className="size-8" />
        <Skeleton shape="text" className="w-1/2" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando cursos')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Skeleton className="h-12 w-24" />
      <Skeleton shape="circle" className="size-12" />
      <Skeleton shape="text" className="w-32" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"]') as HTMLElement;
    await expect(getComputedStyle(circle).borderRadius).not.toBe('0px');
  },
};
