import { dayjs } from '../../i18n/dates';
import { SCHOOL_TIME_ZONE } from '../content/school-time';

/**
 * A trial period's days are calendar days (`YYYY-MM-DD`, the school's calendar, ADR 023): read and
 * written as local dates, never through an instant, so no time zone can move them.
 */

/** The picker's local midnight as `YYYY-MM-DD`. */
export function toDay(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}

/** `YYYY-MM-DD` as the local midnight the picker shows; null for an empty or bad value. */
export function fromDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const parsed = dayjs(day, 'YYYY-MM-DD');
  return parsed.isValid() ? parsed.toDate() : null;
}

/** `1 de dez. de 2026` */
export function formatDay(day: string): string {
  const month = dayjs(day).format('MMM');
  return `${dayjs(day).format('D')} de ${month}${month.length === 3 ? '.' : ''} de ${dayjs(day).format('YYYY')}`;
}

/** `1 de dez. de 2026 a 31 de dez. de 2026` */
export function formatDayRange(startsOn: string, endsOn: string): string {
  return `${formatDay(startsOn)} a ${formatDay(endsOn)}`;
}

const schoolDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The school's calendar day at `instant` (America/Sao_Paulo), as `YYYY-MM-DD`. */
export function schoolDay(instant: Date): string {
  return schoolDayFormat.format(instant);
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
