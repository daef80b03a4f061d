import type { SubscriptionProvider, SubscriptionStatus } from '@aula/contract';
import type { BadgeProps } from '@aula/ui';

/** Each status's pt-BR badge and its tone (ADR 012). */
export const STATUS_BADGES: Record<
  SubscriptionStatus,
  { label: string; color: NonNullable<BadgeProps['color']> }
> = {
  active: { label: 'ativa', color: 'success' },
  trial: { label: 'em teste', color: 'primary' },
  pending_payment: { label: 'pagamento pendente', color: 'warning' },
  canceled: { label: 'cancelada', color: 'neutral' },
  expired: { label: 'expirada', color: 'error' },
  lifetime: { label: 'vitalícia', color: 'success' },
};

/** Who sold or granted a subscription, as a person reads it. */
export const PROVIDER_LABELS: Record<SubscriptionProvider, string> = {
  hotmart: 'Hotmart',
  stripe: 'Stripe',
  invitation: 'Convite',
  order: 'Código de pedido',
  manual: 'Equipe Aula',
};

/** "Termina em 1 dia", "Termina hoje": the days left of a subscription ending soon. */
export function daysLeftLabel(days: number): string {
  if (days === 0) return 'Termina hoje';
  return `Termina em ${days} ${days === 1 ? 'dia' : 'dias'}`;
}
