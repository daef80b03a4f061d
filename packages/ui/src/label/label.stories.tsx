import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../input';
import { Label } from './label';

const meta = {
  title: 'ui/Label',
  component: Label,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `O rótulo de um controle. \`required\` mostra um asterisco que os leitores de tela pulam (o próprio controle diz que é obrigatório).

**Quando não usar:** dentro de um \`FormField\` o rótulo já vem pronto (\`label\`).`,
      },
    },
  },
  args: { children: 'Cidade', htmlFor: 'cidade' },
  render: (args) => (
    <div className="grid w-72 gap-1.5">
      <Label {...args} />
      <Input id="cidade" />
    </div>
  ),
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Cidade'));
    await expect(canvas.getByRole('textbox', { name: 'Cidade' })).toHaveFocus();
  },
};

export const Playground: Story = { args: { required: false } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Cidade' })).toBeInTheDocument();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-2">
      <Label>Opcional</Label>
      <Label required>Obrigatório</Label>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Obrigatório')).toBeVisible();
  },
};
