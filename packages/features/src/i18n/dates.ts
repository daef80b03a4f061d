import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/pt-br';
import relativeTime from 'dayjs/plugin/relativeTime';

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

/** `há 3 dias`, `em 2 horas`, relative to `now` */
export function formatRelative(value: ConfigType, now: ConfigType = new Date()): string {
  return dayjs(value).from(dayjs(now));
}

/**
 * Time left until `target`, for scheduled lectures: `2 dias 03:04:05`, `1 dia 00:00:09`,
 * `03:04:05` under a day, and `00:00:00` once it has passed.
 */
export function formatCountdown(target: ConfigType, now: ConfigType = new Date()): string {
  const totalSeconds = Math.max(0, Math.floor(dayjs(target).diff(dayjs(now)) / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const clock = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  if (days === 0) return clock;
  return `${days} ${days === 1 ? 'dia' : 'dias'} ${clock}`;
}
