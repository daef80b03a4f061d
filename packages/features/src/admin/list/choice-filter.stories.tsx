import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ChoiceFilter } from './choice-filter';

const choices = { published: 'Publicado', draft: 'Rascunho' } as const;
type Choice = keyof typeof choices;

/** The filter with its value kept in state, as a list page keeps it in the URL. */
function Kept({
  initial,
  onChange,
}: {
  initial: Choice | null;
  onChange: (v: Choice | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceFilter
      label="Status"
      allLabel="Todos"
      choices={choices}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'features/admin/list/ChoiceFilter',
  component: ChoiceFilter,
  args: { label: 'Status', allLabel: 'Todos', choices, value: null, onChange: fn() },
  render: (args) => <Kept initial={args.value as Choice | null} onChange={args.onChange} />,
} satisfies Meta<typeof ChoiceFilter<Choice>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Todos" first, then each value in the given order; choosing one sends it. */
export const Everything: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveValue('');
    const options = canvas.getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['Todos', 'Publicado', 'Rascunho']);
    await userEvent.selectOptions(select, 'Rascunho');
    await expect(args.onChange).toHaveBeenCalledWith('draft');
    await expect(select).toHaveValue('draft');
  },
};

/** A value chosen (from the URL): "Todos" clears it, sending null. */
export const Chosen: Story = {
  args: { value: 'published' },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveValue('published');
    await userEvent.selectOptions(select, 'Todos');
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(select).toHaveValue('');
  },
};
