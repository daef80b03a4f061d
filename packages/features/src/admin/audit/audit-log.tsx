import type { AuditAction, AuditEntry } from '@aula/contract';
import { EmptyState, type TableColumn } from '@aula/ui';
import { useApiQuery } from '../../api/hooks';
import { formatDateTime } from '../../i18n/dates';
import { countLabel } from '../../i18n/plural';
import { FeatureLink } from '../../navigation/link';
import { QueryState, SkeletonList } from '../../shared/query-state';
import { DrawerListTableOrCards } from '../list/drawer-list';

export const auditMessages = {
  title: 'Auditoria',
  intro:
    'O que cada administrador fez no acesso e nos dados das pessoas: assinaturas concedidas, canceladas e com a data de término alterada, exportações e exclusões de conta, e produtos criados, alterados e excluídos.',
  list: 'Registro de auditoria',
  loading: 'Carregando o registro de auditoria…',
  loadError: 'Não foi possível carregar o registro de auditoria.',
  emptyTitle: 'Nenhuma ação registrada ainda',
  emptyText:
    'Quando um administrador conceder, cancelar ou alterar uma assinatura, exportar ou excluir os dados de alguém, ou criar, alterar ou excluir um produto, a ação aparece aqui.',
  when: 'Quando',
  who: 'Quem',
  what: 'O quê',
  whom: 'Pessoa',
  removed: 'Conta excluída',
  /** The "Pessoa" of an action on a product: none. */
  noPerson: 'Não se aplica',
  product: (id: unknown) => `produto nº ${String(id)}`,
  named: (title: string, id: unknown) => `${title} (produto nº ${String(id)})`,
  changed: (fields: string[]) => `alterou: ${fields.join(', ')}`,
  lostAccess: (count: number) =>
    `${countLabel(count, 'pessoa perdeu', 'pessoas perderam')} o acesso`,
  coursesGone: (count: number) => countLabel(count, 'curso excluído', 'cursos excluídos'),
} as const;

/** A product's fields as an edit's entry names them (`changed`), in pt-BR. */
const PRODUCT_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'nome',
  slug: 'endereço',
  description: 'descrição',
  cover_url: 'capa',
  can_comment: 'comentários',
  price_text: 'preço',
  offer_url: 'link de compra',
  platform_ids: 'códigos nas plataformas de venda',
};

/** Each action in pt-BR, as a sentence's verb phrase. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'subscription.grant': 'Concedeu uma assinatura',
  'subscription.cancel': 'Cancelou uma assinatura',
  'subscription.end_date': 'Alterou a data de término de uma assinatura',
  'data.export': 'Exportou os dados da pessoa',
  'account.delete': 'Excluiu a conta da pessoa',
  'product.create': 'Criou um produto',
  'product.update': 'Alterou um produto',
  'product.delete': 'Excluiu um produto',
};

const isProductAction = (action: AuditAction) => action.startsWith('product.');

/** `2026-12-31` as `31/12/2026`; anything else as it came. */
const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value.split('-').reverse().join('/')
    : null;

/** The entry's facts in pt-BR: the product and the dates it names. */
export function auditDetails(entry: AuditEntry): string {
  const { details } = entry;
  const parts: string[] = [];
  if (details.product_id !== undefined) {
    parts.push(
      typeof details.title === 'string'
        ? auditMessages.named(details.title, details.product_id)
        : auditMessages.product(details.product_id),
    );
  }
  if (entry.action === 'product.update' && Array.isArray(details.changed)) {
    const fields = details.changed.map(
      (field) => PRODUCT_FIELD_LABELS[String(field)] ?? String(field),
    );
    if (fields.length > 0) parts.push(auditMessages.changed(fields));
  }
  if (entry.action === 'product.delete') {
    if (typeof details.students_count === 'number')
      parts.push(auditMessages.lostAccess(details.students_count));
    if (typeof details.courses_count === 'number' && details.courses_count > 0)
      parts.push(auditMessages.coursesGone(details.courses_count));
  }
  if (entry.action === 'subscription.grant') {
    parts.push(day(details.ends_at) ? `até ${day(details.ends_at)}` : 'sem data de término');
  }
  if (entry.action === 'subscription.end_date') {
    parts.push(day(details.to) ? `nova data: ${day(details.to)}` : 'sem data de término');
  }
  return parts.join(' · ');
}

export interface AuditLogProps {
  /** A person's admin page (`/admin/estudantes/{id}`). */
  studentHref: (id: number) => string;
}

/** `/admin/auditoria` (issue 38 §2, ADR 047): the newest entries of the audit log, newest first. */
export function AuditLog({ studentHref }: AuditLogProps) {
  const query = useApiQuery('listAdminAudit', {});
  const heading = (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold">{auditMessages.title}</h1>
      <p className="text-muted-foreground max-w-prose text-sm">{auditMessages.intro}</p>
    </header>
  );
  const person = (who: AuditEntry['admin']) =>
    who ? (
      <span className="flex flex-col">
        <FeatureLink href={studentHref(who.id)} className="font-medium underline">
          {who.name}
        </FeatureLink>
        <span className="text-muted-foreground text-xs">{who.email}</span>
      </span>
    ) : (
      <span className="text-muted-foreground">{auditMessages.removed}</span>
    );
  const columns: TableColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: auditMessages.when,
      rowHeader: true,
      cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
    },
    { id: 'who', header: auditMessages.who, cell: (entry) => person(entry.admin) },
    {
      id: 'what',
      header: auditMessages.what,
      cell: (entry) => (
        <span className="flex flex-col">
          <span>{AUDIT_ACTION_LABELS[entry.action]}</span>
          <span className="text-muted-foreground text-xs">{auditDetails(entry)}</span>
        </span>
      ),
    },
    {
      id: 'whom',
      header: auditMessages.whom,
      cell: (entry) =>
        isProductAction(entry.action) ? (
          <span className="text-muted-foreground">{auditMessages.noPerson}</span>
        ) : (
          person(entry.target)
        ),
    },
  ];
  return (
    <QueryState
      query={query}
      errorTitle={auditMessages.loadError}
      frame={{ heading, className: 'flex flex-col gap-4' }}
      loading={
        <SkeletonList label={auditMessages.loading} count={4} className="h-12" gap="gap-2" />
      }
    >
      {({ data }) => (
        <section className="flex flex-col gap-4">
          {heading}
          {data.length === 0 ? (
            <EmptyState
              level={2}
              title={auditMessages.emptyTitle}
              description={auditMessages.emptyText}
            />
          ) : (
            // A table from `md` up; on a phone each entry is a card (the table's four columns
            // scrolled "Pessoa" off the screen at 375 px).
            <DrawerListTableOrCards
              rows={data}
              caption={auditMessages.list}
              columns={columns}
              testId="entrada-de-auditoria"
              card={(entry) => (
                <>
                  <span className="text-muted-foreground text-xs">{columns[0]?.cell(entry)}</span>
                  {columns[2]?.cell(entry)}
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">{auditMessages.who}</dt>
                    <dd className="min-w-0 break-words">{columns[1]?.cell(entry)}</dd>
                    <dt className="text-muted-foreground">{auditMessages.whom}</dt>
                    <dd className="min-w-0 break-words">{columns[3]?.cell(entry)}</dd>
                  </dl>
                </>
              )}
            />
          )}
        </section>
      )}
    </QueryState>
  );
}
