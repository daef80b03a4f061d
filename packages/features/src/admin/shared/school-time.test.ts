import { describe, expect, it } from 'vitest';
import { formatSchoolDateTime, fromSchoolIso, schoolDay, toSchoolIso } from './school-time';

describe("the school's clock (America/Sao_Paulo)", () => {
  it('reads the picked wall clock as São Paulo time', () => {
    expect(toSchoolIso(new Date(2026, 10, 25, 14, 0))).toBe('2026-11-25T14:00:00-03:00');
    expect(new Date(toSchoolIso(new Date(2026, 10, 25, 14, 0))).toISOString()).toBe(
      '2026-11-25T17:00:00.000Z',
    );
  });
  it("shows an instant on the school's wall clock, whatever the machine's zone", () => {
    const picked = fromSchoolIso('2026-11-25T17:00:00.000Z');
    expect([picked.getDate(), picked.getHours(), picked.getMinutes()]).toEqual([25, 14, 0]);
    expect(toSchoolIso(picked)).toBe('2026-11-25T14:00:00-03:00');
  });
  it('formats the badge date in pt-BR', () => {
    expect(formatSchoolDateTime('2026-11-25T17:00:00.000Z')).toBe('25 de nov., 14:00');
  });
});

describe("the school's calendar day", () => {
  it("is São Paulo's, not UTC's", () => {
    // 01:30 UTC on 1 Dec is still 30 Nov, 22:30, in São Paulo.
    expect(schoolDay(new Date('2026-12-01T01:30:00Z'))).toBe('2026-11-30');
    expect(schoolDay(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });
});
