import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { AccountFlow } from './account-flow';

const STEPS = [{ title: 'Primeira' }, { title: 'Segunda' }] as const;

function Flow({ start = 0 }: { start?: number }) {
  const [step, setStep] = useState(start);
  return (
    <main className="max-w-md p-4">
      <AccountFlow
        title="Trocar algo"
        description="Um fluxo de exemplo."
        steps={STEPS}
        current={step}
      >
        {step < STEPS.length ? (
          <button type="button" onClick={() => setStep(step + 1)}>
            Avançar
          </button>
        ) : (
          <p>Tudo certo.</p>
        )}
      </AccountFlow>
    </main>
  );
}

const meta = {
  title: 'features/account/steps/AccountFlow',
  component: Flow,
} satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: named, and the focus is left where it was (nothing moved yet). */
export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Trocar algo' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Etapa 1 de 2: Primeira' })).toBeVisible();
    await expect(document.activeElement).not.toBe(canvas.getByRole('group'));
  },
};

/** A new step takes the focus, so a screen reader reads where the person is. */
export const FocusFollowsTheStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Avançar' }));
    const group = canvas.getByRole('group', { name: 'Etapa 2 de 2: Segunda' });
    await waitFor(() => expect(group).toHaveFocus());
  },
};

/** After the last step: the flow is named as done. */
export const Done: Story = {
  args: { start: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Trocar algo: concluído' })).toBeVisible();
    await expect(canvas.getByText('Tudo certo.')).toBeVisible();
  },
};
