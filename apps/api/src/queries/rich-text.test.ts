import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the formatting a course team writes', () => {
    const html = '<p>Use <strong>Node</strong> e <code>npm</code>:</p><ul><li>um</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<svg onload=alert(1)></svg>texto', 'texto'],
    ['<p onclick="alert(1)">clique</p>', '<p>clique</p>'],
  ])('given %s, leaves nothing that runs', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('drops javascript: and data: links but keeps the text; safe links open in a new tab', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,oi',
      '//evil.example',
    ]) {
      const clean = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(clean).not.toContain('href');
      expect(clean).toContain('>x</a>');
    }
    expect(sanitizeRichText('<a href="https://react.dev">docs</a>')).toBe(
      '<a href="https://react.dev" rel="noopener noreferrer nofollow" target="_blank">docs</a>',
    );
  });
});
