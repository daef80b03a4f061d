import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'ui/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma configuração liga/desliga que vale na hora (reproduzir a próxima aula automaticamente). Rótulo e descrição opcionais ao lado; ou rotule você mesmo (\`aria-label\`, \`<Label htmlFor>\`).

**Quando não usar:** num formulário que é enviado, use \`Checkbox\`.`,
      },
    },
  },
  args: { label: 'Reproduzir a próxima aula automaticamente', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', {
      name: 'Reproduzir a próxima aula automaticamente',
    });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = { args: { size: 'md' } };

export const On: Story = {
  args: { defaultChecked: true, description: 'Começa 5 segundos depois do fim da aula.' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('Começa 5 segundos depois do fim da aula.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-3">
      <Switch label="Médio desligado" />
      <Switch label="Médio ligado" defaultChecked />
      <Switch size="sm" label="Pequeno desligado" />
      <Switch size="sm" label="Pequeno ligado" defaultChecked />
      <Switch label="Desativado" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas }) => {
    const md = canvas.getByRole('switch', { name: 'Médio ligado' }).getBoundingClientRect();
    const sm = canvas.getByRole('switch', { name: 'Pequeno ligado' }).getBoundingClientRect();
    await expect(md.width).toBe(44);
    await expect(sm.width).toBe(36);
  },
};
