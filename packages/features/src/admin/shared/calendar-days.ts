import { dayjs } from '../../i18n/dates';

/**
 * Calendar days (`YYYY-MM-DD`, the school's calendar: a trial period, a subscription's end, a list's
 * "desde"/"até"): read and written as the date picker's local dates, never through an instant, so
 * no time zone can move them.
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
