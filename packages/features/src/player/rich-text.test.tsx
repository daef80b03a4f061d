import { render } from '@testing-library/react';
import { RichText, safeHref, tableOfContents } from './rich-text';

const renderHtml = (html: string) => render(<RichText html={html} />).container;

describe('RichText', () => {
  it('keeps the allowed structure and text', () => {
    const root = renderHtml(
      '<h2>Objetivos</h2><p>Use <strong>props</strong> e <code>map</code>.</p><ul><li>um</li></ul>',
    );
    expect(root.querySelector('h2')?.textContent).toBe('Objetivos');
    expect(root.querySelector('strong')?.textContent).toBe('props');
    expect(root.querySelector('code')?.textContent).toBe('map');
    expect(root.querySelectorAll('li')).toHaveLength(1);
  });

  it('drops scripts, styles, frames and every handler attribute', () => {
    const root = renderHtml(
      '<p onclick="alert(1)">oi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><img src=x onerror="alert(1)"><svg onload="alert(1)"><text>t</text></svg>',
    );
    expect(root.querySelector('script, style, iframe, img, svg')).toBeNull();
    expect(root.innerHTML).not.toMatch(/on(click|error|load)|alert/);
    expect(root.textContent).toContain('oi');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
  ])('turns a %s link into plain text', (href) => {
    const root = renderHtml(`<p><a href="${href}">clique</a></p>`);
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('clique');
  });

  it('opens web links in a new tab without giving it the page', () => {
    const link = renderHtml('<p><a href="https://react.dev/learn">docs</a></p>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://react.dev/learn');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('gives headings the ids the table of contents links to', () => {
    const html = '<h2>O que você vai aprender</h2><p>x</p><h3>Exercício</h3>';
    const root = renderHtml(html);
    const toc = tableOfContents(html);
    expect(toc).toEqual([
      { id: 'secao-1-o-que-voce-vai-aprender', text: 'O que você vai aprender', level: 2 },
      { id: 'secao-2-exercicio', text: 'Exercício', level: 3 },
    ]);
    for (const entry of toc)
      expect(root.querySelector(`#${entry.id}`)?.textContent).toBe(entry.text);
  });

  it('renders nothing for no description', () => {
    expect(renderHtml('').textContent).toBe('');
    expect(tableOfContents(null)).toEqual([]);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://a.dev', 'https://a.dev'],
    ['mailto:oi@aula.dev', 'mailto:oi@aula.dev'],
    ['/react-do-zero/aula/2', '/react-do-zero/aula/2'],
    ['#secao-1', '#secao-1'],
    ['ftp://a.dev', null],
    [null, null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
