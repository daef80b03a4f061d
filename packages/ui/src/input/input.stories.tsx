import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'ui/Input',
  component: Input,
  args: { 'aria-label': 'E-mail', placeholder: 'voce@exemplo.com.br' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('data-size', 'lg');
    await userEvent.type(input, 'aluna@aula.dev');
    await expect(input).toHaveValue('aluna@aula.dev');
  },
};

export const Playground: Story = { args: { size: 'lg' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'aluna@' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'somente leitura' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3">
      <Input aria-label="Pequeno" size="sm" placeholder="Pequeno" />
      <Input aria-label="Médio" size="md" placeholder="Médio" />
      <Input aria-label="Grande" placeholder="Grande (padrão)" />
      <Input aria-label="Com erro" aria-invalid defaultValue="valor inválido" />
      <Input aria-label="Desativado" disabled defaultValue="desativado" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(5);
  },
};
