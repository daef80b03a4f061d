import { DEFAULT_SUPPORT_LINKS, parseSupportLinks } from './support-links';

describe('the support links setting', () => {
  it('reads label|address entries separated by semicolons', () => {
    expect(parseSupportLinks('Ajuda|https://ajuda.example.com; E-mail | mailto:a@b.com')).toEqual([
      { label: 'Ajuda', href: 'https://ajuda.example.com' },
      { label: 'E-mail', href: 'mailto:a@b.com' },
    ]);
  });

  it('falls back to the default when unset or empty', () => {
    expect(parseSupportLinks(undefined)).toEqual(parseSupportLinks(DEFAULT_SUPPORT_LINKS));
    expect(parseSupportLinks('  ')).toHaveLength(2);
  });

  it('drops scripts and malformed entries', () => {
    expect(
      parseSupportLinks('Mal|javascript:alert(1);semrotulo;|https://x.com;Bom|https://ok.example'),
    ).toEqual([{ label: 'Bom', href: 'https://ok.example' }]);
  });
});
