import {
  type AdminStudentProfile,
  ApiError,
  adminAccountDeletionBodySchema,
  type DataExport,
  isApiError,
} from '@aula/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  PasswordInput,
} from '@aula/ui';
import { useState } from 'react';
import { ExportDownload } from '../../account/privacy/export-download';
import { useApiMutation } from '../../api/mutations';
import { useContractForm } from '../../forms/use-contract-form';
import { formatDateTime } from '../../i18n/dates';
import { errorText } from '../../i18n/error-messages';
import { formatFileSize } from '../../i18n/file-size';

export const studentPrivacyMessages = {
  title: 'Pedidos de privacidade (LGPD)',
  intro:
    'Para atender a um pedido recebido por e-mail: uma cópia de tudo o que a Aula guarda sobre a pessoa, ou a exclusão da conta. Cada ação fica registrada na auditoria.',
  exportButton: 'Exportar dados',
  exportAgain: 'Gerar nova cópia',
  exportPending: 'Gerando a cópia dos dados…',
  exportReady: (name: string, until: string) =>
    `A cópia dos dados de ${name} está pronta. O link vale até ${until}.`,
  download: (size: string) => `Baixar dados (JSON, ${size})`,
  exportError: 'Não foi possível gerar a cópia dos dados.',
  deleteButton: 'Excluir conta',
  dialogTitle: (name: string) => `Excluir a conta de ${name}?`,
  dialogDescription: (name: string, email: string) =>
    `A exclusão é definitiva: o perfil, o progresso, os favoritos, os comentários e os certificados de ${name} (${email}) deixam de existir, e a pessoa sai de todos os dispositivos na hora. Comentários que outras pessoas responderam aparecem como "Comentário removido". Pedidos são guardados sem os dados pessoais, por obrigação fiscal.`,
  passwordLabel: 'Sua senha',
  passwordHint:
    'Confirme com a sua senha de administrador. A pessoa não recebe código: o pedido veio por e-mail.',
  confirm: 'Excluir conta definitivamente',
  cancel: 'Cancelar',
  deletedTitle: 'Conta excluída',
  deleted: (name: string) =>
    `A conta de ${name} foi excluída e a pessoa saiu de todos os dispositivos.`,
  adminAccount:
    'Contas de administração não são excluídas por aqui: remova antes o acesso de administração.',
  refused:
    'Esta conta não pode ser excluída por aqui: é uma conta de administração (remova antes o acesso de administração).',
  alreadyDeleted: 'Esta conta já foi excluída.',
} as const;

/**
 * The refusals the server answers with the generic code (the client says codes, not the
 * server's sentences), in the words of this page: 403 is an admin account (or one's own), a
 * 422 that is not a validation is an account deleted already.
 */
function refusal(error: unknown): ApiError | null {
  if (!isApiError(error) || error.code !== 'ServerErrorException') return null;
  const message =
    error.status === 403
      ? studentPrivacyMessages.refused
      : error.status === 422
        ? studentPrivacyMessages.alreadyDeleted
        : null;
  return message
    ? new ApiError({ code: error.code, status: error.status, message, cause: error })
    : null;
}

type Student = Pick<AdminStudentProfile, 'id' | 'name' | 'email' | 'is_admin'>;

function DataExportAction({ student }: { student: Student }) {
  const create = useApiMutation('createAdminStudentDataExport');
  const [made, setMade] = useState<DataExport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const generate = async () => {
    if (create.pending) return;
    setError(null);
    try {
      setMade((await create.trigger({ params: { id: student.id } })).data);
    } catch (err) {
      setError(refusal(err)?.message ?? errorText(err, studentPrivacyMessages.exportError));
    }
  };
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      {create.pending ? (
        <p className="text-sm" role="status">
          {studentPrivacyMessages.exportPending}
        </p>
      ) : made?.url ? (
        <ExportDownload
          title={studentPrivacyMessages.exportReady(student.name, formatDateTime(made.expires_at))}
          url={made.url}
          label={studentPrivacyMessages.download(formatFileSize(made.size_bytes))}
        />
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button
        type="button"
        variant="outline"
        className="self-start"
        loading={create.pending}
        onClick={() => void generate()}
      >
        {made ? studentPrivacyMessages.exportAgain : studentPrivacyMessages.exportButton}
      </Button>
    </div>
  );
}

function DeletionForm({ student, onDeleted }: { student: Student; onDeleted: () => void }) {
  const remove = useApiMutation('deleteAdminStudentAccount', {
    revalidate: ['getAdminStudent', 'listAdminAudit'],
  });
  const form = useContractForm({
    schema: adminAccountDeletionBodySchema,
    labels: { password: { label: studentPrivacyMessages.passwordLabel, gender: 'f' } },
    initial: { password: '' },
    submit: async (values) => {
      try {
        await remove.trigger({ params: { id: student.id }, body: values });
      } catch (err) {
        throw refusal(err) ?? err;
      }
      onDeleted();
    },
  });
  const password = form.field('password');
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{studentPrivacyMessages.dialogTitle(student.name)}</DialogTitle>
        <DialogDescription>
          {studentPrivacyMessages.dialogDescription(student.name, student.email)}
        </DialogDescription>
      </DialogHeader>
      {form.formError ? <Alert variant="error">{form.formError}</Alert> : null}
      <FormField {...password.formField} hint={studentPrivacyMessages.passwordHint} required>
        <PasswordInput {...password.control} autoComplete="current-password" />
      </FormField>
      <DialogFooter>
        <Button type="submit" color="error" loading={form.pending}>
          {studentPrivacyMessages.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}

function AccountDeletionAction({ student }: { student: Student }) {
  const [open, setOpen] = useState(false);
  const [deletedName, setDeletedName] = useState<string | null>(null);
  if (deletedName !== null) {
    return (
      <Alert variant="success" title={studentPrivacyMessages.deletedTitle}>
        {studentPrivacyMessages.deleted(deletedName)}
      </Alert>
    );
  }
  if (student.is_admin) {
    return <p className="text-muted-foreground text-sm">{studentPrivacyMessages.adminAccount}</p>;
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" color="error" variant="outline" className="self-start">
          {studentPrivacyMessages.deleteButton}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {/* Mounted with the content: a new opening starts with an empty password. */}
        <DeletionForm
          student={student}
          onDeleted={() => {
            setDeletedName(student.name);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The student page's LGPD actions (issue 38 §2, ADR 044 "Admin requests"): "Exportar dados"
 * gives the admin the student's own export on its signed link; "Excluir conta" asks for the
 * admin's password in a dialog that names the person and what happens. Both are audited.
 */
export function StudentPrivacyActions({ student }: { student: Student }) {
  return (
    <section aria-labelledby="estudante-lgpd" className="flex max-w-2xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id="estudante-lgpd" className="text-xl font-semibold">
          {studentPrivacyMessages.title}
        </h2>
        <p className="text-muted-foreground text-sm">{studentPrivacyMessages.intro}</p>
      </header>
      <DataExportAction student={student} />
      <AccountDeletionAction student={student} />
    </section>
  );
}
