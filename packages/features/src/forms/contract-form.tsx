import { Alert } from '@aula/ui';
import type { FormEvent, ReactNode, Ref } from 'react';

export interface ContractFormProps {
  /** `useContractForm`'s answer: its submit and its whole-form error. */
  form: {
    handleSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
    formError: string | null;
  };
  /** The form's accessible name ("Criar conta"). */
  label: string;
  className?: string;
  /** What stands above the form's error: the step's explanation, other alerts. */
  intro?: ReactNode;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A `useContractForm` form: checked by the contract's schema, not the browser's (`noValidate`),
 * named for assistive technology, its whole-form error above its fields.
 */
export function ContractForm({
  form,
  label,
  className = 'flex flex-col gap-4',
  intro,
  ref,
  children,
}: ContractFormProps) {
  return (
    <form
      ref={ref}
      noValidate
      aria-label={label}
      onSubmit={(event) => void form.handleSubmit(event)}
      className={className}
    >
      {intro}
      {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
      {children}
    </form>
  );
}
