import {
  accountDeletionBodySchema,
  accountDeletionCodeBodySchema,
  type CodeSent,
  type DataExport,
} from '@aula/contract';
import { Alert, Button, buttonVariants, FormField, PasswordInput } from '@aula/ui';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../api/api-provider';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { replaceSessionUser } from '../../auth/session-cache';
import { ContractForm } from '../../forms/contract-form';
import { useContractForm } from '../../forms/use-contract-form';
import { formatDateTime } from '../../i18n/dates';
import { errorText } from '../../i18n/error-messages';
import { formatFileSize } from '../../i18n/file-size';
import { PageHeader } from '../../shared/page-header';
import { QueryState, SkeletonList } from '../../shared/query-state';
import { AccountFlow } from '../steps/account-flow';
import { CodeField, CodeSentIntro } from '../steps/code-step';
import { ExportDownload } from './export-download';

export const privacyMessages = {
  title: 'Privacidade',
  intro:
    'Seus direitos pela LGPD: baixe uma cópia de tudo o que a Aula guarda sobre você, ou exclua sua conta.',
  exportTitle: 'Baixar meus dados',
  exportIntro:
    'Um arquivo JSON com seu perfil, e-mails, assinaturas, progresso, favoritos, comentários, dispositivos, notificações, certificados e arquivos enviados.',
  exportIdle: 'Nenhuma cópia pedida ainda.',
  exportButton: 'Gerar cópia dos meus dados',
  exportAgain: 'Gerar nova cópia',
  exportPending: 'Gerando a cópia dos seus dados…',
  exportReady: (until: string) => `Sua cópia está pronta. O link vale até ${until}.`,
  exportExpired: 'O link da última cópia expirou. Gere uma nova cópia.',
  download: (size: string) => `Baixar meus dados (JSON, ${size})`,
  exportError: 'Não foi possível gerar a cópia dos seus dados.',
  loadError: 'Não foi possível carregar suas cópias de dados.',
  deleteTitle: 'Excluir minha conta',
  deleteDescription:
    'A exclusão é definitiva: seu perfil, progresso, favoritos, comentários e certificados deixam de existir. Pedidos são guardados sem seus dados, por obrigação fiscal.',
  passwordStep: 'Confirmar senha',
  codeStep: 'Código',
  passwordIntro: 'Informe sua senha. Depois enviaremos um código de 6 dígitos para o seu e-mail.',
  sendCode: 'Enviar código',
  confirmDelete: 'Excluir minha conta definitivamente',
  back: 'Voltar',
  deletedTitle: 'Conta excluída',
  deleted: 'Sua conta foi excluída e você saiu de todos os dispositivos.',
} as const;

const DELETE_STEPS = [
  { title: privacyMessages.passwordStep },
  { title: privacyMessages.codeStep },
] as const;

function ExportStatus({ latest }: { latest: DataExport | null }) {
  const create = useApiMutation('createDataExport', { revalidate: ['getDataExport'] });
  const [error, setError] = useState<string | null>(null);
  const generate = async () => {
    if (create.pending) return;
    setError(null);
    try {
      await create.trigger({});
    } catch (err) {
      setError(errorText(err, privacyMessages.exportError));
    }
  };
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      {create.pending ? (
        <p className="text-sm" role="status">
          {privacyMessages.exportPending}
        </p>
      ) : latest === null ? (
        <p className="text-muted-foreground text-sm">{privacyMessages.exportIdle}</p>
      ) : latest.status === 'ready' && latest.url ? (
        <ExportDownload
          title={privacyMessages.exportReady(formatDateTime(latest.expires_at))}
          url={latest.url}
          label={privacyMessages.download(formatFileSize(latest.size_bytes))}
        />
      ) : (
        <p className="text-sm">{privacyMessages.exportExpired}</p>
      )}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button
        type="button"
        className="self-start"
        variant={latest?.status === 'ready' ? 'outline' : 'solid'}
        loading={create.pending}
        onClick={() => void generate()}
      >
        {latest ? privacyMessages.exportAgain : privacyMessages.exportButton}
      </Button>
    </div>
  );
}

