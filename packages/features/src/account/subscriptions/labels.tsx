import {
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionProvider,
  type SubscriptionStatus,
} from '@aula/contract';
import { Badge, type BadgeProps } from '@aula/ui';
import { countLabel } from '../../i18n/plural';

/** Each status's pt-BR badge and its tone (ADR 012). */
export const STATUS_BADGES: Record<
  SubscriptionStatus,
  { label: string; color: NonNullable<BadgeProps['color']> }
> = {
  active: { label: SUBSCRIPTION_STATUS_LABELS.active, color: 'success' },
  trial: { label: SUBSCRIPTION_STATUS_LABELS.trial, color: 'primary' },
  pending_payment: { label: SUBSCRIPTION_STATUS_LABELS.pending_payment, color: 'warning' },
  canceled: { label: SUBSCRIPTION_STATUS_LABELS.canceled, color: 'neutral' },
  expired: { label: SUBSCRIPTION_STATUS_LABELS.expired, color: 'error' },
  lifetime: { label: SUBSCRIPTION_STATUS_LABELS.lifetime, color: 'success' },
};

/** A subscription's status as its badge: the one map above, for the student and for the team. */
export function SubscriptionStatusBadge({
  status,
  size,
  className,
}: {
  status: SubscriptionStatus;
  size?: BadgeProps['size'] | undefined;
  className?: string | undefined;
}) {
  const badge = STATUS_BADGES[status];
  return (
    <Badge color={badge.color} {...(size ? { size } : {})} className={className}>
      {badge.label}
    </Badge>
  );
}

/** Who sold or granted a subscription, as a person reads it. */
export const PROVIDER_LABELS: Record<SubscriptionProvider, string> = {
  hotmart: 'Hotmart',
  stripe: 'Stripe',
  invitation: 'Convite',
  order: 'Código de pedido',
  manual: 'Equipe Aula',
  kiwify: 'Kiwify',
  eduzz: 'Eduzz',
};

/** "Termina em 1 dia", "Termina hoje": the days left of a subscription ending soon. */
export function daysLeftLabel(days: number): string {
  if (days === 0) return 'Termina hoje';
  return `Termina em ${countLabel(days, 'dia', 'dias')}`;
}
