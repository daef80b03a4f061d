import { apiErrorMap, fieldErrorsOf } from '../messages';
import { calendarDay, isCalendarDay, isoDateTime } from './common';

describe('calendarDay (issue 33, S58)', () => {
  it.each([
    '2026-01-31',
    '2026-04-30',
    '2026-02-28',
    '2024-02-29',
    '2000-02-29',
    '1900-01-01',
    '2999-12-31',
  ])('takes %s, a day that exists', (day) => {
    expect(isCalendarDay(day)).toBe(true);
    expect(calendarDay().safeParse(day).success).toBe(true);
  });

  it.each([
    ['30 February', '2026-02-30'],
    ['29 February of a common year', '2026-02-29'],
    ['29 February of a century that is not a leap year', '1900-02-29'],
    ['31 April', '2026-04-31'],
    ['year 0000', '0000-01-01'],
    ['year 9999 (its end of day is in year 10000)', '9999-12-31'],
    ['month 13', '2026-13-01'],
    ['month 00', '2026-00-10'],
    ['day 00', '2026-01-00'],
    ['a date-time', '2026-01-01T00:00:00Z'],
  ])('refuses %s with one pt-BR message', (_what, day) => {
    expect(isCalendarDay(day)).toBe(false);
    const parsed = calendarDay().safeParse(day, { error: apiErrorMap });
    expect(parsed.success).toBe(false);
    const messages = parsed.error ? fieldErrorsOf(parsed.error)._body : [];
    expect(messages).toHaveLength(1);
    expect(messages?.[0]).toMatch(/^O campo (deve ser uma data que exista|tem um formato)/);
  });

  it("a form's own message replaces both", () => {
    const schema = calendarDay('Informe a data de início.');
    for (const day of ['2026-02-30', 'ontem']) {
      const parsed = schema.safeParse(day, { error: apiErrorMap });
      expect(parsed.error ? fieldErrorsOf(parsed.error) : {}).toEqual({
        _body: ['Informe a data de início.'],
      });
    }
  });
});

describe('isoDateTime takes nothing PostgreSQL would refuse (issue 33)', () => {
  it.each([
    '2026-11-21T14:00:00.000Z',
    '2024-02-29T23:59:59Z',
    '2026-01-01T00:00:00+15:59',
    '2026-01-01T00:00:00-03:00',
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
  ])('takes %s', (value) => {
    expect(isoDateTime.safeParse(value).success).toBe(true);
  });

  it.each([
    ['30 February', '2026-02-30T10:00:00Z'],
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['an offset past ±15:59', '2026-01-01T00:00:00+16:00'],
    ['an offset of -23:00', '2026-01-01T00:00:00-23:00'],
    ['an instant in year 0000', '0001-01-01T00:00:00+14:00'],
    ['an instant in year 10000', '9999-12-31T23:59:59-15:00'],
    ['month 13', '2026-13-01T00:00:00Z'],
  ])('refuses %s with one message', (_what, value) => {
    const parsed = isoDateTime.safeParse(value, { error: apiErrorMap });
    expect(parsed.success).toBe(false);
    expect(parsed.error ? fieldErrorsOf(parsed.error)._body : []).toEqual([
      'O campo deve ser uma data e hora válida.',
    ]);
  });
});
