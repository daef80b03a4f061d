import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatDateTime } from '../../i18n/dates';
import { StateBadge, TimeCell } from './cells';

const LABELS = { sent: 'Enviado', failed: 'Falhou', pending: 'Na fila' } as const;
const COLORS = { sent: 'success', failed: 'error', pending: 'neutral' } as const;

const meta = {
  title: 'features/admin/list/Cells',
  component: TimeCell,
  args: { at: '2026-11-20T14:05:00-03:00', note: 'Hotmart' },
  render: (args) => (
    <div className="flex flex-col items-start gap-4">
      <TimeCell {...args} />
      <TimeCell at={args.at} />
      {(['sent', 'failed', 'pending'] as const).map((state) => (
        <StateBadge key={state} state={state} colors={COLORS} labels={LABELS} />
      ))}
    </div>
  ),
} satisfies Meta<typeof TimeCell>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The "when" cell: the date and time in pt-BR (machine-readable in `dateTime`), the note under it
 * only when there is one; each state's badge with its label and its `data-state`.
 */
export const TimesAndStates: Story = {
  play: async ({ canvas }) => {
    // In the browser's time zone, as the lists show it.
    const times = canvas.getAllByText(formatDateTime('2026-11-20T14:05:00-03:00'));
    await expect(times).toHaveLength(2);
    await expect(times[0]).toHaveAttribute('datetime', '2026-11-20T14:05:00-03:00');
    await expect(canvas.getAllByText('Hotmart')).toHaveLength(1);
    await expect(canvas.getByText('Falhou')).toHaveAttribute('data-state', 'failed');
    await expect(canvas.getByText('Enviado')).toHaveAttribute('data-state', 'sent');
    await expect(canvas.getByText('Na fila')).toHaveAttribute('data-state', 'pending');
  },
};
