import { type AdminEmail, MAIL_MAX_ATTEMPTS } from '@aula/contract';
import { Alert, EmptyState, Table, type TableColumn } from '@aula/ui';
import { useApiQuery } from '../../api/hooks';
import { dayjs, formatDateTime } from '../../i18n/dates';
import { PageHeader } from '../../shared/page-header';
import { QueryState, SkeletonList } from '../../shared/query-state';
import { StateBadge, TimeCell } from '../list/cells';

export const adminEmailMessages = {
  title: 'E-mails',
  intro:
    'As últimas 100 mensagens que a escola enviou ou está enviando. O conteúdo não aparece aqui: códigos e links são segredos de quem recebe.',
  list: 'Mensagens recentes',
  loading: 'Carregando e-mails…',
  loadError: 'Não foi possível carregar os e-mails.',
  emptyTitle: 'Nenhum e-mail enviado ainda',
  emptyText:
    'Quando a escola enviar uma verificação, um aviso ou uma notificação, ela aparece aqui.',
  failedTitle: (count: number) =>
    count === 1 ? '1 mensagem não foi entregue' : `${count} mensagens não foram entregues`,
  failedText: `Depois de ${MAIL_MAX_ATTEMPTS} tentativas (cerca de 5 horas e meia) a Aula desiste. Confira o servidor de e-mail (SMTP_URL) e o motivo em cada linha.`,
  to: 'Para',
  kind: 'Tipo',
  subject: 'Assunto',
  status: 'Situação',
  when: 'Quando',
  sentAt: (when: string) => `Enviado em ${when}`,
  sentAtTime: (time: string) => `Enviado às ${time}`,
  sentAtOnce: 'Enviado na hora',
  attempts: (count: number) => (count === 1 ? '1 tentativa' : `${count} tentativas`),
  count: (total: number) => (total === 1 ? '1 mensagem' : `${total} mensagens`),
} as const;

export const EMAIL_STATUS_LABELS = {
  pending: 'Na fila',
  sent: 'Enviado',
  failed: 'Falhou',
} as const satisfies Record<AdminEmail['status'], string>;

const STATUS_COLORS = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
} as const satisfies Record<AdminEmail['status'], string>;

/** What each kind of message is, in pt-BR; an unknown kind shows as it is stored. */
export const EMAIL_KIND_LABELS: Record<string, string> = {
  security: 'Segurança',
  whatsapp: 'WhatsApp',
  comment_reply: 'Resposta a comentário',
  team_answer: 'Resposta da equipe',
  lecture_released: 'Aula liberada',
  content_published: 'Conteúdo publicado',
  subscription: 'Assinatura',
  'purchase-invitation': 'Convite após compra',
  'purchase-granted': 'Acesso após compra',
};

export const emailKindLabel = (kind: string) => EMAIL_KIND_LABELS[kind] ?? kind;

/**
 * When a message went, beside when it was queued: "na hora" (the same minute: most of them, so the
 * cell does not say the time twice), the time alone on the same day, else the date and time.
 */
function sentNote(queuedAt: string, sentAt: string) {
  const queued = dayjs(queuedAt);
  const sent = dayjs(sentAt);
  if (sent.isSame(queued, 'minute')) return adminEmailMessages.sentAtOnce;
  if (sent.isSame(queued, 'day')) return adminEmailMessages.sentAtTime(sent.format('HH:mm'));
  return adminEmailMessages.sentAt(formatDateTime(sentAt));
}

const columns: TableColumn<AdminEmail>[] = [
  {
    id: 'to',
    header: adminEmailMessages.to,
    // At least 12rem before an address breaks: in a phone's narrow table it would go a letter a line.
    cell: (email) => <span className="block min-w-48 font-medium break-all">{email.to}</span>,
  },
  { id: 'kind', header: adminEmailMessages.kind, cell: (email) => emailKindLabel(email.kind) },
  { id: 'subject', header: adminEmailMessages.subject, cell: (email) => email.subject },
  {
    id: 'status',
    header: adminEmailMessages.status,
    cell: (email) => (
      <span className="flex flex-col items-start gap-1">
        <StateBadge state={email.status} colors={STATUS_COLORS} labels={EMAIL_STATUS_LABELS} />
        {email.status !== 'sent' && email.attempts > 0 ? (
          <span className="text-muted-foreground text-xs">
            {adminEmailMessages.attempts(email.attempts)}
          </span>
        ) : null}
        {email.last_error ? <span className="text-danger text-sm">{email.last_error}</span> : null}
      </span>
    ),
  },
  {
    id: 'when',
    header: adminEmailMessages.when,
    cell: (email) => (
      <TimeCell
        at={email.created_at}
        note={email.sent_at ? sentNote(email.created_at, email.sent_at) : null}
      />
    ),
  },
];

/**
 * `/admin/emails` (issue 36 §1, ADR 039): the outbox as the admins see it, newest first: to whom,
 * what kind, the subject, whether it waits, went or failed (with the pt-BR reason) and when.
 */
export function AdminEmails() {
  const query = useApiQuery('listAdminEmails', {}, { refreshInterval: 60_000 });
  const heading = (
    <PageHeader title={adminEmailMessages.title} intro={adminEmailMessages.intro} compact />
  );
  return (
    <QueryState
      query={query}
      errorTitle={adminEmailMessages.loadError}
      frame={{ heading, className: 'flex min-w-0 flex-col gap-4' }}
      loading={
        <SkeletonList label={adminEmailMessages.loading} count={5} className="h-12" gap="gap-2" />
      }
    >
      {({ data }) => (
        <section className="flex min-w-0 flex-col gap-4">
          {heading}
          {data.failed_count > 0 ? (
            <Alert variant="error" title={adminEmailMessages.failedTitle(data.failed_count)}>
              {adminEmailMessages.failedText}
            </Alert>
          ) : null}
          {data.emails.length === 0 ? (
            <EmptyState
              level={2}
              title={adminEmailMessages.emptyTitle}
              description={adminEmailMessages.emptyText}
            />
          ) : (
            <>
              <p className="text-muted-foreground text-sm">
                {adminEmailMessages.count(data.emails.length)}
              </p>
              <Table
                columns={columns}
                rows={data.emails}
                getRowId={(email) => String(email.id)}
                caption={adminEmailMessages.list}
                hideCaption
              />
            </>
          )}
        </section>
      )}
    </QueryState>
  );
}
