import { isApiError, type LoginBody, loginBodySchema, type User } from '@aula/contract';
import { Alert, Button, FormField, Input, PasswordInput } from '@aula/ui';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../i18n/error-messages';
import { type FieldLabel, ptBRErrorMap } from '../i18n/zod-pt-br';
import { FeatureLink } from '../navigation/link';
import { useLogin } from './use-login';

/** Each field's label, with its gender for the pt-BR messages ("Senha é obrigatória"). */
const labels = {
  email: { label: 'E-mail', gender: 'm' },
  password: { label: 'Senha', gender: 'f' },
} as const satisfies Record<string, FieldLabel>;
type Field = keyof typeof labels;
type FieldErrors = Partial<Record<Field, string>>;

export interface LoginFormProps {
  /**
   * Called after the session holds the signed-in user, with that user (null if the session did
   * not hold): the app decides where they land.
   */
  onSuccess?: (user: User | null) => void;
  defaultEmail?: string;
  /** "Esqueci minha senha" leads here; hidden when absent. */
  forgotPasswordHref?: string;
  /** The link to registration; hidden when absent. */
  registerHref?: string;
}

/**
 * Sign-in form: validates with the contract's schema and pt-BR messages, shows the catalogue's
 * message on failure and keeps what was typed.
 */
export function LoginForm({
  onSuccess,
  defaultEmail = '',
  forgotPasswordHref,
  registerHref,
}: LoginFormProps) {
  const id = useId();
  const { login, pending } = useLogin();
  const [values, setValues] = useState<LoginBody>({ email: defaultEmail, password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function validate(next: LoginBody): FieldErrors {
    const result = loginBodySchema.safeParse(next, {
      error: ptBRErrorMap({ labels }),
    });
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message;
    }
    return errors;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors = validate(values);
    setFieldErrors(errors);
    setFormError(null);
    const firstInvalid = (Object.keys(labels) as Field[]).find((field) => errors[field]);
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    try {
      const user = await login({ email: values.email.trim(), password: values.password });
      onSuccess?.(user);
    } catch (err) {
      if (isApiError(err)) {
        const serverFieldErrors: FieldErrors = {};
        for (const field of Object.keys(labels) as Field[]) {
          const message = err.fieldErrors[field]?.[0];
          if (message) serverFieldErrors[field] = message;
        }
        setFieldErrors(serverFieldErrors);
        setFormError(err.message);
      } else {
        setFormError(errorMessage('ServerErrorException'));
      }
    }
  }

  function field(name: Field, type: string, autoComplete: string) {
    const Control = type === 'password' ? PasswordInput : Input;
    return (
      <FormField label={labels[name].label} htmlFor={`${id}-${name}`} error={fieldErrors[name]}>
        <Control
          name={name}
          {...(type === 'password' ? {} : { type })}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((prev) => ({ ...prev, [name]: value }));
          }}
        />
      </FormField>
    );
  }

  return (
    <form
      noValidate
      aria-label="Entrar"
      onSubmit={handleSubmit}
      className="flex w-full max-w-sm flex-col gap-4"
    >
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      {field('email', 'email', 'username')}
      {field('password', 'password', 'current-password')}
      {forgotPasswordHref ? (
        <FeatureLink
          href={forgotPasswordHref}
          className="text-accent-foreground -mt-2 self-end text-sm underline"
        >
          Esqueci minha senha
        </FeatureLink>
      ) : null}
      <Button type="submit" size="lg" loading={pending}>
        Entrar
      </Button>
      {registerHref ? (
        <p className="text-muted-foreground text-center text-sm">
          Ainda não tem conta?{' '}
          <FeatureLink href={registerHref} className="text-accent-foreground font-medium underline">
            Cadastre-se
          </FeatureLink>
        </p>
      ) : null}
    </form>
  );
}
