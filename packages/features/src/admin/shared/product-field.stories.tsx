import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { ProductField } from './product-field';

/** The field kept in state, as `useContractForm` keeps it. */
function Field({ error }: { error: string }) {
  const [value, setValue] = useState('');
  return (
    <ProductField
      field={{
        formField: { label: 'Produto', htmlFor: 'produto', error: error || undefined },
        control: {
          name: 'product_id',
          value,
          onChange: (event) => setValue(event.currentTarget.value),
        },
      }}
      products={[
        { id: 1, title: 'Formação React' },
        { id: 2, title: 'Node.js na prática' },
      ]}
    />
  );
}

const meta = {
  title: 'features/admin/shared/ProductField',
  component: Field,
  /** The refusal shown under the field (none: empty). */
  args: { error: '' },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Required; "Escolha um produto" until one is chosen (it cannot be chosen back). */
export const Choosing: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: /Produto/ });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Escolha um produto' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Node.js na prática');
    await expect(select).toHaveValue('2');
  },
};

/** The server's or the contract's refusal under the field. */
export const WithError: Story = {
  args: { error: 'Escolha o produto do curso.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Escolha o produto do curso.')).toBeVisible();
  },
};
