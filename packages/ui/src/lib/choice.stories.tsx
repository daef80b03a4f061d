import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Choice, useChoiceIds } from './choice';

/** The label-beside-a-control layout shared by Checkbox, Switch and RadioGroupItem (internal). */
function Example({ description }: { description?: string }) {
  const ids = useChoiceIds('choice', undefined, undefined, description);
  return (
    <Choice
      slot="choice-example"
      ids={ids}
      label="Receber avisos"
      description={description}
      className={undefined}
    >
      <input type="checkbox" id={ids.id} aria-describedby={ids.describedBy} />
    </Choice>
  );
}

const meta = {
  title: 'ui/internal/Choice',
  component: Example,
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Receber avisos'));
    await expect(canvas.getByRole('checkbox', { name: 'Receber avisos' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Um e-mail por semana.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Um e-mail por semana.');
  },
};
