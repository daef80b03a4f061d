import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/pt-br';
import relativeTime from 'dayjs/plugin/relativeTime';
import { countLabel } from './plural';

dayjs.extend(relativeTime);
dayjs.locale('pt-br');

export { dayjs };

/** `21/11/2026` */
export function formatDate(value: ConfigType): string {
  return dayjs(value).format('DD/MM/YYYY');
}

/** `21/11/2026 às 14:30` */
export function formatDateTime(value: ConfigType): string {
  return dayjs(value).format('DD/MM/YYYY [às] HH:mm');
}

/** `sábado, 21 de novembro` (headings of lists grouped by day) */
export function formatDayHeading(value: ConfigType): string {
  return dayjs(value).format('dddd, D [de] MMMM');
}

/**
 * `há 3 dias`, `em 2 horas`, relative to `now` (dayjs's rounding: for past moments such as a
 * comment's date; a release to come reads `formatTimeUntil`, as its countdown counts).
 */
export function formatRelative(value: ConfigType, now: ConfigType = new Date()): string {
  return dayjs(value).from(dayjs(now));
}

/** Time left until `target`, in whole units, each one floored; all zero once it has passed. */
export interface TimeLeft {
  totalSeconds: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The one count of the time until a release, shared by the lecture's countdown and the scheduled
 * list so they never disagree: whole days (floored, never rounded), then hours, minutes, seconds.
 */
export function timeUntil(target: ConfigType, now: ConfigType = new Date()): TimeLeft {
  const totalSeconds = Math.max(0, Math.floor(dayjs(target).diff(dayjs(now)) / 1000));
  return {
    totalSeconds,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/**
 * Time left until `target`, for scheduled lectures: `2 dias 03:04:05`, `1 dia 00:00:09`,
 * `03:04:05` under a day, and `00:00:00` once it has passed.
 */
export function formatCountdown(target: ConfigType, now: ConfigType = new Date()): string {
  const { days, hours, minutes, seconds } = timeUntil(target, now);
  const clock = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  if (days === 0) return clock;
  return `${countLabel(days, 'dia', 'dias')} ${clock}`;
}

/**
 * The same time left in words, its largest unit only, as the countdown counts it (7 days and 18
 * hours is `em 7 dias`, where dayjs's rounding said `em 8 dias`): `em 1 dia`, `em 23 horas`,
 * `em 5 minutos`, `em menos de um minuto`, and `agora` once it has passed.
 */
export function formatTimeUntil(target: ConfigType, now: ConfigType = new Date()): string {
  const { totalSeconds, days, hours, minutes } = timeUntil(target, now);
  if (totalSeconds === 0) return 'agora';
  if (days > 0) return `em ${countLabel(days, 'dia', 'dias')}`;
  if (hours > 0) return `em ${countLabel(hours, 'hora', 'horas')}`;
  if (minutes > 0) return `em ${countLabel(minutes, 'minuto', 'minutos')}`;
  return 'em menos de um minuto';
}
