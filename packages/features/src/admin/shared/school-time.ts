/**
 * The school's clock (ADR 020, "The editor"): release dates are typed, shown and announced in
 * America/Sao_Paulo whatever the admin's computer says, and sent to the API as an ISO instant with
 * the offset that zone had then.
 */
export const SCHOOL_TIME_ZONE = 'America/Sao_Paulo';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SCHOOL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The school's wall clock at `instant`: year, month (1-12), day, hours, minutes, seconds. */
function wallClock(instant: Date) {
  const get = (type: string) =>
    Number(parts.formatToParts(instant).find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hours: get('hour'),
    minutes: get('minute'),
    seconds: get('second'),
  };
}

/** Minutes the school's zone is ahead of UTC at `instant` (-180 for São Paulo today). */
function offsetMinutes(instant: Date): number {
  const w = wallClock(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hours, w.minutes, w.seconds);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The picker's value (a Date whose local fields are what the admin chose) read as the school's
 * wall clock, as the API's ISO string: `2026-11-25T14:00:00-03:00`.
 */
export function toSchoolIso(picked: Date): string {
  const naive = Date.UTC(
    picked.getFullYear(),
    picked.getMonth(),
    picked.getDate(),
    picked.getHours(),
    picked.getMinutes(),
  );
  // The offset at the guessed instant, checked once more (a zone change between the two).
  let offset = offsetMinutes(new Date(naive));
  offset = offsetMinutes(new Date(naive - offset * 60_000));
  const sign = offset <= 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const two = (n: number) => String(n).padStart(2, '0');
  const w = {
    y: picked.getFullYear(),
    mo: two(picked.getMonth() + 1),
    d: two(picked.getDate()),
    h: two(picked.getHours()),
    mi: two(picked.getMinutes()),
  };
  return `${w.y}-${w.mo}-${w.d}T${w.h}:${w.mi}:00${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The picker's value for an API instant: a Date whose local fields are the school's wall clock. */
export function fromSchoolIso(iso: string): Date {
  const w = wallClock(new Date(iso));
  return new Date(w.year, w.month - 1, w.day, w.hours, w.minutes);
}

const badgeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SCHOOL_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** `25 de nov., 14:00`, in the school's zone. */
export function formatSchoolDateTime(iso: string): string {
  return badgeFormat.format(new Date(iso));
}

const longFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SCHOOL_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `terça-feira, 25 de novembro de 2026 às 14:00`, in the school's zone (read out in full). */
export function formatSchoolDateTimeLong(iso: string): string {
  return longFormat.format(new Date(iso));
}

/** The school's calendar day at `instant` (America/Sao_Paulo), as `YYYY-MM-DD`. */
export function schoolDay(instant: Date): string {
  const w = wallClock(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)}`;
}
