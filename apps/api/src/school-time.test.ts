import { describe, expect, it } from 'vitest';
import { endOfSchoolDay, schoolDate, startOfNextSchoolDay, startOfSchoolDay } from './school-time';

describe('school time (America/Sao_Paulo)', () => {
  it('places a day between its first and its last instant', () => {
    expect(startOfSchoolDay('2030-01-31').toISOString()).toBe('2030-01-31T03:00:00.000Z');
    expect(endOfSchoolDay('2030-01-31').toISOString()).toBe('2030-02-01T02:59:59.999Z');
    expect(startOfNextSchoolDay('2030-01-31').toISOString()).toBe('2030-02-01T03:00:00.000Z');
  });

  it('reads the date of an instant in the school, not in UTC', () => {
    expect(schoolDate(new Date('2030-02-01T02:59:59.999Z'))).toBe('2030-01-31');
    expect(schoolDate(new Date('2030-02-01T03:00:00.000Z'))).toBe('2030-02-01');
  });

  it('follows the daylight-saving time the school once had', () => {
    // 2018-11-04 began Brazil's last summer time (UTC−2 until 2019-02-17).
    expect(startOfSchoolDay('2018-12-01').toISOString()).toBe('2018-12-01T02:00:00.000Z');
  });
});
