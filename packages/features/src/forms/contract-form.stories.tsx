import { Button, FormField, Input } from '@aula/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ContractForm } from './contract-form';

const meta = {
  title: 'features/forms/ContractForm',
  component: ContractForm,
  args: {
    form: { handleSubmit: fn((event) => event.preventDefault()), formError: null },
    label: 'Criar conta',
    children: (
      <>
        <FormField label="E-mail">
          <Input type="email" required />
        </FormField>
        <Button type="submit">Criar conta</Button>
      </>
    ),
  },
} satisfies Meta<typeof ContractForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named for assistive technology; the browser's own checks are off, the contract's submit runs. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Criar conta' });
    await expect(form).toHaveAttribute('novalidate');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(args.form.handleSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The whole form's error (not a field's) above the fields, after the intro. */
export const FormError: Story = {
  args: {
    form: {
      handleSubmit: fn((event) => event.preventDefault()),
      formError: 'Não foi possível criar a conta. Tente de novo.',
    },
    intro: <p>Use o e-mail em que recebeu o convite.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível criar a conta. Tente de novo.',
    );
    await expect(canvas.getByText('Use o e-mail em que recebeu o convite.')).toBeVisible();
  },
};
