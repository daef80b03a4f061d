import {
  type AdminCertificate,
  type CertificateSettings,
  certificateDate,
  certificateSettingsInputSchema,
  isApiError,
} from '@aula/contract';
import { Alert, Badge, Button, FormField, Input, Switch, Textarea } from '@aula/ui';
import { type FormEvent, useId, useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { errorText } from '../../i18n/error-messages';
import { QueryState, SkeletonList } from '../../shared/query-state';

export const adminCertificateMessages = {
  title: 'Certificado',
  intro:
    'Quem assistir a todas as aulas publicadas recebe um certificado de conclusão, emitido uma vez.',
  enabled: 'Emitir certificado de conclusão',
  hours: 'Carga horária (horas)',
  hoursHint: (hours: number) =>
    `Proposta: ${hours} ${hours === 1 ? 'hora' : 'horas'}, a soma das durações das aulas publicadas.`,
  signerName: 'Nome de quem assina',
  signerRole: 'Cargo de quem assina',
  save: 'Salvar certificado',
  saved: 'Configurações do certificado salvas.',
  loadError: 'Não foi possível carregar o certificado do curso.',
  listTitle: 'Certificados emitidos',
  listEmpty: 'Nenhum certificado emitido para este curso ainda.',
  listError: 'Não foi possível carregar os certificados.',
  student: (name: string) => `Aluno: ${name}`,
  completed: (date: string) => `Concluído em ${date}`,
  awaiting: 'Aguardando o nome',
  valid: 'Válido',
  revoked: 'Revogado',
  revokedOn: (date: string, reason: string) => `Revogado em ${date}: ${reason}`,
  revoke: 'Revogar',
  revokeOf: (name: string) => `Revogar o certificado de ${name}`,
  reason: 'Motivo da revogação',
  confirmRevoke: 'Confirmar revogação',
  cancel: 'Cancelar',
  revokedDone: 'Certificado revogado.',
} as const;
const m = adminCertificateMessages;

type Field = 'hours' | 'signer_name' | 'signer_role';

/** The course's certificate settings (issue 38 §1): on/off, workload, signer. */
export function CertificateSettingsForm({
  courseId,
  settings,
}: {
  courseId: number;
  settings: CertificateSettings;
}) {
  const id = useId();
  const save = useApiMutation('updateCertificateSettings', {
    revalidate: ['getCertificateSettings'],
  });
  const [enabled, setEnabled] = useState(settings.enabled);
  const [hours, setHours] = useState(String(settings.hours ?? settings.suggested_hours));
  const [signerName, setSignerName] = useState(settings.signer_name);
  const [signerRole, setSignerRole] = useState(settings.signer_role);
  const [errors, setErrors] = useState<Partial<Record<Field, string | undefined>>>({});
  const [status, setStatus] = useState<'saved' | string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    const body = {
      enabled,
      hours: /^\d+$/.test(hours.trim()) ? Number(hours.trim()) : Number.NaN,
      signer_name: signerName,
      signer_role: signerRole,
    };
    const checked = certificateSettingsInputSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string | undefined>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??=
          field === 'hours'
            ? 'Informe a carga horária em horas inteiras, de 1 a 2000.'
            : issue.message;
      }
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    try {
      await save.trigger({ params: { id: courseId }, body });
      setStatus('saved');
    } catch (error) {
      if (isApiError(error)) {
        setErrors({
          hours: error.fieldErrors.hours?.[0],
          signer_name: error.fieldErrors.signer_name?.[0],
          signer_role: error.fieldErrors.signer_role?.[0],
        });
      }
      setStatus(errorText(error));
    }
  };

  return (
    <form
      noValidate
      aria-label={m.title}
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
    >
      {status === 'saved' ? <Alert variant="success">{m.saved}</Alert> : null}
      {status && status !== 'saved' ? <Alert variant="error">{status}</Alert> : null}
      <span className="flex items-center gap-2">
        <Switch id={`${id}-enabled`} checked={enabled} onCheckedChange={setEnabled} />
        <label htmlFor={`${id}-enabled`}>{m.enabled}</label>
      </span>
      <FormField
        label={m.hours}
        htmlFor={`${id}-hours`}
        hint={m.hoursHint(settings.suggested_hours)}
        error={errors.hours}
      >
        <Input
          inputMode="numeric"
          value={hours}
          onChange={(e) => setHours(e.currentTarget.value)}
          className="max-w-32"
        />
      </FormField>
      <FormField label={m.signerName} htmlFor={`${id}-signer_name`} error={errors.signer_name}>
        <Input
          value={signerName}
          maxLength={120}
          onChange={(e) => setSignerName(e.currentTarget.value)}
        />
      </FormField>
      <FormField label={m.signerRole} htmlFor={`${id}-signer_role`} error={errors.signer_role}>
        <Input
          value={signerRole}
          maxLength={120}
          onChange={(e) => setSignerRole(e.currentTarget.value)}
        />
      </FormField>
      <div>
        <Button type="submit" loading={save.pending}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}

