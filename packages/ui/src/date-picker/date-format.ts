/**
 * pt-BR dates for the pickers, without a date library: `DD/MM/YYYY` and `HH:mm` in and out, and
 * the calendar's names from `Intl` (the browser's own pt-BR data).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `21/11/2026`, or '' for no date. */
export function formatDate(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** `09:05`, or '' for no date. */
export function formatTime(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A typed date (`D/M/YYYY`, with `/`, `.` or `-`, surrounding spaces ignored) as local midnight;
 * null when it is not a real calendar day (31/02, 29/02 outside leap years, month 13...).
 */
export function parseDate(text: string): Date | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 are not 19xx
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && year >= 1000 ? date : null;
}

/** A typed time (`H:mm` or `HH:mm`, 24 hours) as hours and minutes; null when out of range. */
export function parseTime(text: string): { hours: number; minutes: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
}

/** Digits typed into a date field, with the slashes put in: `2111` → `21/11`. */
export function maskDate(text: string): string {
  if (/[^\d/]/.test(text)) return text; // pasted text with other separators: leave it to parseDate
  const digits = text.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('/');
}

/** Digits typed into a time field, with the colon put in: `0930` → `09:30`. */
export function maskTime(text: string): string {
  if (/[^\d:]/.test(text)) return text;
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Why a typed date is refused, in pt-BR; null when it is accepted. */
export function validateDate(
  date: Date | null,
  { min, max }: { min?: Date | undefined; max?: Date | undefined },
): string | null {
  if (!date) return 'Data inválida. Use o formato DD/MM/AAAA.';
  if (min && date < startOfDay(min)) return `Escolha uma data a partir de ${formatDate(min)}.`;
  if (max && date > startOfDay(max)) return `Escolha uma data até ${formatDate(max)}.`;
  return null;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/** `Novembro de 2026`. */
export function formatMonthCaption(month: Date): string {
  return capitalize(
    new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' }).format(month),
  );
}

/** `dom`, `seg`, `ter`... (the column headers). */
export function formatWeekdayShort(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { weekday: 'short' }).format(date).replace('.', '');
}

/** `sábado, 21 de novembro de 2026` (a day button's accessible name). */
export function formatDateLong(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full' }).format(date);
}
