import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from '../form-field';
import { Textarea } from './textarea';

const meta = {
  title: 'ui/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma caixa de texto de várias linhas que cresce com o conteúdo onde o navegador permite (\`field-sizing\`). \`showCount\` mostra \`digitados/maxLength\` embaixo (precisa de \`maxLength\`).

**Faça:** use dentro de um \`FormField\`, ou com \`aria-label\`.`,
      },
    },
  },
  args: { 'aria-label': 'Comentário', placeholder: 'Escreva um comentário' },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Comentário' });
    await userEvent.type(box, 'Ótima aula!{enter}Obrigada.');
    await expect(box).toHaveValue('Ótima aula!\nObrigada.');
  },
};

export const Playground: Story = { args: { showCount: true, maxLength: 280 } };

export const WithCount: Story = {
  args: { showCount: true, maxLength: 20 },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Comentário' });
    await userEvent.type(box, 'Olá, turma');
    await expect(canvas.getByText('10/20 caracteres')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('10/20 caracteres');
  },
};

export const Invalid: Story = {
  render: () => (
    <FormField label="Comentário" error="Comentário é obrigatório">
      <Textarea />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Comentário' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Comentários encerrados.' },
};

export const Matrix: Story = {
  render: () => (
    <div className="grid w-96 gap-3">
      <Textarea aria-label="Vazio" placeholder="Vazio" />
      <Textarea
        aria-label="Com texto"
        defaultValue={'Linha 1\nLinha 2\nLinha 3\nLinha 4\nLinha 5'}
      />
      <Textarea aria-label="Inválido" aria-invalid defaultValue="texto" />
      <Textarea aria-label="Desativado" disabled defaultValue="desativado" />
    </div>
  ),
  play: async ({ canvas }) => {
    // field-sizing: content lets the box grow with its lines
    const empty = canvas.getByRole('textbox', { name: 'Vazio' }).getBoundingClientRect().height;
    const full = canvas.getByRole('textbox', { name: 'Com texto' }).getBoundingClientRect().height;
    await expect(full).toBeGreaterThan(empty);
  },
};
