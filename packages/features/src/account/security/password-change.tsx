import { type CodeSent, passwordChangeBodySchema } from '@aula/contract';
import { Alert, Button } from '@aula/ui';
import { useState } from 'react';
import { useApi } from '../../api/api-provider';
import { ContractForm } from '../../forms/contract-form';
import { NewPasswordFields, newPassword } from '../../forms/new-password-fields';
import { useContractForm } from '../../forms/use-contract-form';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { AccountFlow } from '../steps/account-flow';
import { CodeField, CodeSentIntro } from '../steps/code-step';
import { ResendCode } from '../steps/resend-code';
import { SendCodeStep } from '../steps/send-code-step';
import { useCountdown } from '../steps/use-countdown';

const STEPS = [{ title: 'Pedir código' }, { title: 'Nova senha' }] as const;

const labels = {
  code: { label: 'Código', gender: 'm' },
  ...newPassword.labels(true),
} as const satisfies Record<string, FieldLabel>;

function NewPasswordStep({
  sent: initial,
  onBack,
  onDone,
}: {
  sent: CodeSent;
  onBack: () => void;
  onDone: () => void;
}) {
  const api = useApi();
  const [sent, setSent] = useState(initial);
  const { secondsLeft, start } = useCountdown(initial.resend_in);
  const form = useContractForm({
    schema: passwordChangeBodySchema,
    labels,
    initial: { code: '', ...newPassword.empty },
    extraCheck: newPassword.match,
    codeFields: { PasswordChangeCodeNotValidException: 'code' },
    submit: async (values) => {
      await api.changePassword({ body: values });
      onDone();
    },
  });
  const code = form.field('code');
  return (
    <ContractForm form={form} label="Definir a nova senha" intro={<CodeSentIntro sent={sent} />}>
      <CodeField field={code} />
      <NewPasswordFields form={form} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onBack} disabled={form.pending}>
          Voltar
        </Button>
        <Button type="submit" loading={form.pending}>
          Trocar senha
        </Button>
      </div>
      <ResendCode
        secondsLeft={secondsLeft}
        onResend={async () => (await api.requestPasswordChangeCode()).data}
        onSent={(next) => {
          setSent(next);
          start(next.resend_in);
          form.clearErrors(['code']);
          form.setValues((values) => ({ ...values, code: '' }));
        }}
      />
    </ContractForm>
  );
}

/**
 * The password change in two steps (issue 17): a code by e-mail, then the code with the new
 * password and its confirmation. Every other session is signed out after it.
 */
export function PasswordChange({ email }: { email: string }) {
  const api = useApi();
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState<CodeSent | null>(null);
  return (
    <AccountFlow
      title="Trocar senha"
      description="Enviamos um código para o seu e-mail; com ele você define a nova senha."
      steps={STEPS}
      current={step}
    >
      {step === 0 ? (
        <SendCodeStep
          label="Enviar código"
          send={async () => (await api.requestPasswordChangeCode()).data}
          onSent={(next) => {
            setSent(next);
            setStep(1);
          }}
        >
          Enviaremos um código para <strong className="break-words">{email}</strong>.
        </SendCodeStep>
      ) : null}
      {step === 1 && sent ? (
        <NewPasswordStep sent={sent} onBack={() => setStep(0)} onDone={() => setStep(2)} />
      ) : null}
      {step === 2 ? (
        <Alert variant="success" title="Senha trocada">
          Use a nova senha na próxima vez que entrar. Encerramos as suas outras sessões.
        </Alert>
      ) : null}
    </AccountFlow>
  );
}
