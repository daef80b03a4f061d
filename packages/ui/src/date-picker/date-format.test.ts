import {
  formatDate,
  formatDateLong,
  formatMonthCaption,
  formatTime,
  formatWeekdayShort,
  maskDate,
  maskTime,
  parseDate,
  parseTime,
  validateDate,
} from './date-format';

describe('pt-BR date text', () => {
  it('formats DD/MM/YYYY and HH:mm with zero padding', () => {
    const date = new Date(2026, 0, 5, 9, 3);
    expect(formatDate(date)).toBe('05/01/2026');
    expect(formatTime(date)).toBe('09:03');
    expect(formatDate(null)).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('parses typed dates with any of / . - and rejects days that do not exist', () => {
    expect(parseDate('21/11/2026')).toEqual(new Date(2026, 10, 21));
    expect(parseDate(' 1.2.2026 ')).toEqual(new Date(2026, 1, 1));
    expect(parseDate('29/02/2028')).toEqual(new Date(2028, 1, 29));
    for (const bad of [
      '29/02/2026',
      '31/04/2026',
      '00/01/2026',
      '12/13/2026',
      '2026-11-21',
      '21/11/26',
      'amanhã',
      '',
    ]) {
      expect(parseDate(bad), bad).toBeNull();
    }
  });

  it('parses 24-hour times and rejects the rest', () => {
    expect(parseTime('9:05')).toEqual({ hours: 9, minutes: 5 });
    expect(parseTime('23:59')).toEqual({ hours: 23, minutes: 59 });
    for (const bad of ['24:00', '12:60', '7pm', '12', '']) expect(parseTime(bad), bad).toBeNull();
  });

  it('puts slashes and the colon in as digits are typed', () => {
    expect(maskDate('2')).toBe('2');
    expect(maskDate('2111')).toBe('21/11');
    expect(maskDate('211120269')).toBe('21/11/2026');
    expect(maskDate('21/11/2')).toBe('21/11/2');
    expect(maskDate('21-11-2026')).toBe('21-11-2026');
    expect(maskTime('0930')).toBe('09:30');
    expect(maskTime('09')).toBe('09');
  });

  it('explains a refused date in pt-BR, naming the limit', () => {
    const min = new Date(2026, 10, 1, 15, 0);
    const max = new Date(2026, 11, 31);
    expect(validateDate(null, {})).toBe('Data inválida. Use o formato DD/MM/AAAA.');
    expect(validateDate(new Date(2026, 9, 31), { min, max })).toBe(
      'Escolha uma data a partir de 01/11/2026.',
    );
    expect(validateDate(new Date(2027, 0, 1), { min, max })).toBe(
      'Escolha uma data até 31/12/2026.',
    );
    expect(validateDate(new Date(2026, 10, 1), { min, max })).toBeNull();
  });

  it('names months and weekdays in Portuguese', () => {
    expect(formatMonthCaption(new Date(2026, 10, 1))).toBe('Novembro de 2026');
    expect(formatWeekdayShort(new Date(2026, 10, 22))).toBe('dom');
    expect(formatDateLong(new Date(2026, 10, 21))).toBe('sábado, 21 de novembro de 2026');
  });
});
