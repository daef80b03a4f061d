import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormField } from '../form-field';
import { DateTimePicker } from './date-time-picker';

const NOVEMBER_2026 = new Date(2026, 10, 1);

const meta = {
  title: 'ui/DateTimePicker',
  component: DateTimePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Um dia e uma hora (\`DD/MM/AAAA\` e \`HH:mm\`, 24 horas), por exemplo quando uma aula agendada abre. Os limites valem para o momento inteiro: uma hora antes de \`min\` no dia de \`min\` é recusada.

**Quando não usar:** quando só o dia importa, use \`DatePicker\`.`,
      },
    },
  },
  args: { defaultMonth: NOVEMBER_2026, onChange: fn() },
  render: (args) => (
    <FormField label="Publicar em" className="w-96">
      <DateTimePicker {...args} />
    </FormField>
  ),
} satisfies Meta<typeof DateTimePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Publicar em' })).toBeVisible();
    const date = canvas.getByRole('textbox', { name: 'Publicar em' });
    const time = canvas.getByRole('textbox', { name: 'Hora' });
    await userEvent.type(date, '21/11/2026{Enter}');
    // A new day gets the default time until one is typed.
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 21, 0, 0));
    await expect(time).toHaveValue('00:00');
  },
};

export const Playground: Story = { args: { defaultTime: '09:00' } };

export const WithValue: Story = {
  args: { defaultValue: new Date(2026, 10, 21, 14, 30) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Publicar em' })).toHaveValue('21/11/2026');
    await expect(canvas.getByRole('textbox', { name: 'Hora' })).toHaveValue('14:30');
  },
};

export const BeforeMinimum: Story = {
  args: { min: new Date(2026, 10, 21, 9, 0) },
  play: async ({ canvas, userEvent, args }) => {
    const date = canvas.getByRole('textbox', { name: 'Publicar em' });
    const time = canvas.getByRole('textbox', { name: 'Hora' });
    await userEvent.type(date, '21/11/2026{Enter}');
    // 00:00 on the first day is before the minimum: refused and explained, the day kept.
    await expect(time).toHaveAccessibleDescription(
      'Escolha um horário a partir de 21/11/2026 09:00.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(time);
    await userEvent.type(time, '1430');
    await expect(time).toHaveValue('14:30');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 21, 14, 30));
  },
};

export const InvalidTime: Story = {
  args: { defaultValue: new Date(2026, 10, 21, 14, 30) },
  play: async ({ canvas, userEvent, args }) => {
    const time = canvas.getByRole('textbox', { name: 'Hora' });
    await userEvent.clear(time);
    await userEvent.type(time, '25:00');
    await userEvent.tab();
    await expect(time).toHaveValue('25:00');
    await expect(time).toHaveAccessibleDescription(
      'Hora inválida. Use o formato HH:mm, de 00:00 a 23:59.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: new Date(2026, 10, 21, 14, 30) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Hora' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="grid w-96 gap-4">
      <FormField label="Vazio">
        <DateTimePicker />
      </FormField>
      <FormField label="Preenchido">
        <DateTimePicker defaultValue={new Date(2026, 10, 21, 8, 5)} />
      </FormField>
      <FormField label="Desativado">
        <DateTimePicker disabled defaultValue={new Date(2026, 10, 21, 8, 5)} />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getAllByRole('textbox', { name: 'Hora' })[1]).toHaveValue('08:05');
  },
};
