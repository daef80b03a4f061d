import { dayjs } from '../../i18n/dates';

// A trial period's days are calendar days (ADR 023, `../shared/calendar-days`): here, how they read
// in pt-BR and where a period stands.

/** `1 de dez. de 2026` */
export function formatDay(day: string): string {
  const month = dayjs(day).format('MMM');
  return `${dayjs(day).format('D')} de ${month}${month.length === 3 ? '.' : ''} de ${dayjs(day).format('YYYY')}`;
}

/** `1 de dez. de 2026 a 31 de dez. de 2026` */
export function formatDayRange(startsOn: string, endsOn: string): string {
  return `${formatDay(startsOn)} a ${formatDay(endsOn)}`;
}

/** Where a period stands: running now, still to come, or over. */
export type TrialState = 'active' | 'scheduled' | 'ended';

/**
 * The server says whether a period is active now (`is_active`); one that is not is scheduled when
 * it starts after the school's today, and ended otherwise.
 */
export function trialState(
  period: { is_active: boolean; starts_on: string },
  today: string,
): TrialState {
  if (period.is_active) return 'active';
  return period.starts_on > today ? 'scheduled' : 'ended';
}
