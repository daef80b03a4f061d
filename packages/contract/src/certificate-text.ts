/**
 * A certificate's words, the same in its PDF (the API), its pages and the admin's list (the
 * features), so that one certificate never states two dates. Plain code (`@aula/contract/site`).
 */

/** The school's calendar (ADR 021): a certificate is dated by the day it was in Brasília. */
export const SCHOOL_TIME_ZONE = 'America/Sao_Paulo';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/**
 * "29 de novembro de 2026": the school's calendar day of `instant`, written out, whatever the
 * time zone of the machine that writes it (a server in UTC, a student abroad).
 */
export function certificateDate(instant: Date | string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')} de ${MONTHS[part('month') - 1]} de ${part('year')}`;
}

/** "1 hora", "40 horas": a course's hours as a certificate states them. */
export const hoursText = (hours: number) => (hours === 1 ? '1 hora' : `${hours} horas`);
