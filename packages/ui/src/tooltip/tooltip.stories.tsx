import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Uma dica curta no hover e no foco do teclado; Esc fecha.

**Não faça:** ponha num tooltip a única cópia de uma informação necessária: ele não aparece no toque. Um botão só de ícone ainda precisa de \`aria-label\`.`,
      },
    },
  },
  args: {
    content: 'Copiar link da aula',
    children: (
      <Button iconOnly aria-label="Copiar link" variant="outline">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </svg>
      </Button>
    ),
  },
  render: (args) => (
    <div className="p-10">
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copiar link' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Copiar link da aula'),
    );
    // Radix names the trigger's description in a render of its own, after the bubble shows.
    await waitFor(() => expect(button).toHaveAccessibleDescription('Copiar link da aula'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Playground: Story = { args: { side: 'top', delayDuration: 300 } };

export const Open: Story = {
  args: { defaultOpen: true, side: 'right' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeInTheDocument());
  },
};

export const Matrix: Story = {
  render: () => (
    <div className="flex gap-16 p-16">
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} content={`Dica (${side})`} side={side} open>
          <Button variant="outline">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
  },
};
