import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { Alert, type AlertVariant } from './alert';

const meta = {
  title: 'ui/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma mensagem dentro da página. Erros e avisos são anunciados na hora (\`role="alert"\`); informação e sucesso, com educação (\`role="status"\`).

**Faça:** um título curto e um texto que diga o que fazer. **Não faça:** use \`Alert\` para uma confirmação passageira de uma ação ("Salvo!"): isso é um \`toast\`.`,
      },
    },
  },
  args: {
    title: 'Aula liberada amanhã',
    children: 'A próxima aula fica disponível às 9h de 22/11.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('Aula liberada amanhã');
    await expect(alert).toHaveAttribute('data-variant', 'info');
  },
};

export const Playground: Story = { args: { variant: 'info' } };

export const ErrorWithRetry: Story = {
  args: {
    variant: 'error',
    title: 'Não foi possível carregar as aulas',
    children: 'Verifique sua conexão.',
    action: (
      <Button size="sm" variant="outline" color="error">
        Tentar novamente
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as aulas');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: { variant: 'success', title: 'Curso publicado', children: undefined, onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

const variants: AlertVariant[] = ['info', 'success', 'warning', 'error'];

export const Matrix: Story = {
  render: () => (
    <div className="grid w-[28rem] gap-3">
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} title={`Aviso ${variant}`}>
          Descrição do aviso.
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};
