import { fromDay, toDay } from './calendar-days';

describe('calendar days', () => {
  it('goes from the picker to the day and back without moving it', () => {
    const picked = new Date(2026, 11, 31);
    expect(toDay(picked)).toBe('2026-12-31');
    expect(toDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(fromDay('2026-12-31')?.getTime()).toBe(picked.getTime());
    expect(fromDay('')).toBeNull();
    expect(fromDay('31/12/2026')).toBeNull();
  });
});
