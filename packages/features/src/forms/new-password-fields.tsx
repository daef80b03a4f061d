import { FormField, PasswordInput } from '@aula/ui';
import type { ComponentProps } from 'react';

type FieldProps = {
  formField: Omit<ComponentProps<typeof FormField>, 'children'>;
  control: ComponentProps<typeof PasswordInput>;
};

const PASSWORD_HINT = 'No mínimo 8 caracteres.';

/**
 * A new password and its confirmation, as `useContractForm().field()` describes them. The length
 * rule is said once: the hint until the field has an error, then the error in its place (and
 * `aria-describedby` names only the error).
 */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: FieldProps;
  confirmation: FieldProps;
}) {
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
