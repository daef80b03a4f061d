import { formatDay, formatDayRange, trialState } from './days';

describe('trial period days', () => {
  it('formats a range in pt-BR, abbreviated months with a dot', () => {
    expect(formatDayRange('2026-12-01', '2026-12-31')).toBe(
      '1 de dez. de 2026 a 31 de dez. de 2026',
    );
    expect(formatDay('2027-05-09')).toBe('9 de mai. de 2027');
  });
});

describe("a trial period's state", () => {
  it("is scheduled when it starts after the school's today, ended when it is over", () => {
    const today = '2026-11-21';
    expect(trialState({ is_active: true, starts_on: '2026-11-15' }, today)).toBe('active');
    expect(trialState({ is_active: false, starts_on: '2026-12-01' }, today)).toBe('scheduled');
    expect(trialState({ is_active: false, starts_on: '2026-10-01' }, today)).toBe('ended');
  });
});
