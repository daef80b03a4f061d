import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stepper } from './stepper';

const steps = [
  { title: 'Seus dados', description: 'Nome e e-mail' },
  { title: 'Verificação', description: 'Código enviado por e-mail' },
  { title: 'Senha' },
  { title: 'Pronto' },
];

const meta = {
  title: 'ui/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Os passos numerados de um fluxo em etapas (cadastro, concluir cadastro, redefinir senha), com o passo atual marcado.

**Não faça:** use como navegação livre entre páginas: os passos mostram onde a pessoa está, não são links.`,
      },
    },
  },
  args: { steps, current: 1 },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Etapas' });
    const items = canvas.getAllByRole('listitem');
    await expect(list).toBeVisible();
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveAttribute('data-state', 'complete');
    await expect(items[1]).toHaveTextContent('Etapa 2 de 4, etapa atual');
    await expect(items[3]).toHaveTextContent('Etapa 4 de 4, pendente');
  },
};

export const Playground: Story = { args: { orientation: 'horizontal' } };

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const Finished: Story = {
  args: { current: 4 },
  play: async ({ canvas }) => {
    const states = canvas.getAllByRole('listitem').map((item) => item.getAttribute('data-state'));
    await expect(states).toEqual(['complete', 'complete', 'complete', 'complete']);
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', current: 2 } };

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-8">
      {[0, 1, 2, 3].map((current) => (
        <Stepper
          key={current}
          steps={steps}
          current={current}
          label={`Etapas, atual ${current + 1}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list')).toHaveLength(4);
  },
};