function StatusBadge({ status }: { status: AdminCertificate['status'] }) {
  if (status === 'valid') return <Badge color="success">{m.valid}</Badge>;
  if (status === 'revoked') return <Badge color="error">{m.revoked}</Badge>;
  return <Badge color="warning">{m.awaiting}</Badge>;
}

function CertificateRow({ certificate }: { certificate: AdminCertificate }) {
  const id = useId();
  const revoke = useApiMutation('revokeCertificate', { revalidate: ['listCourseCertificates'] });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const who = certificate.full_name ?? certificate.student.name;

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError('Informe o motivo da revogação (ao menos 3 caracteres).');
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setError(null);
    try {
      await revoke.trigger({ params: { id: certificate.id }, body: { reason } });
      setOpen(false);
      setDone(true);
    } catch (err) {
      setError(isApiError(err) ? (err.fieldErrors.reason?.[0] ?? err.message) : errorText(err));
    }
  };

  return (
    <li
      className="border-border flex flex-col gap-2 rounded-lg border p-4"
      data-testid="admin-certificate"
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {who}
        <StatusBadge status={certificate.status} />
      </p>
      <p className="text-muted-foreground text-sm">{m.student(certificate.student.name)}</p>
      <p className="text-sm">{m.completed(certificateDate(certificate.completed_at))}</p>
      {certificate.code ? <p className="font-mono text-sm">{certificate.code}</p> : null}
      {certificate.revoked_at ? (
        <p className="text-sm">
          {m.revokedOn(certificateDate(certificate.revoked_at), certificate.revoked_reason ?? '')}
        </p>
      ) : null}
      {done ? <Alert variant="success">{m.revokedDone}</Alert> : null}
      {certificate.status !== 'revoked' && !open ? (
        <div>
          <Button
            variant="outline"
            color="error"
            size="sm"
            aria-label={m.revokeOf(who)}
            onClick={() => setOpen(true)}
          >
            {m.revoke}
          </Button>
        </div>
      ) : null}
      {open ? (
        <form
          noValidate
          aria-label={m.revokeOf(who)}
          onSubmit={(e) => void confirm(e)}
          className="flex flex-col gap-2"
        >
          <FormField label={m.reason} htmlFor={`${id}-reason`} error={error ?? undefined}>
            <Textarea
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" color="error" size="sm" loading={revoke.pending}>
              {m.confirmRevoke}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
              {m.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

/** The course's certificates: who, when, the code; revoke with a reason. */
export function CourseCertificateList({ courseId }: { courseId: number }) {
  const query = useApiQuery('listCourseCertificates', { params: { id: courseId } });
  return (
    <section className="flex flex-col gap-3" aria-label={m.listTitle}>
      <h3 className="text-lg font-semibold">{m.listTitle}</h3>
      <QueryState
        query={query}
        errorTitle={m.listError}
        loading={<SkeletonList count={2} className="h-20" gap="gap-3" />}
      >
        {({ data }) =>
          data.length === 0 ? (
            <p className="text-muted-foreground">{m.listEmpty}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.map((certificate) => (
                <CertificateRow key={certificate.id} certificate={certificate} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

/** "Certificado" in the course's basic information: the settings, then the issued ones. */
export function CourseCertificates({ courseId }: { courseId: number }) {
  const settings = useApiQuery('getCertificateSettings', { params: { id: courseId } });
  return (
    // Below the course's information, apart from its "Salvar alterações" and as wide as its form.
    <section
      className="border-border mt-8 flex max-w-2xl flex-col gap-4 border-t pt-8"
      aria-labelledby={`certificado-${courseId}`}
    >
      <div className="flex flex-col gap-1">
        <h2 id={`certificado-${courseId}`} className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-muted-foreground text-sm">{m.intro}</p>
      </div>
      <QueryState
        query={settings}
        errorTitle={m.loadError}
        loading={<SkeletonList count={3} className="h-10" gap="gap-3" />}
      >
        {({ data }) => <CertificateSettingsForm courseId={courseId} settings={data} />}
      </QueryState>
      <CourseCertificateList courseId={courseId} />
    </section>
  );
}