function PasswordStep({ onSent }: { onSent: (sent: CodeSent) => void }) {
  const api = useApi();
  const form = useContractForm({
    schema: accountDeletionCodeBodySchema,
    labels: { password: { label: 'Senha', gender: 'f' } },
    initial: { password: '' },
    submit: async (values) => onSent((await api.requestAccountDeletionCode({ body: values })).data),
  });
  const password = form.field('password');
  return (
    <ContractForm
      form={form}
      label={privacyMessages.passwordStep}
      intro={privacyMessages.passwordIntro}
    >
      <FormField {...password.formField}>
        <PasswordInput {...password.control} autoComplete="current-password" />
      </FormField>
      <Button type="submit" className="self-start" loading={form.pending}>
        {privacyMessages.sendCode}
      </Button>
    </ContractForm>
  );
}

function CodeStep({
  sent,
  onBack,
  onDeleted,
}: {
  sent: CodeSent;
  onBack: () => void;
  onDeleted: () => void;
}) {
  const api = useApi();
  const form = useContractForm({
    schema: accountDeletionBodySchema,
    labels: { code: { label: 'Código', gender: 'm' } },
    initial: { code: '' },
    codeFields: { InvalidAccountDeletionCodeException: 'code' },
    submit: async (values) => {
      await api.deleteAccount({ body: values });
      onDeleted();
    },
  });
  const code = form.field('code');
  return (
    <ContractForm
      form={form}
      label={privacyMessages.deleteTitle}
      intro={<CodeSentIntro sent={sent} />}
    >
      <CodeField field={code} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onBack} disabled={form.pending}>
          {privacyMessages.back}
        </Button>
        <Button type="submit" color="error" loading={form.pending}>
          {privacyMessages.confirmDelete}
        </Button>
      </div>
    </ContractForm>
  );
}

/** "Excluir minha conta": the password, then the e-mailed code; then the person is signed out. */
export function AccountDeletion({ onDeleted }: { onDeleted?: () => void }) {
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState<CodeSent | null>(null);
  return (
    <AccountFlow
      title={privacyMessages.deleteTitle}
      description={privacyMessages.deleteDescription}
      steps={DELETE_STEPS}
      current={step}
    >
      {step === 0 ? (
        <PasswordStep
          onSent={(next) => {
            setSent(next);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 && sent ? (
        <CodeStep
          sent={sent}
          onBack={() => setStep(0)}
          onDeleted={() => {
            setStep(2);
            // The app moves to its public confirmation page, which forgets the session there
            // (forgotten here, this page's guard would send the person to the login first).
            if (onDeleted) onDeleted();
            else void replaceSessionUser(mutate, null);
          }}
        />
      ) : null}
      {step === 2 ? (
        <Alert variant="success" title={privacyMessages.deletedTitle}>
          {privacyMessages.deleted}
        </Alert>
      ) : null}
    </AccountFlow>
  );
}

export interface AccountPrivacyProps {
  /** Called once the account is deleted (the app shows its signed-out confirmation). */
  onDeleted?: () => void;
}

/** `/eu/privacidade` (issue 38 §2, ADR 044): the export of one's data and the account deletion. */
export function AccountPrivacy({ onDeleted }: AccountPrivacyProps) {
  const query = useApiQuery('getDataExport', {});
  return (
    <section className="flex flex-col gap-8">
      <PageHeader title={privacyMessages.title} intro={privacyMessages.intro} />
      <section aria-labelledby="privacidade-exportar" className="flex flex-col gap-3">
        <h2 id="privacidade-exportar" className="text-lg font-semibold">
          {privacyMessages.exportTitle}
        </h2>
        <p className="text-sm">{privacyMessages.exportIntro}</p>
        <QueryState
          query={query}
          errorTitle={privacyMessages.loadError}
          loading={<SkeletonList count={1} className="h-16" gap="gap-2" />}
        >
          {(data) => <ExportStatus latest={data.data} />}
        </QueryState>
      </section>
      <AccountDeletion {...(onDeleted ? { onDeleted } : {})} />
    </section>
  );
}

/**
 * The signed-out confirmation the app shows after a deletion: the session the server already
 * ended is forgotten here too (with every read of the person's).
 */
export function AccountDeletedNotice({ homeHref }: { homeHref: string }) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    void replaceSessionUser(mutate, null);
  }, [mutate]);
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 text-center">
      <h1 className="text-2xl font-bold">{privacyMessages.deletedTitle}</h1>
      <p>{privacyMessages.deleted}</p>
      <p className="text-muted-foreground text-sm">
        Guardamos apenas o que a lei exige (pedidos, sem seus dados pessoais).
      </p>
      <a href={homeHref} className={buttonVariants({ className: 'self-center' })}>
        Ir para o início
      </a>
    </section>
  );
}
