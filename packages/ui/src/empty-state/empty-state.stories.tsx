import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const bookIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5a2.5 2.5 0 0 0 0 5H20" />
  </svg>
);

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `O que uma lista mostra quando não tem nada, e o caminho a seguir (título, descrição, ícone e uma ação).

**Faça:** diga por que está vazio e ofereça a próxima ação. **Não faça:** use para erros de carregamento: um erro é um \`Alert\` com "Tentar de novo".`,
      },
    },
  },
  args: {
    title: 'Você ainda não está em nenhum curso',
    description: 'Explore o catálogo e comece hoje.',
    icon: bookIcon,
    action: <Button>Explorar cursos</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Você ainda não está em nenhum curso' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Explorar cursos' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Minimal: Story = {
  args: {
    title: 'Nenhum comentário ainda',
    description: undefined,
    icon: undefined,
    action: undefined,
    level: 4,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent(
      'Nenhum comentário ainda',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div className="grid w-[28rem] gap-4">
      <EmptyState {...args} />
      <EmptyState title="Sem resultados para “pytohn”" description="Confira a grafia." />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(2);
  },
};
