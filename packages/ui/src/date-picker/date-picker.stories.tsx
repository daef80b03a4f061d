import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FormField } from '../form-field';
import { DatePicker } from './date-picker';

const NOVEMBER_2026 = new Date(2026, 10, 1);

const meta = {
  title: 'ui/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Um dia, digitado (\`DD/MM/AAAA\`, as barras entram sozinhas) ou escolhido num calendário pt-BR num popover. Uma data que não existe ou está fora de \`min\`/\`max\` fica como foi digitada e é explicada.

**Faça:** use dentro de um \`FormField\` (rótulo, dica e erro). **Não faça:** use para data e hora juntas: isso é \`DateTimePicker\`.`,
      },
    },
  },
  args: { defaultMonth: NOVEMBER_2026, onChange: fn() },
  render: (args) => (
    <FormField label="Data de início" className="w-72">
      <DatePicker {...args} />
    </FormField>
  ),
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const popover = (root: HTMLElement) =>
  root.ownerDocument.querySelector<HTMLElement>('[data-slot="popover-content"]') as HTMLElement;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de início' });
    await expect(input).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir calendário' }));
    await waitFor(() => expect(popover(canvasElement).matches(':popover-open')).toBe(true));
    const grid = canvas.getByRole('grid', { name: 'Novembro de 2026' });
    await waitFor(() => expect(grid).toBeVisible());
    // The weekday row is hidden from screen readers; each day button says its weekday.
    const weekdays = [...grid.querySelectorAll('th')].map((h) => h.textContent);
    await expect(weekdays).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
    await userEvent.click(canvas.getByRole('button', { name: /sábado, 21 de novembro de 2026/ }));
    await expect(input).toHaveValue('21/11/2026');
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 10, 21));
    await waitFor(() => expect(popover(canvasElement).matches(':popover-open')).toBe(false));
  },
};

export const Playground: Story = { args: { clearable: true, disabled: false } };

export const KeyboardNavigation: Story = {
  args: { defaultValue: new Date(2026, 10, 21) },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de início' });
    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendário/ }));
    // Focus lands on the chosen day.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toHaveAccessibleName(
        /21 de novembro de 2026, selecionado/,
      ),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(canvasElement.ownerDocument.activeElement).toHaveAccessibleName(
      /29 de novembro de 2026/,
    );
    await userEvent.keyboard('{PageDown}');
    await waitFor(() =>
      expect(canvas.getByRole('grid', { name: 'Dezembro de 2026' })).toBeVisible(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('29/12/2026');
  },
};

export const Typed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de início' });
    await userEvent.type(input, '05032027');
    await expect(input).toHaveValue('05/03/2027');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2027, 2, 5));
  },
};

export const InvalidTyped: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de início' });
    await userEvent.type(input, '31/02/2027');
    await userEvent.tab();
    await expect(input).toHaveValue('31/02/2027');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Data inválida. Use o formato DD/MM/AAAA.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MinMax: Story = {
  args: { min: new Date(2026, 10, 10), max: new Date(2026, 10, 25) },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de início' });
    await userEvent.type(input, '01/12/2026');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Escolha uma data até 25/11/2026.');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir calendário' }));
    await waitFor(() => expect(popover(canvasElement).matches(':popover-open')).toBe(true));
    await expect(
      canvas.getByRole('button', { name: /^segunda-feira, 9 de novembro de 2026/ }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: /^terça-feira, 10 de novembro de 2026/ }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Próximo mês' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Cleared: Story = {
  args: { defaultValue: new Date(2026, 10, 21) },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de início' });
    await expect(input).toHaveValue('21/11/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar data' }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: new Date(2026, 10, 21) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Abrir calendário/ })).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="grid w-72 content-start gap-4">
      <FormField label="Vazia">
        <DatePicker />
      </FormField>
      <FormField label="Preenchida">
        <DatePicker defaultValue={new Date(2026, 10, 21)} />
      </FormField>
      <FormField label="Com erro" error="Data é obrigatória">
        <DatePicker />
      </FormField>
      <FormField label="Desativada">
        <DatePicker disabled defaultValue={new Date(2026, 10, 21)} />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Preenchida' })).toHaveValue('21/11/2026');
    await expect(canvas.getByRole('textbox', { name: 'Com erro' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
