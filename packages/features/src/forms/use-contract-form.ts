import { CONFIRMATION_MISMATCH, isApiError } from '@aula/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { errorMessage } from '../i18n/error-messages';
import { type FieldLabel, ptBRErrorMap } from '../i18n/zod-pt-br';

export type FieldErrorsOf<F extends string> = Partial<Record<F, string>>;

export interface ContractFormOptions<F extends string> {
  /** The contract's schema for the body (or a step of it). */
  schema: z.ZodMiniType;
  /** Each field's label, for the pt-BR messages; its keys are the form's fields, in order. */
  labels: Record<F, FieldLabel>;
  initial: Record<NoInfer<F>, string>;
  /** Checks the schema cannot express (a confirmation that must match). */
  extraCheck?: (values: Record<NoInfer<F>, string>) => FieldErrorsOf<NoInfer<F>>;
  /** Sends the form; a rejection with an ApiError is shown on the fields and above them. */
  submit: (values: Record<NoInfer<F>, string>) => Promise<void>;
  /** Maps a catalogue code to the field it belongs to (UserHasBeenTakenException → email). */
  codeFields?: Partial<Record<string, NoInfer<F>>>;
}

/** One field's props, as `useContractForm().field(name)` gives them. */
export interface ContractField {
  formField: { label: string; htmlFor: string; error: string | undefined };
  control: {
    name: string;
    value: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
  };
}

/**
 * A form over a contract schema: pt-BR messages on each field, the first invalid field focused,
 * one request at a time (a second submit while pending does nothing), a 422's field errors on
 * their fields, and everything typed kept after any error.
 */
export function useContractForm<F extends string>(options: ContractFormOptions<F>) {
  const id = useId();
  const { schema, labels, extraCheck, submit, codeFields = {} } = options;
  const fields = Object.keys(labels) as F[];
  const [values, setValues] = useState(options.initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrorsOf<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A ref, not state: Enter and a click in the same frame must not both get through.
  const inFlight = useRef(false);

  const fieldId = (name: F) => `${id}-${name}`;
  const focus = (name: F) => document.getElementById(fieldId(name))?.focus();

  function validate(next: Record<F, string>): FieldErrorsOf<F> {
    const errors: FieldErrorsOf<F> = {};
    const result = schema.safeParse(next, { error: ptBRErrorMap({ labels }) });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as F;
        if (fields.includes(field)) errors[field] ??= issue.message;
      }
    }
    const extra: FieldErrorsOf<F> = extraCheck?.(next) ?? {};
    for (const field of fields) errors[field] ??= extra[field];
    return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrorsOf<F>;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const errors = validate(values);
    setFieldErrors(errors);
    setFormError(null);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      await submit(values);
    } catch (err) {
      if (!isApiError(err)) {
        setFormError(errorMessage('ServerErrorException'));
        return;
      }
      const serverErrors: FieldErrorsOf<F> = {};
      for (const field of fields) {
        const message = err.fieldErrors[field]?.[0];
        if (message) serverErrors[field] = message;
      }
      const codeField = codeFields[err.code];
      // The field's own sentence when the server sent one ("O código expirou"), else the code's.
      if (codeField) serverErrors[codeField] = err.fieldErrors[codeField]?.[0] ?? err.message;
      setFieldErrors(serverErrors);
      // A code that belongs to one field is said there; anything else above the form.
      setFormError(codeField ? null : err.message);
      const firstServer = fields.find((field) => serverErrors[field]);
      if (firstServer) focus(firstServer);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  /** Props for the field's FormField and its control. */
  function field(name: F) {
    const label = labels[name];
    return {
      formField: {
        label: typeof label === 'string' ? label : label.label,
        htmlFor: fieldId(name),
        error: fieldErrors[name],
      },
      control: {
        name,
        value: values[name],
        onChange: (event: { currentTarget: { value: string } }) => {
          const value = event.currentTarget.value;
          setValues((prev) => ({ ...prev, [name]: value }));
        },
      },
    };
  }

  /** Clears what no longer holds: the given fields' errors and the error above the form. */
  function clearErrors(names: readonly F[]) {
    setFieldErrors((prev) => {
      const next = { ...prev };
      for (const name of names) delete next[name];
      return next;
    });
    setFormError(null);
  }

  return { values, setValues, fieldErrors, formError, pending, handleSubmit, field, clearErrors };
}

/** The confirmation must repeat the password. */
export function confirmationMatches<F extends string>(password: F, confirmation: F) {
  return (values: Record<F, string>): FieldErrorsOf<F> =>
    values[confirmation] && values[confirmation] !== values[password]
      ? ({ [confirmation]: CONFIRMATION_MISMATCH } as FieldErrorsOf<F>)
      : values[confirmation]
        ? {}
        : ({ [confirmation]: 'Confirme a senha.' } as FieldErrorsOf<F>);
}
