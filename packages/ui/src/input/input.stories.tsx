import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from '../form-field';
import { Input } from './input';

const meta = {
  title: 'ui/Input',
  component: Input,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Um campo de texto de uma linha; dentro de um \`FormField\` recebe o id, a descrição e o estado de erro do campo. Tamanho \`lg\` por padrão (especificação do produto).

**Não faça:** use sem rótulo: fora de um \`FormField\`, passe \`aria-label\` ou um \`Label htmlFor\`. Para senhas, use \`PasswordInput\`; para códigos, \`PinInput\`; para texto longo, \`Textarea\`.`,
      },
    },
  },
  args: { placeholder: 'voce@exemplo.com.br', 'aria-label': 'E-mail' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('data-size', 'lg');
    await expect(input.getBoundingClientRect().height).toBe(48);
    await userEvent.type(input, 'ana@aula.dev');
    await expect(input).toHaveValue('ana@aula.dev');
  },
};

export const Playground: Story = { args: { size: 'lg', disabled: false } };

export const Invalid: Story = {
  render: () => (
    <FormField label="E-mail" error="Informe um e-mail válido.">
      <Input defaultValue="ana@" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe um e-mail válido.');
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
    <div className="grid w-80 gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Input
          key={size}
          size={size}
          aria-label={`Tamanho ${size}`}
          placeholder={`Tamanho ${size}`}
        />
      ))}
      <Input aria-label="Inválido" aria-invalid defaultValue="valor inválido" />
      <Input aria-label="Desativado" disabled defaultValue="desativado" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['sm', 'md', 'lg'].map(
      (size) =>
        canvas.getByRole('textbox', { name: `Tamanho ${size}` }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([32, 40, 48]);
  },
};
