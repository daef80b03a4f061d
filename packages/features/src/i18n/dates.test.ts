import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatRelative,
  formatTimeUntil,
  timeUntil,
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

  describe('given a scheduled lecture, the countdown and the list agree (one count of days)', () => {
    const later = (days: number, hours: number, minutes = 0, seconds = 0) =>
      new Date(at.getTime() + (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000);

    it('says "em 7 dias" in the list when the countdown says 7 dias 18:27 (never "em 8 dias")', () => {
      const target = later(7, 18, 27);
      expect(formatCountdown(target, at)).toBe('7 dias 18:27:00');
      expect(formatTimeUntil(target, at)).toBe('em 7 dias');
      expect(timeUntil(target, at)).toMatchObject({ days: 7, hours: 18, minutes: 27, seconds: 0 });
    });

    it.each([
      [later(1, 0), '1 dia 00:00:00', 'em 1 dia'],
      [later(0, 23, 59, 59), '23:59:59', 'em 23 horas'],
      [later(2, 23, 59), '2 dias 23:59:00', 'em 2 dias'],
      [later(0, 1), '01:00:00', 'em 1 hora'],
      [later(0, 0, 59, 59), '00:59:59', 'em 59 minutos'],
      [later(0, 0, 1), '00:01:00', 'em 1 minuto'],
      [later(0, 0, 0, 59), '00:00:59', 'em menos de um minuto'],
      [later(45, 3), '45 dias 03:00:00', 'em 45 dias'],
      [at, '00:00:00', 'agora'],
      [later(-1, 0), '00:00:00', 'agora'],
    ])('for %s: the countdown reads %s and the list %s', (target, countdown, relative) => {
      expect(formatCountdown(target, at)).toBe(countdown);
      expect(formatTimeUntil(target, at)).toBe(relative);
    });
  });
});
