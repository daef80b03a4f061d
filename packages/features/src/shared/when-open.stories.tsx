import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { WhenOpen } from './when-open';

let loads = 0;
function PanelView({ open }: { open: boolean }) {
  return <p role="status">{open ? 'Painel aberto' : 'Painel fechado (montado)'}</p>;
}
/** A lazy panel of its own for each mount, so each story run counts its own load. */
const makePanel = () =>
  lazy(async () => {
    loads += 1;
    return { default: PanelView };
  });

function Demo() {
  const [open, setOpen] = useState(false);
  const [Panel] = useState(makePanel);
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" onClick={() => setOpen((v) => !v)}>
        {open ? 'Fechar' : 'Abrir'}
      </button>
      <WhenOpen open={open}>
        <Panel open={open} />
      </WhenOpen>
    </div>
  );
}

const meta = {
  title: 'features/player/WhenOpen',
  component: WhenOpen,
  args: { open: false, children: null },
  render: () => <Demo />,
} satisfies Meta<typeof WhenOpen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing (and no code fetched) until the first open; then kept mounted, loaded once. */
export const FirstOpenLoads: Story = {
  play: async ({ canvas }) => {
    const before = loads;
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(loads).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    await expect(await canvas.findByText('Painel aberto')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(within(canvas.getByRole('status')).getByText(/fechado/)).toBeVisible();
    await expect(loads).toBe(before + 1);
  },
};
