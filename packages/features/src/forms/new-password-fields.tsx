import { FormField, PasswordInput } from '@aula/ui';
import type { ComponentProps } from 'react';

type FieldProps = {
  formField: Omit<ComponentProps<typeof FormField>, 'children'>;
  control: ComponentProps<typeof PasswordInput>;
};

/** A new password and its confirmation, as `useContractForm().field()` describes them. */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: FieldProps;
  confirmation: FieldProps;
}) {
  return (
    <>
      <FormField {...password.formField} hint="No mínimo 8 caracteres.">
        <PasswordInput {...password.control} autoComplete="new-password" />
      </FormField>
      <FormField {...confirmation.formField}>
        <PasswordInput {...confirmation.control} autoComplete="new-password" />
      </FormField>
    </>
  );
}
