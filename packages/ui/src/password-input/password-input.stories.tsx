import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from '../form-field';
import { PasswordInput } from './password-input';

const meta = {
  title: 'ui/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Um campo de senha com o botão mostrar/ocultar, que mantém o cursor onde estava. Os rótulos do botão vêm em pt-BR.

**Faça:** use dentro de um \`FormField\` com \`autoComplete="current-password"\` ou \`"new-password"\`.`,
      },
    },
  },
  render: (args) => (
    <FormField label="Senha" className="w-80">
      <PasswordInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Senha', { selector: 'input' });
    await userEvent.type(input, 'segredo-123');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Ocultar senha');
    await expect(input).toHaveValue('segredo-123');
  },
};

export const Playground: Story = { args: { autoComplete: 'new-password' } };

export const Invalid: Story = {
  render: () => (
    <FormField label="Senha" error="A senha precisa de pelo menos 8 caracteres." className="w-80">
      <PasswordInput defaultValue="123" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Senha', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'segredo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="grid w-80 gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <PasswordInput key={size} size={size} aria-label={`Senha ${size}`} defaultValue="segredo" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(3);
  },
};
