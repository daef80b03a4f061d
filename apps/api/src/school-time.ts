import { SCHOOL_TIME_ZONE } from '@aula/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The school's calendar (ADR 021): "joined between" days, a subscription's last day, a trial
 * period's days (ADR 023), the export's and a certificate's dates are read in this time zone.
 */
export { SCHOOL_TIME_ZONE };

/** The first instant of a school day (`YYYY-MM-DD`). */
export const startOfSchoolDay = (day: string) => dayjs.tz(day, SCHOOL_TIME_ZONE).toDate();

/** The last millisecond of a school day (`YYYY-MM-DD`): a subscription's end on that day. */
export const endOfSchoolDay = (day: string) =>
  dayjs.tz(day, SCHOOL_TIME_ZONE).endOf('day').toDate();

/** The first instant of the school day after `day` (`YYYY-MM-DD`). */
export const startOfNextSchoolDay = (day: string) =>
  dayjs.tz(day, SCHOOL_TIME_ZONE).add(1, 'day').toDate();

/** The school's date at `instant`, as `YYYY-MM-DD`. */
export const schoolDate = (instant: Date) =>
  dayjs(instant).tz(SCHOOL_TIME_ZONE).format('YYYY-MM-DD');

/** `27/11/2026 às 08:35 (horário de Brasília)`: a moment as the school's e-mails write it. */
export const schoolDateTime = (instant: Date) =>
  `${dayjs(instant).tz(SCHOOL_TIME_ZONE).format('DD/MM/YYYY [às] HH:mm')} (horário de Brasília)`;
