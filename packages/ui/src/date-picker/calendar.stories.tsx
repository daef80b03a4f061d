import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Calendar } from './calendar';

const NOVEMBER_2026 = new Date(2026, 10, 1);
const onSelect = fn();

const meta = {
  title: 'ui/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A grade de um mês em pt-BR (domingo primeiro, como nos calendários brasileiros), navegável pelo teclado: setas movem por dia e semana, Page Up/Down por mês, Home/End para as pontas da semana. Base do \`DatePicker\`.

**Quando não usar:** num formulário, use \`DatePicker\`, que também aceita a data digitada.`,
      },
    },
  },
  args: { mode: 'single', defaultMonth: NOVEMBER_2026, onSelect },
  beforeEach: () => onSelect.mockClear(),
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Novembro de 2026' });
    // Sunday first, pt-BR short names (the row is hidden from screen readers; buttons say the day).
    await expect([...grid.querySelectorAll('th')].map((h) => h.textContent)).toEqual([
      'dom',
      'seg',
      'ter',
      'qua',
      'qui',
      'sex',
      'sáb',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /sábado, 21 de novembro de 2026/ }));
    await expect(onSelect.mock.calls[0]?.[0]).toEqual(new Date(2026, 10, 21));
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByRole('grid', { name: 'Dezembro de 2026' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Selected: Story = {
  args: { selected: new Date(2026, 10, 21) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: /21 de novembro de 2026, selecionado$/ }),
    ).toBeVisible();
  },
};

export const WithLimits: Story = {
  args: { disabled: [{ before: new Date(2026, 10, 10) }, { after: new Date(2026, 10, 25) }] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: /^segunda-feira, 9 de novembro de 2026/ }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: /^terça-feira, 10 de novembro de 2026/ }),
    ).toBeEnabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="flex flex-wrap gap-6">
      <Calendar label="Vazio" mode="single" defaultMonth={NOVEMBER_2026} />
      <Calendar
        label="Com seleção"
        mode="single"
        defaultMonth={NOVEMBER_2026}
        selected={new Date(2026, 10, 21)}
      />
      <Calendar
        label="Só dias úteis"
        mode="single"
        defaultMonth={NOVEMBER_2026}
        disabled={{ dayOfWeek: [0, 6] }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('grid', { name: 'Novembro de 2026' })).toHaveLength(3);
    await expect(
      canvas.getByRole('navigation', { name: 'Navegação do calendário: Só dias úteis' }),
    ).toBeVisible();
  },
};
