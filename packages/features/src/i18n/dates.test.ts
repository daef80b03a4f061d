import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatRelative,
} from './dates';

// Local-time dates, so the expectations hold in any time zone.
const at = new Date(2026, 10, 21, 14, 30, 0);

describe('pt-BR dates', () => {
  it('formats a date and a date-time', () => {
    expect(formatDate(at)).toBe('21/11/2026');
    expect(formatDateTime(at)).toBe('21/11/2026 às 14:30');
  });

  it('names the weekday and month in Portuguese', () => {
    expect(formatDayHeading(at)).toBe('sábado, 21 de novembro');
  });

  it('says relative times in Portuguese, past and future', () => {
    const threeDaysAgo = new Date(2026, 10, 18, 14, 30);
    const inThreeDays = new Date(2026, 10, 24, 14, 30);
    expect(formatRelative(threeDaysAgo, at)).toBe('há 3 dias');
    expect(formatRelative(inThreeDays, at)).toBe('em 3 dias');
  });

  it.each([
    [new Date(2026, 10, 23, 17, 34, 5), '2 dias 03:04:05'],
    [new Date(2026, 10, 22, 14, 30, 9), '1 dia 00:00:09'],
    [new Date(2026, 10, 21, 17, 34, 5), '03:04:05'],
    [new Date(2026, 10, 21, 14, 0, 0), '00:00:00'],
  ])('counts down to %s as %s', (target, expected) => {
    expect(formatCountdown(target, at)).toBe(expected);
  });
});
