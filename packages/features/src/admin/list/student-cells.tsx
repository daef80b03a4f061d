import type { SubscriptionStatus } from '@aula/contract';
import { Avatar, Progress } from '@aula/ui';
import { STATUS_BADGES } from '../../account/subscriptions/labels';
import { FeatureLink } from '../../navigation/link';

/** The subscription states as a filter's choices, access first. */
export const STUDENT_STATUS_CHOICES = Object.fromEntries(
  (['active', 'trial', 'lifetime', 'pending_payment', 'canceled', 'expired'] as const).map(
    (status) => [status, STATUS_BADGES[status].label],
  ),
) as Record<SubscriptionStatus, string>;

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
