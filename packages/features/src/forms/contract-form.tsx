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
  /** The step's explanation, a muted paragraph above the form's error. */
  intro?: ReactNode;
  /** Alerts between the explanation and the form's error ("Enviamos um novo código"). */
  notices?: ReactNode;
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
  notices,
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
      {intro ? <p className="text-muted-foreground text-sm">{intro}</p> : null}
      {notices}
      {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
      {children}
    </form>
  );
}
