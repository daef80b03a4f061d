import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { IdFilter, type IdFilterProps, ProductFilter } from './id-filter';

const products = [
  { id: 1, title: 'Formação React' },
  { id: 2, title: 'Node.js na prática' },
];

/** The filter with its value kept in state, as a list page keeps it in the URL. */
function Kept({ value: initial, onChange, ...props }: IdFilterProps) {
  const [value, setValue] = useState(initial);
  return (
    <IdFilter
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'features/admin/list/IdFilter',
  component: IdFilter,
  args: {
    label: 'Produto',
    allLabel: 'Todos os produtos',
    options: products,
    value: null,
    onChange: fn(),
    unknownLabel: (id: number) => `Produto ${id}`,
  },
  render: (args) => <Kept {...args} />,
} satisfies Meta<typeof IdFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every record by its title; choosing one sends its id, "Todos os produtos" sends null. */
export const Records: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Produto' });
    const options = canvas.getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['Todos os produtos', 'Formação React', 'Node.js na prática']);
    await userEvent.selectOptions(select, 'Node.js na prática');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.selectOptions(select, 'Todos os produtos');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A link's id whose records have not arrived yet keeps its value, named "Produto 7". */
export const WhileLoading: Story = {
  args: { options: [], value: 7 },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Produto' });
    await expect(select).toHaveValue('7');
    await expect(canvas.getByRole('option', { name: 'Produto 7' })).toBeInTheDocument();
  },
};

/** An id that no record has (a deleted product in an old link) stays shown, not silently dropped. */
export const UnknownRecord: Story = {
  args: { value: 9 },
  play: async ({ canvas }) => {
    const options = canvas.getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual([
      'Todos os produtos',
      'Formação React',
      'Node.js na prática',
      'Produto 9',
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Produto' })).toHaveValue('9');
  },
};

/** Both admin lists' product filter: "Produto", every product by default, ids as it was given. */
export const Product: Story = {
  render: (args) => (
    <ProductFilter options={args.options} value={args.value} onChange={args.onChange} />
  ),
  args: { value: 8 },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Produto' });
    await expect(canvas.getByRole('option', { name: 'Todos os produtos' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Produto 8' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Formação React');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};
