import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FormField } from '../form-field';
import { RadioGroup, RadioGroupItem } from './radio-group';

const meta = {
  title: 'ui/RadioGroup',
  component: RadioGroup,
  argTypes: {
    value: {
      description: 'A opção escolhida, quando o estado é seu (controlado).',
      table: { type: { summary: 'string' } },
      control: false,
    },
    defaultValue: {
      description: 'A opção escolhida no início.',
      table: { type: { summary: 'string' } },
      control: false,
    },
    onValueChange: {
      description: 'Chamado quando a escolha muda.',
      table: { type: { summary: '(value: string) => void' } },
      control: false,
    },
    name: {
      description: 'O nome do campo num formulário enviado.',
      table: { type: { summary: 'string' } },
      control: false,
    },
    disabled: {
      description: 'Desabilita todas as opções.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
      control: false,
    },
    required: {
      description: 'Uma escolha é obrigatória.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
      control: false,
    },
    orientation: {
      description: 'A direção das setas do teclado.',
      table: { type: { summary: "'horizontal' | 'vertical'" } },
      control: false,
    },
  },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma escolha entre poucas opções visíveis; as setas movem e selecionam (foco itinerante). Cada \`RadioGroupItem\` tem rótulo e descrição opcional.

**Quando não usar:** com muitas opções, use \`Select\`; para ligar/desligar uma coisa só, \`Switch\` ou \`Checkbox\`.`,
      },
    },
  },
  args: { onValueChange: fn(), 'aria-label': 'Qualidade do vídeo' },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="auto" label="Automática" description="Ajusta à sua conexão." />
      <RadioGroupItem value="1080" label="1080p" />
      <RadioGroupItem value="720" label="720p" />
      <RadioGroupItem value="360" label="360p" disabled />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '1080p' }));
    await expect(canvas.getByRole('radio', { name: '1080p' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('1080');
    // Radix checks the radio that arrow keys move to while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '720p' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  },
};

export const Playground: Story = { args: { defaultValue: 'auto' } };

export const WithValue: Story = {
  args: { defaultValue: 'auto' },
  play: async ({ canvas }) => {
    const auto = canvas.getByRole('radio', { name: 'Automática' });
    await expect(auto).toBeChecked();
    await expect(auto).toHaveAccessibleDescription('Ajusta à sua conexão.');
    await expect(canvas.getByRole('radio', { name: '360p' })).toBeDisabled();
  },
};

export const InAField: Story = {
  render: () => (
    <FormField label="Qualidade do vídeo" error="Escolha uma qualidade.">
      <RadioGroup>
        <RadioGroupItem value="1080" label="1080p" />
        <RadioGroupItem value="720" label="720p" />
      </RadioGroup>
    </FormField>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Qualidade do vídeo' });
    await expect(group).toHaveAccessibleDescription('Escolha uma qualidade.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '720' } };

export const Matrix: Story = {
  render: () => (
    <div className="flex gap-8">
      <RadioGroup aria-label="Vazio">
        <RadioGroupItem value="a" label="Opção A" />
        <RadioGroupItem value="b" label="Opção B" />
      </RadioGroup>
      <RadioGroup aria-label="Escolhido" defaultValue="b">
        <RadioGroupItem value="a" label="Opção A" />
        <RadioGroupItem value="b" label="Opção B" />
      </RadioGroup>
      <RadioGroup aria-label="Desativado" disabled defaultValue="a">
        <RadioGroupItem value="a" label="Opção A" />
        <RadioGroupItem value="b" label="Opção B" />
      </RadioGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(3);
  },
};
