import { ApiError, type CodeSent, isApiError, newEmailBodySchema, type User } from '@aula/contract';
import { Alert, Button, FormField, Input } from '@aula/ui';
import { useState } from 'react';
import { useApi } from '../../api/api-provider';
import { useReplaceSessionUser } from '../../auth/use-session';
import { ContractForm } from '../../forms/contract-form';
import { useContractForm } from '../../forms/use-contract-form';
import type { FieldLabel } from '../../i18n/zod-pt-br';
import { AccountFlow } from '../steps/account-flow';
import { CodeStep } from '../steps/code-step';
import { SendCodeStep } from '../steps/send-code-step';

const STEPS = [
  { title: 'Confirmar que é você' },
  { title: 'Novo e-mail' },
  { title: 'Confirmar o novo e-mail' },
] as const;

const labels = { email: { label: 'Novo e-mail', gender: 'm' } } as const satisfies Record<
  string,
  FieldLabel
>;

function NewEmailStep({
  email,
  onBack,
  onSent,
}: {
  email: string;
  onBack: () => void;
  onSent: (email: string, sent: CodeSent) => void;
}) {
  const api = useApi();
  const form = useContractForm({
    schema: newEmailBodySchema,
    labels,
    initial: { email },
    codeFields: { OwnEmailNotAllowedException: 'email', UserHasBeenTakenException: 'email' },
    submit: async (values) => {
      const typed = values.email.trim();
      try {
        const sent = await api.requestNewEmailCode({ body: { email: typed } });
        onSent(typed, sent.data);
      } catch (error) {
        // Step 1's confirmation ran out: the server's sentence says to start again.
        if (isApiError(error) && error.code === 'InvalidEmailChangeCodeException') {
          throw new ApiError({
            code: error.code,
            status: error.status,
            message: error.fieldErrors.code?.[0] ?? error.message,
          });
        }
        throw error;
      }
    },
  });
  const field = form.field('email');
  return (
    <ContractForm form={form} label="Informar o novo e-mail">
      <FormField {...field.formField} hint="Enviaremos um código para ele.">
        <Input {...field.control} type="email" autoComplete="email" />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onBack} disabled={form.pending}>
          Voltar
        </Button>
        <Button type="submit" loading={form.pending}>
          Enviar código
        </Button>
      </div>
    </ContractForm>
  );
}

export interface EmailChangeProps {
  /** The address the account has now (step 1's code goes to it). */
  currentEmail: string;
  /** Called with the user after the change (the session already shows it). */
  onChanged?: (user: User) => void;
}

/**
 * The e-mail change in three steps (issue 17): a code to the current address proves it is the
 * owner; the new address gets its own code; then the address changes, the old one gets a notice
 * and every other session is signed out.
 */
export function EmailChange({ currentEmail, onChanged }: EmailChangeProps) {
  const api = useApi();
  const replaceUser = useReplaceSessionUser();
  const [step, setStep] = useState(0);
  const [currentSent, setCurrentSent] = useState<CodeSent | null>(null);
  const [newEmail, setNewEmail] = useState('');
  const [newSent, setNewSent] = useState<CodeSent | null>(null);
  const [changedTo, setChangedTo] = useState<{ email: string; old: string } | null>(null);
  return (
    <AccountFlow
      title="Trocar e-mail"
      description="Você confirma o e-mail atual, informa o novo e confirma o código que ele receber."
      steps={STEPS}
      current={step}
    >
      {step === 0 && !currentSent ? (
        <SendCodeStep
          label="Enviar código"
          send={async () => (await api.requestEmailChangeCode()).data}
          onSent={setCurrentSent}
        >
          Para começar, enviaremos um código para o seu e-mail atual,{' '}
          <strong className="break-words">{currentEmail}</strong>.
        </SendCodeStep>
      ) : null}
      {step === 0 && currentSent ? (
        <CodeStep
          name="Confirmar o código do e-mail atual"
          sent={currentSent}
          errorCode="InvalidEmailChangeCodeException"
          verify={async (code) => {
            await api.confirmEmailChangeCode({ body: { code } });
            setStep(1);
          }}
          resend={async () => (await api.requestEmailChangeCode()).data}
        />
      ) : null}
      {step === 1 ? (
        <NewEmailStep
          email={newEmail}
          onBack={() => {
            // Step 1's code is used up: going back starts again with a new one.
            setCurrentSent(null);
            setStep(0);
          }}
          onSent={(email, sent) => {
            setNewEmail(email);
            setNewSent(sent);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 && newSent ? (
        <CodeStep
          name="Confirmar o código do novo e-mail"
          sent={newSent}
          errorCode="InvalidEmailChangeCodeException"
          submitLabel="Trocar e-mail"
          verify={async (code) => {
            const { data: user } = await api.confirmNewEmail({ body: { code } });
            setChangedTo({ email: user.email, old: currentEmail });
            await replaceUser(user);
            setStep(3);
            onChanged?.(user);
          }}
          resend={async () => (await api.requestNewEmailCode({ body: { email: newEmail } })).data}
          onBack={() => setStep(1)}
          backLabel="Usar outro e-mail"
        />
      ) : null}
      {step === 3 && changedTo ? (
        <Alert variant="success" title="E-mail trocado">
          Agora você entra com <strong className="break-words">{changedTo.email}</strong>. Enviamos
          um aviso para {changedTo.old} e encerramos as suas outras sessões.
        </Alert>
      ) : null}
    </AccountFlow>
  );
}
