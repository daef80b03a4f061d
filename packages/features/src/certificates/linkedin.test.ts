import { linkedInAddUrl } from './linkedin';

describe('linkedInAddUrl', () => {
  it('fills the certification form with every field, encoded', () => {
    const url = new URL(
      linkedInAddUrl({
        name: 'React do zero & mais',
        organizationName: 'Aula',
        issuedAt: '2026-11-26T15:00:00.000Z',
        certUrl: 'https://aula.dev/certificados/7KQ2-M4XA-PZ3C-WB6D',
        certId: '7KQ2-M4XA-PZ3C-WB6D',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'React do zero & mais',
      organizationName: 'Aula',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://aula.dev/certificados/7KQ2-M4XA-PZ3C-WB6D',
      certId: '7KQ2-M4XA-PZ3C-WB6D',
    });
  });
});
