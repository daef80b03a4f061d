import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedLink, cleanPastedHtml } from './clean-pasted-html';

/** The clipboards as files (the test runs from the repository's root, as Vitest does). */
const fixture = (name: string) =>
  readFileSync(
    resolve(process.cwd(), 'packages/features/src/admin/content/paste-fixtures', name),
    'utf8',
  );

describe('cleanPastedHtml', () => {
  describe('given what Google Docs puts on the clipboard', () => {
    it('keeps bold, italic, strike and monospace spans as marks and drops the rest', () => {
      expect(cleanPastedHtml(fixture('google-docs.html'))).toBe(
        fixture('google-docs.expected.html'),
      );
    });

    it('does not make the whole fragment bold for its font-weight:normal wrapper', () => {
      const html =
        '<b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:400">Texto</span></p></b>';
      expect(cleanPastedHtml(html)).toBe('<p>Texto</p>');
    });
  });

  describe('given what Word puts on the clipboard', () => {
    it('drops o:p, mso styles, classes and conditional comments, and rebuilds its lists', () => {
      expect(cleanPastedHtml(fixture('word.html'))).toBe(fixture('word.expected.html'));
    });
  });

  describe('given hostile or unknown markup', () => {
    it('drops scripts, handlers, images and styles, and keeps text as text', () => {
      const html =
        '<p onclick="alert(1)" style="color:red">a &lt;b&gt; <img src=x onerror="alert(1)"><script>alert(1)</script></p><style>p{}</style><iframe src="https://x"></iframe>';
      expect(cleanPastedHtml(html)).toBe('<p>a &lt;b&gt;</p>');
    });

    it('keeps only http, https and mailto links', () => {
      const html =
        '<p><a href="javascript:alert(1)">um</a> <a href=" data:text/html,x">dois</a> <a href="https://a.dev/x" target="_top" onclick="x()">três</a> <a href="/relativo">quatro</a></p>';
      expect(cleanPastedHtml(html)).toBe(
        '<p>um dois <a href="https://a.dev/x">três</a> quatro</p>',
      );
    });

    it('brings headings into levels 3 and 4 and unwraps divs, tables and spans', () => {
      const html =
        '<div><h1>Um</h1><h2>Dois</h2><h5>Cinco</h5><table><tr><td><span>célula</span></td></tr></table></div>';
      expect(cleanPastedHtml(html)).toBe('<h3>Um</h3><h3>Dois</h3><h4>Cinco</h4>célula');
    });

    it('keeps code blocks verbatim, without marks', () => {
      const html = '<pre><code class="language-js">const a = 1;\n  <b>b</b>()</code></pre>';
      expect(cleanPastedHtml(html)).toBe('<pre>const a = 1;\n  b()</pre>');
    });
  });

  it('accepts as a link only the web and mail', () => {
    expect(allowedLink('https://aula.dev')).toBe('https://aula.dev');
    expect(allowedLink('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(allowedLink('javascript:alert(1)')).toBeNull();
    expect(allowedLink('ftp://x')).toBeNull();
    expect(allowedLink('https://')).toBeNull();
  });
});
