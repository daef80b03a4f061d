import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FormField } from '../form-field';
import { PinInput } from './pin-input';

const meta = {
  title: 'ui/PinInput',
  component: PinInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Um código de uso único ou PIN, uma caixa por caractere, sobre um único input real (input-otp): colar, preenchimento automático por SMS/e-mail (\`autocomplete="one-time-code"\`), leitores de tela e teclados de celular funcionam como num campo de texto. Os códigos das mudanças de conta têm 6 dígitos.

**Não faça:** monte seis inputs separados: a colagem e o preenchimento automático deixam de funcionar.`,
      },
    },
  },
  args: { onComplete: fn(), onChange: fn() },
  render: (args) => (
    <FormField label="Código de verificação" hint="Enviamos 6 dígitos para o seu e-mail.">
      <PinInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof PinInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (root: HTMLElement) => [...root.querySelectorAll('[data-slot="pin-input-box"]')];

export const Default: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Código de verificação' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(input);
    await userEvent.keyboard('12a3456');
    await expect(input).toHaveValue('123456');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('123456'));
    await expect(boxes(canvasElement).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  },
};

export const Playground: Story = { args: { length: 6, mask: false } };

export const WhatsAppPin: Story = {
  args: { length: 4, mask: true },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Código de verificação' });
    await userEvent.click(input);
    await userEvent.keyboard('2026');
    await expect(boxes(canvasElement).map((b) => b.textContent)).toEqual(['•', '•', '•', '•']);
  },
};

export const Pasted: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Código de verificação' });
    await userEvent.click(input);
    await userEvent.paste('987654');
    await expect(input).toHaveValue('987654');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <FormField label="Código de verificação" error="Código incorreto ou expirado.">
      <PinInput {...args} defaultValue="111111" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Código de verificação' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Código incorreto ou expirado.');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4">
      <PinInput aria-label="Vazio" />
      <PinInput aria-label="Parcial" defaultValue="123" />
      <PinInput aria-label="Completo" defaultValue="123456" />
      <PinInput aria-label="PIN" length={4} mask defaultValue="1234" />
      <PinInput aria-label="Desativado" disabled defaultValue="12" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(boxes(canvasElement)).toHaveLength(6 * 4 + 4);
  },
};
