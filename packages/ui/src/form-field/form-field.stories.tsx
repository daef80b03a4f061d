import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../input';
import { Select } from '../select';
import { Textarea } from '../textarea';
import { FormField } from './form-field';

const meta = {
  title: 'ui/FormField',
  component: FormField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Liga um rótulo, uma dica e uma mensagem de erro ao controle dentro dele. Os controles da Aula (\`Input\`, \`Textarea\`, \`Select\`, \`PasswordInput\`, \`PinInput\`, \`DatePicker\`…) leem o campo para o \`id\`, \`aria-describedby\`, \`aria-invalid\` e \`required\`.

**Faça:** um \`FormField\` por controle, com \`error\` vindo da validação. **Não faça:** repita \`id\`/\`aria-*\` à mão no controle: o campo já os liga.`,
      },
    },
  },
  args: { label: 'Nome completo', hint: 'Como aparece no certificado.', children: <Input /> },
  render: (args) => <FormField className="w-80" {...args} />,
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(input).toHaveAccessibleDescription('Como aparece no certificado.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = { args: { required: false, disabled: false, error: '' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: { error: 'Nome completo é obrigatório', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Como aparece no certificado. Nome completo é obrigatório',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="grid w-80 gap-4">
      <FormField label="E-mail" required>
        <Input type="email" />
      </FormField>
      <FormField label="Sobre você" hint="Até 280 caracteres.">
        <Textarea maxLength={280} showCount />
      </FormField>
      <FormField label="Estado" error="Estado é obrigatório">
        <Select placeholder="Escolha" options={[{ value: 'sp', label: 'São Paulo' }]} />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Sobre você' })).toHaveAccessibleDescription(
      'Até 280 caracteres. 0/280 caracteres',
    );
  },
};
