import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { NewPasswordFields } from './new-password-fields';

function Fields({
  passwordError,
  confirmationError,
}: {
  passwordError?: string;
  confirmationError?: string;
}) {
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const labels = { password: 'Nova senha', password_confirmation: 'Confirme a nova senha' };
  const errors = { password: passwordError, password_confirmation: confirmationError };
  const field = (name: keyof typeof values) => ({
    formField: {
      label: labels[name],
      htmlFor: `campo-${name}`,
      ...(errors[name] ? { error: errors[name] } : {}),
    },
    control: {
      id: `campo-${name}`,
      name,
      value: values[name],
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        setValues((prev) => ({ ...prev, [name]: value }));
      },
    },
  });
  return (
    <div className="flex max-w-sm flex-col gap-4">
      <NewPasswordFields form={{ field }} />
    </div>
  );
}

const meta = {
  title: 'features/forms/NewPasswordFields',
  component: Fields,
} satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both fields are new passwords for the browser's password manager, with the length hint. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Nova senha');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Confirme a nova senha')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByText('No mínimo 8 caracteres.')).toBeVisible();
    await userEvent.type(password, 'segredo-forte');
    await expect(password).toHaveValue('segredo-forte');
  },
};

/** Errors from the server sit on their fields. */
export const WithErrors: Story = {
  args: {
    passwordError: 'A senha deve ter no mínimo 8 caracteres.',
    confirmationError: 'A confirmação não confere.',
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Nova senha');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // The rule is said once: the error takes the hint's place.
    await expect(password).toHaveAccessibleDescription('A senha deve ter no mínimo 8 caracteres.');
    await expect(canvas.queryByText('No mínimo 8 caracteres.')).toBeNull();
    await expect(canvas.getByText('A confirmação não confere.')).toBeVisible();
  },
};
