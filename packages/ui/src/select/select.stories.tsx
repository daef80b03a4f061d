import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from '../form-field';
import { Select } from './select';

const levels = [
  { value: 'iniciante', label: 'Iniciante' },
  { value: 'intermediario', label: 'Intermediário' },
  { value: 'avancado', label: 'Avançado' },
];

const meta = {
  title: 'ui/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma escolha de uma lista, sobre o \`<select>\` nativo (ADR 003): o seletor da plataforma no celular, busca ao digitar e leitores de tela sem esforço. As opções vêm em \`options\`.

**Quando não usar:** com até umas quatro opções que cabem na tela, \`RadioGroup\` mostra todas; para ações, \`DropdownMenu\`.`,
      },
    },
  },
  args: { options: levels, placeholder: 'Escolha o nível', 'aria-label': 'Nível' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Nível' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Avançado');
    await expect(select).toHaveValue('avancado');
  },
};

export const Playground: Story = { args: { size: 'lg' } };

export const WithValue: Story = {
  args: { defaultValue: 'intermediario' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveDisplayValue('Intermediário');
  },
};

export const Invalid: Story = {
  render: () => (
    <FormField label="Nível" error="Nível é obrigatório" required>
      <Select options={levels} placeholder="Escolha o nível" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Nível' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Nível é obrigatório');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Matrix: Story = {
  render: () => (
    <div className="grid w-72 gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Select
          key={size}
          size={size}
          options={levels}
          aria-label={`Tamanho ${size}`}
          defaultValue="iniciante"
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox')).toHaveLength(3);
  },
};
