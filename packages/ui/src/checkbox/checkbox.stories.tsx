import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  argTypes: {
    checked: {
      description:
        'O estado, quando é seu (controlado); `indeterminate` para "selecionar todos" parcial.',
      table: { type: { summary: "boolean | 'indeterminate'" } },
      control: false,
    },
    defaultChecked: {
      description: 'O estado no início.',
      table: { type: { summary: "boolean | 'indeterminate'" } },
      control: false,
    },
    onCheckedChange: {
      description: 'Chamado quando o estado muda.',
      table: { type: { summary: "(checked: boolean | 'indeterminate') => void" } },
      control: false,
    },
    disabled: {
      description: 'Desabilitada.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
      control: false,
    },
    required: {
      description: 'Obrigatória num formulário.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
      control: false,
    },
    name: {
      description: 'O nome do campo num formulário enviado.',
      table: { type: { summary: 'string' } },
      control: false,
    },
  },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma caixa de seleção com rótulo e descrição opcionais, e um terceiro estado "indeterminado" (\`checked="indeterminate"\`) para "selecionar todos".

**Quando não usar:** para uma configuração que vale na hora, use \`Switch\`; para uma escolha entre opções que se excluem, \`RadioGroup\`.`,
      },
    },
  },
  args: { label: 'Receber avisos de novas aulas', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Receber avisos de novas aulas' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Receber avisos de novas aulas'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Playground: Story = { args: { disabled: false } };

export const WithDescription: Story = {
  args: { description: 'Um e-mail por semana, no máximo.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Um e-mail por semana, no máximo.',
    );
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'Selecionar todas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-3">
      <Checkbox label="Desmarcada" />
      <Checkbox label="Marcada" defaultChecked />
      <Checkbox label="Parcial" checked="indeterminate" />
      <Checkbox label="Desativada" disabled />
      <Checkbox label="Inválida" aria-invalid />
      <Checkbox aria-label="Sem rótulo visível" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(6);
    await expect(canvas.getByRole('checkbox', { name: 'Marcada' })).toBeChecked();
  },
};
