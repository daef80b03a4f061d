import type { SubscriptionStatus } from '@aula/contract';
import { Avatar, Progress, type TableColumn } from '@aula/ui';
import { STATUS_BADGES } from '../../account/subscriptions/labels';
import { RelativeTime } from '../../i18n/relative-time';
import { FeatureLink } from '../../navigation/link';
import { ChoiceFilter } from './choice-filter';

/** The subscription states as a filter's choices, access first. */
export const STUDENT_STATUS_CHOICES = Object.fromEntries(
  (['active', 'trial', 'lifetime', 'pending_payment', 'canceled', 'expired'] as const).map(
    (status) => [status, STATUS_BADGES[status].label],
  ),
) as Record<SubscriptionStatus, string>;

/** Both student lists' filter on the subscription's state ("Assinatura": "Todas" or one state). */
export function StudentStatusFilter({
  value,
  onChange,
}: {
  value: SubscriptionStatus | null;
  onChange: (patch: { status: SubscriptionStatus | null }) => void;
}) {
  return (
    <ChoiceFilter
      label="Assinatura"
      allLabel="Todas"
      choices={STUDENT_STATUS_CHOICES}
      value={value}
      onChange={(status) => onChange({ status })}
    />
  );
}

/** A student row's id in both lists' tables. */
export const studentRowId = (student: { id: number }) => String(student.id);

/** A student's cell: avatar, name linking to the student's page, e-mail (both admin lists). */
export function StudentCell({
  student,
  href,
}: {
  student: { name: string; email: string; avatar_url: string | null };
  href: string;
}) {
  return (
    <span className="flex min-w-48 items-center gap-3">
      <Avatar name={student.name} src={student.avatar_url} size="md" aria-hidden="true" />
      <span className="flex min-w-0 flex-col">
        <FeatureLink href={href} className="font-medium underline-offset-4 hover:underline">
          {student.name}
        </FeatureLink>
        <span className="text-muted-foreground text-xs font-normal">{student.email}</span>
      </span>
    </span>
  );
}

/** A student's progress in a list's cell, named for screen readers. */
export function ProgressCell({ name, value }: { name: string; value: number }) {
  return (
    <Progress
      className="min-w-28"
      size="sm"
      value={value}
      showValue
      label={`Progresso de ${name}`}
    />
  );
}

/** Both student lists' "Último acesso" column: "há 2 dias", or "nunca". */
export function lastAccessColumn<T>(
  lastAccess: (row: T) => string | null,
  now: Date | undefined,
): TableColumn<T> {
  return {
    id: 'last_access',
    header: 'Último acesso',
    cell: (row) => (
      <RelativeTime
        value={lastAccess(row)}
        now={now}
        fallback="nunca"
        className="whitespace-nowrap"
      />
    ),
  };
}
