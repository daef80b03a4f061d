import { Alert, Badge } from '@aula/ui';
import { useApiQuery } from '../../api/hooks';
import { LoadError } from '../../forms/load-error';
import { formatDate, formatDateTime, formatRelative } from '../../i18n/dates';
import { adminStudentInput, isStudentId } from './student-page';
import { StudentPrivacyActions } from './student-privacy';

export const studentProfileMessages = {
  title: 'Perfil',
  name: 'Nome',
  email: 'E-mail',
  verified: 'verificado',
  notVerified: 'não verificado',
  whatsapp: 'WhatsApp',
  discord: 'Discord',
  joinedAt: 'Cadastro',
  lastAccess: 'Último acesso',
  devices: 'Dispositivos conectados',
  none: 'não informado',
  notConnected: 'não conectado',
  never: 'nunca',
  loadError: 'Não foi possível carregar o perfil.',
  deleted: (date: string) =>
    `Conta excluída em ${date}. Os dados pessoais foram apagados ou anonimizados (LGPD) e ninguém entra mais nela; o histórico de compras e do curso fica para a escola.`,
} as const;

/** "+55 (11) 98765-4321" from "+5511987654321"; other numbers as they are. */
export function formatWhatsapp(value: string): string {
  const match = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(value);
  return match ? `+55 (${match[1]}) ${match[2]}-${match[3]}` : value;
}

export interface StudentProfileProps {
  studentId: number;
  /** What "há 2 dias" counts from (stories pin it). */
  now?: Date;
}

/** The student page's default tab: who the account is and how it reaches the school. */
export function StudentProfile({ studentId, now }: StudentProfileProps) {
  const { data, error, mutate } = useApiQuery(
    'getAdminStudent',
    isStudentId(studentId) ? adminStudentInput(studentId) : null,
  );
  if (error && !data) {
    return (
      <LoadError
        title={studentProfileMessages.loadError}
        error={error}
        onRetry={() => void mutate()}
      />
    );
  }
  if (!data) return null;
  const student = data.data;
  const rows: { term: string; value: React.ReactNode }[] = [
    { term: studentProfileMessages.name, value: student.name },
    {
      term: studentProfileMessages.email,
      value: (
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-all">{student.email}</span>
          <Badge color={student.email_verified ? 'success' : 'warning'} size="sm">
            {student.email_verified
              ? studentProfileMessages.verified
              : studentProfileMessages.notVerified}
          </Badge>
        </span>
      ),
    },
    {
      term: studentProfileMessages.whatsapp,
      value: student.whatsapp ? formatWhatsapp(student.whatsapp) : studentProfileMessages.none,
    },
    {
      term: studentProfileMessages.discord,
      value: student.discord_username ?? studentProfileMessages.notConnected,
    },
    {
      term: studentProfileMessages.joinedAt,
      value: <time dateTime={student.created_at}>{formatDate(student.created_at)}</time>,
    },
    {
      term: studentProfileMessages.lastAccess,
      value: student.last_access_at ? (
        <time dateTime={student.last_access_at} title={formatDateTime(student.last_access_at)}>
          {formatRelative(student.last_access_at, now)}
        </time>
      ) : (
        studentProfileMessages.never
      ),
    },
    { term: studentProfileMessages.devices, value: String(student.devices_count) },
  ];
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{studentProfileMessages.title}</h2>
      {student.deleted_at ? (
        <Alert variant="info" data-testid="account-deleted">
          {studentProfileMessages.deleted(formatDate(student.deleted_at))}
        </Alert>
      ) : null}
      <dl className="divide-border grid max-w-2xl divide-y">
        {rows.map((row) => (
          <div key={row.term} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt className="text-muted-foreground text-sm">{row.term}</dt>
            <dd className="min-w-0">{row.value}</dd>
          </div>
        ))}
      </dl>
      {/* A deleted account has nothing left to export or to delete. */}
      {student.deleted_at ? null : <StudentPrivacyActions student={student} />}
    </section>
  );
}
