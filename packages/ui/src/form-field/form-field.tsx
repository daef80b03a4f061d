import * as React from 'react';
import { Label } from '../label';
import { cn } from '../lib/cn';

interface FormFieldContextValue {
  id: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

export interface FormFieldProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  label: React.ReactNode;
  /** Help shown under the control and read with it (`aria-describedby`). */
  hint?: React.ReactNode;
  /** The error message; when present the control is `aria-invalid` and reads the message. */
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The control's id; generated when omitted. */
  htmlFor?: string;
  children: React.ReactNode;
}

/**
 * Ties a label, a hint and an error message to the control inside it. Aula's controls read the
 * field (`useFormFieldControl`) for their id, `aria-describedby`, `aria-invalid` and `required`.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  htmlFor,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generated = React.useId();
  const id = htmlFor ?? `field${generated}`;
  const invalid = error != null && error !== false && error !== '';
  const value: FormFieldContextValue = {
    id,
    labelId: `${id}-label`,
    hintId: hint ? `${id}-hint` : undefined,
    errorId: invalid ? `${id}-error` : undefined,
    invalid,
    required,
    disabled,
  };
  return (
    <FormFieldContext.Provider value={value}>
      <div
        data-slot="form-field"
        data-invalid={invalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        className={cn('aula-form-field', className)}
        {...props}
      >
        <Label id={value.labelId} htmlFor={id} required={required}>
          {label}
        </Label>
        {children}
        {hint ? (
          <p id={value.hintId} data-slot="form-field-hint" className="aula-form-field-hint">
            {hint}
          </p>
        ) : null}
        {invalid ? (
          <p id={value.errorId} data-slot="form-field-error" className="aula-form-field-error">
            {error}
          </p>
        ) : null}
      </div>
    </FormFieldContext.Provider>
  );
}

/** The field around a control, or null outside a FormField. */
export function useFormField(): FormFieldContextValue | null {
  return React.useContext(FormFieldContext);
}

interface ControlAria {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'] | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** The props a control takes from its FormField; its own props win. */
export function useFormFieldControl<P extends ControlAria>(props: P): P {
  const field = useFormField();
  if (!field) return props;
  const describedBy = [props['aria-describedby'], field.hintId, field.errorId]
    .filter(Boolean)
    .join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}
