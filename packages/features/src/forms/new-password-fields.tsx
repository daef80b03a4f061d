import { FormField, PasswordInput } from '@aula/ui';
import type { ComponentProps } from 'react';
import type { FieldLabel } from '../i18n/zod-pt-br';
import { confirmationMatches } from './use-contract-form';

type FieldProps = {
  formField: Omit<ComponentProps<typeof FormField>, 'children'>;
  control: ComponentProps<typeof PasswordInput>;
};

const PASSWORD_HINT = 'No mínimo 8 caracteres.';

/** What a form with the two fields needs from `useContractForm`. */
export const newPassword = {
  /** The two fields empty, for the form's `initial` values. */
  empty: { password: '', password_confirmation: '' },
  /** The confirmation must repeat the password (`extraCheck`). */
  match: confirmationMatches('password', 'password_confirmation'),
  /** The fields' pt-BR labels: "Senha" on a new account, "Nova senha" on a change. */
  labels(change: boolean) {
    const noun = change ? 'nova senha' : 'senha';
    return {
      password: { label: change ? 'Nova senha' : 'Senha', gender: 'f' },
      password_confirmation: { label: `Confirmação da ${noun}`, gender: 'f' },
    } as const satisfies Record<string, FieldLabel>;
  },
};

/**
 * A new password and its confirmation, the `password` and `password_confirmation` fields of a
 * `useContractForm` form. The length rule is said once: the hint until the field has an error,
 * then the error in its place (and `aria-describedby` names only the error).
 */
export function NewPasswordFields({
  form,
}: {
  form: { field: (name: 'password' | 'password_confirmation') => FieldProps };
}) {
  const password = form.field('password');
  const confirmation = form.field('password_confirmation');
  return (
    <>
      <FormField
        {...password.formField}
        hint={password.formField.error ? undefined : PASSWORD_HINT}
      >
        <PasswordInput {...password.control} autoComplete="new-password" />
      </FormField>
      <FormField {...confirmation.formField}>
        <PasswordInput {...confirmation.control} autoComplete="new-password" />
      </FormField>
    </>
  );
}
