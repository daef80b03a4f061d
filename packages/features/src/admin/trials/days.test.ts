import { formatDay, formatDayRange, fromDay, toDay } from './days';

describe('trial period days', () => {
  it('formats a range in pt-BR, abbreviated months with a dot', () => {
    expect(formatDayRange('2026-12-01', '2026-12-31')).toBe(
      '1 de dez. de 2026 a 31 de dez. de 2026',
    );
    expect(formatDay('2027-05-09')).toBe('9 de mai. de 2027');
  });

  it('goes from the picker to the day and back without moving it', () => {
    const picked = new Date(2026, 11, 31);
    expect(toDay(picked)).toBe('2026-12-31');
    expect(fromDay('2026-12-31')?.getTime()).toBe(picked.getTime());
    expect(fromDay('')).toBeNull();
    expect(fromDay('31/12/2026')).toBeNull();
  });
});
