import { formatDay, formatDayRange, fromDay, schoolDay, toDay, trialState } from './days';

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

describe("a trial period's state", () => {
  it("is scheduled when it starts after the school's today, ended when it is over", () => {
    const today = '2026-11-21';
    expect(trialState({ is_active: true, starts_on: '2026-11-15' }, today)).toBe('active');
    expect(trialState({ is_active: false, starts_on: '2026-12-01' }, today)).toBe('scheduled');
    expect(trialState({ is_active: false, starts_on: '2026-10-01' }, today)).toBe('ended');
  });

  it("reads today on the school's calendar (São Paulo), not UTC", () => {
    // 01:30 UTC on 1 Dec is still 30 Nov, 22:30, in São Paulo.
    expect(schoolDay(new Date('2026-12-01T01:30:00Z'))).toBe('2026-11-30');
  });
});
