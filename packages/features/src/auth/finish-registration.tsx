import { finishRegistrationBodySchema, isApiError } from '@aula/contract';
import { Alert, Button, FormField, Input, Skeleton } from '@aula/ui';
import { type ReactNode, useState } from 'react';
import { useSWRConfig } from 'swr';
import { z } from 'zod/mini';
import { useApi } from '../api/api-provider';
import { useApiQuery } from '../api/hooks';
import { ContractForm } from '../forms/contract-form';
import { LoadError } from '../forms/load-error';
import { NewPasswordFields, newPassword } from '../forms/new-password-fields';
import { useContractForm } from '../forms/use-contract-form';
import { errorMessage } from '../i18n/error-messages';
import type { FieldLabel } from '../i18n/zod-pt-br';
import { LoadingBlock } from '../shared/query-state';
import { forgetUserScopedData } from './session-cache';
import { sessionKeys } from './session-keys';
import { ACCEPT_TERMS_LABEL, acceptTermsField, TermsConsentField } from './terms-consent';

const labels = {
  name: { label: 'Nome', gender: 'm' },
  ...newPassword.labels(false),
  accept_terms: ACCEPT_TERMS_LABEL,
} as const satisfies Record<string, FieldLabel>;
const accountStepSchema = z.extend(
  z.omit(finishRegistrationBodySchema, { token: true, accept_terms: true }),
  { accept_terms: acceptTermsField },
);

export interface FinishRegistrationProps {
  token: string;
  /** Called once the account is ready; the app signs in and goes on. */
  onSuccess?: (email: string) => void;
  /** The public notices (`/termos`, `/privacidade`), linked from the consent box. */
  termsHref: string;
  privacyHref: string;
}

function AccountStep({
  token,
  email,
  name,
  onBack,
  onDone,
  termsHref,
  privacyHref,
}: {
  token: string;
  email: string;
  name: string;
  onBack: () => void;
  onDone: () => void;
  termsHref: string;
  privacyHref: string;
}) {
  const api = useApi();
  const form = useContractForm({
    schema: accountStepSchema,
    labels,
    initial: { name, ...newPassword.empty, accept_terms: '' },
    extraCheck: newPassword.match,
    submit: async (values) => {
      await api.finishRegistration({ body: { token, ...values, accept_terms: true } });
      onDone();
    },
  });
  const nameField = form.field('name');
  return (
    <ContractForm
      form={form}
      label="Dados da conta"
      intro={
        <>
          Passo 2 de 2 · Escolha como quer ser chamado e uma senha para{' '}
          <strong className="text-foreground">{email}</strong>.
        </>
      }
    >
      <FormField {...nameField.formField}>
        <Input {...nameField.control} autoComplete="name" />
      </FormField>
      <NewPasswordFields form={form} />
      <TermsConsentField form={form} termsHref={termsHref} privacyHref={privacyHref} />
      <Button type="submit" size="lg" loading={form.pending}>
        Concluir cadastro
      </Button>
      <Button type="button" variant="ghost" size="sm" className="self-start" onClick={onBack}>
        Voltar
      </Button>
    </ContractForm>
  );
}

/**
 * Finish registration, two steps: who the invitation is for (step 1), then a name and a password
 * (step 2). An invalid or used invitation says so instead of showing a form.
 */
export function FinishRegistration({
  token,
  onSuccess,
  termsHref,
  privacyHref,
}: FinishRegistrationProps) {
  const { data, error, isLoading, mutate } = useApiQuery('finishRegistrationShow', {
    params: { token },
  });
  const { mutate: mutateCache } = useSWRConfig();
  const [step, setStep] = useState<1 | 2>(1);
  const heading = <h1 className="text-2xl font-bold">Finalize seu cadastro</h1>;
  let body: ReactNode;
  if (isLoading) {
    body = (
      <LoadingBlock label="Carregando convite…" className="flex flex-col gap-3">
        <Skeleton shape="text" className="h-5 w-3/4" />
        <Skeleton className="h-10" />
      </LoadingBlock>
    );
  } else if (error) {
    const invalid =
      isApiError(error) && (error.status === 404 || error.code === 'InvalidConfirmationToken');
    body = invalid ? (
      <Alert variant="error" title="Convite inválido.">
        {errorMessage('InvalidConfirmationToken')} O convite pode ter expirado ou já ter sido usado;
        fale com o suporte para receber um novo.
      </Alert>
    ) : (
      <LoadError
        title="Não foi possível carregar o convite."
        error={error}
        onRetry={() => void mutate()}
      />
    );
  } else if (data && step === 1) {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">
          Passo 1 de 2 · Confira o e-mail do seu convite.
        </p>
        <p className="border-border rounded-md border px-3 py-2 font-medium break-all">
          {data.data.email}
        </p>
        <Button size="lg" onClick={() => setStep(2)}>
          Continuar
        </Button>
      </div>
    );
  } else if (data) {
    body = (
      <AccountStep
        termsHref={termsHref}
        privacyHref={privacyHref}
        token={token}
        email={data.data.email}
        name={data.data.name ?? ''}
        onBack={() => setStep(1)}
        onDone={() => {
          // Signed in as the invited person now: nothing read before is theirs.
          forgetUserScopedData(mutateCache);
          void mutateCache(sessionKeys.me());
          onSuccess?.(data.data.email);
        }}
      />
    );
  }
  return (
    <div className="flex w-full max-w-sm flex-col gap-4">
      {heading}
      {body}
    </div>
  );
}
