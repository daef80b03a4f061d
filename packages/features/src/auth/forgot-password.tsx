import { forgotPasswordBodySchema, resetPasswordBodySchema } from '@aula/contract';
import { Alert, Button, FormField, Input } from '@aula/ui';
import { useState } from 'react';
import { z } from 'zod/mini';
import { useApi } from '../api/api-provider';
import { useMutationCall } from '../api/mutations';
import { ContractForm } from '../forms/contract-form';
import { NewPasswordFields, newPassword } from '../forms/new-password-fields';
import { useContractForm } from '../forms/use-contract-form';
import { errorMessage, errorText } from '../i18n/error-messages';
import type { FieldLabel } from '../i18n/zod-pt-br';
import { FeatureLink } from '../navigation/link';

const emailLabels = { email: { label: 'E-mail', gender: 'm' } } as const satisfies Record<
  string,
  FieldLabel
>;
const resetLabels = {
  code: { label: 'Código', gender: 'm' },
  ...newPassword.labels(true),
} as const satisfies Record<string, FieldLabel>;
const resetStepSchema = z.omit(resetPasswordBodySchema, { email: true });

export interface ForgotPasswordProps {
  /** Called after the new password is set (every session was signed out): the app goes to login. */
  onSuccess?: (email: string) => void;
  loginHref: string;
  defaultEmail?: string;
}

function EmailStep({
  defaultEmail,
  onSent,
  loginHref,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
  loginHref: string;
}) {
  const api = useApi();
  const form = useContractForm({
    schema: forgotPasswordBodySchema,
    labels: emailLabels,
    initial: { email: defaultEmail },
    submit: async ({ email }) => {
      await api.forgotPassword({ body: { email: email.trim() } });
      onSent(email.trim());
    },
  });
  const email = form.field('email');
  return (
    <ContractForm
      form={form}
      label="Recuperar senha"
      intro="Passo 1 de 2 · Informe o e-mail da sua conta e enviaremos um código de 6 dígitos."
    >
      <FormField {...email.formField}>
        <Input {...email.control} type="email" autoComplete="email" />
      </FormField>
      <Button type="submit" size="lg" loading={form.pending}>
        Enviar código
      </Button>
      <FeatureLink
        href={loginHref}
        className="text-accent-foreground text-center text-sm underline"
      >
        Voltar para o login
      </FeatureLink>
    </ContractForm>
  );
}

function ResetStep({
  email,
  onBack,
  onDone,
}: {
  email: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const api = useApi();
  const [resent, setResent] = useState(false);
  const resend = useMutationCall('forgot-password-resend', () =>
    api.forgotPassword({ body: { email } }),
  );
  const form = useContractForm({
    schema: resetStepSchema,
    labels: resetLabels,
    initial: { code: '', ...newPassword.empty },
    extraCheck: newPassword.match,
    codeFields: { InvalidPasswordCodeException: 'code' },
    submit: async (values) => {
      await api.resetPassword({ body: { email, ...values, code: values.code.trim() } });
      onDone();
    },
  });
  const code = form.field('code');
  return (
    <ContractForm
      form={form}
      label="Definir nova senha"
      intro={
        <>
          Passo 2 de 2 · Se houver uma conta com o e-mail{' '}
          <strong className="text-foreground">{email}</strong>, enviamos para ele um código. Ele
          vale por 15 minutos.
        </>
      }
      notices={
        <>
          {resent ? <Alert variant="success">Enviamos um novo código.</Alert> : null}
          {resend.error ? (
            <Alert variant="error">
              {errorText(resend.error, errorMessage('ServerErrorException'))}
            </Alert>
          ) : null}
        </>
      }
    >
      <FormField {...code.formField} hint="Os 6 dígitos do e-mail.">
        <Input {...code.control} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      </FormField>
      <NewPasswordFields form={form} />
      <Button type="submit" size="lg" loading={form.pending}>
        Salvar nova senha
      </Button>
      <div className="flex justify-between gap-2 text-sm">
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          Usar outro e-mail
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          loading={resend.pending}
          onClick={async () => {
            if (resend.pending) return;
            setResent(false);
            resend.reset();
            try {
              await resend.trigger(undefined);
              // A new code: what was said about the previous one no longer holds.
              form.clearErrors(['code']);
              setResent(true);
            } catch {
              // Said by `resend.error`.
            }
          }}
        >
          Reenviar código
        </Button>
      </div>
    </ContractForm>
  );
}

/** Forgot password, two steps: the e-mail, then the code with the new password. */
export function ForgotPassword({ onSuccess, loginHref, defaultEmail = '' }: ForgotPasswordProps) {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <div className="flex w-full max-w-sm flex-col gap-4">
      <h1 className="text-2xl font-bold">Esqueci minha senha</h1>
      {email === null ? (
        <EmailStep defaultEmail={defaultEmail} onSent={setEmail} loginHref={loginHref} />
      ) : (
        <ResetStep email={email} onBack={() => setEmail(null)} onDone={() => onSuccess?.(email)} />
      )}
    </div>
  );
}
