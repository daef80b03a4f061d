import { certificateDate, hoursText } from './certificate-text';

describe('a certificate’s date', () => {
  it('is the day in Brasília, not the machine’s: 01:13 UTC on the 30th is still the 29th there', () => {
    expect(certificateDate('2026-11-30T01:13:00Z')).toBe('29 de novembro de 2026');
    expect(certificateDate(new Date('2026-11-30T03:00:00Z'))).toBe('30 de novembro de 2026');
    expect(certificateDate('2027-01-01T02:59:59Z')).toBe('31 de dezembro de 2026');
    expect(certificateDate('2026-03-05T12:00:00Z')).toBe('5 de março de 2026');
  });
  it('states the hours in words', () => {
    expect(hoursText(1)).toBe('1 hora');
    expect(hoursText(40)).toBe('40 horas');
  });
});
