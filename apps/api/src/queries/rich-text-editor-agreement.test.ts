import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sanitizeRichText } from './rich-text';

/**
 * The admin's description editor (features, Tiptap) and this sanitizer agree: every kind of HTML
 * the editor writes (its own test checks it writes exactly these) is stored unchanged, so what the
 * admin saw is what students get. Read as a file: the API does not import features.
 */
const outputs = JSON.parse(
  readFileSync(
    resolve(process.cwd(), 'packages/features/src/admin/content/paste-fixtures/editor-output.json'),
    'utf8',
  ),
) as Record<string, string>;

/** sanitize-html writes void elements as `<br />`; the editor, as `<br>`: the same element. */
const voidSyntax = (html: string) => html.replace(/<br \/>/g, '<br>');

describe('the description editor and sanitizeRichText', () => {
  it('has fixtures to compare', () => {
    expect(Object.keys(outputs).length).toBeGreaterThanOrEqual(6);
  });

  it.each(Object.entries(outputs))('keeps the editor’s %s unchanged', (_name, html) => {
    expect(voidSyntax(sanitizeRichText(html))).toBe(html);
  });
});
