import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FormField } from '@aula/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanPastedHtml } from './clean-pasted-html';
import RichTextEditor, { editorExtensions, editorHtml, linkProblem } from './rich-text-editor';
import { editorMessages } from './rich-text-editor-messages';

const dir = resolve(process.cwd(), 'packages/features/src/admin/content/paste-fixtures');
/** What the editor writes, one case a key; the API's test runs the same file through its sanitizer. */
const outputs = JSON.parse(readFileSync(resolve(dir, 'editor-output.json'), 'utf8')) as Record<
  string,
  string
>;

// ProseMirror scrolls the selection into view, with layout jsdom does not have.
beforeAll(() => {
  for (const proto of [Range.prototype, Text.prototype] as object[]) {
    if (!('getClientRects' in proto))
      Object.assign(proto, {
        getClientRects: () => [],
        getBoundingClientRect: () => new DOMRect(),
      });
  }
});

const editors: Editor[] = [];
const editorWith = (content = '') => {
  const editor = new Editor({ extensions: editorExtensions, content });
  editors.push(editor);
  return editor;
};
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

describe('the description editor', () => {
  describe('given commands from the toolbar', () => {
    it('writes marks as the allow-listed tags', () => {
      const editor = editorWith();
      const chain = () => editor.chain().focus('end');
      chain().toggleBold().insertContent('negrito').toggleBold().insertContent(' ').run();
      chain().toggleItalic().insertContent('itálico').toggleItalic().insertContent(' ').run();
      chain()
        .toggleUnderline()
        .insertContent('sublinhado')
        .toggleUnderline()
        .insertContent(' ')
        .run();
      chain().toggleStrike().insertContent('tachado').toggleStrike().insertContent(' ').run();
      chain().toggleCode().insertContent('codigo()').run();
      expect(editorHtml(editor)).toBe(outputs.marks);
    });

    it('writes headings at levels 3 and 4 only, and lists, quotes and code blocks', () => {
      const editor = editorWith('<p>Título</p><p>Subtítulo</p><p>Texto</p>');
      editor.chain().setTextSelection(1).toggleHeading({ level: 3 }).run();
      editor.chain().setTextSelection(10).toggleHeading({ level: 4 }).run();
      expect(editorHtml(editor)).toBe(outputs.headings);
      // Levels the description does not have are not in the schema.
      expect(editor.commands.toggleHeading({ level: 2 as 3 })).toBe(false);
      for (const key of ['lists', 'quote and line break', 'code block', 'links']) {
        const html = outputs[key] ?? '';
        expect(editorHtml(editorWith(html))).toBe(html);
      }
    });

    it('cannot hold what the description does not allow', () => {
      const editor = editorWith(
        '<h1>Um</h1><h2>Dois</h2><hr><img src="https://x/y.png"><table><tr><td>célula</td></tr></table><p><a href="javascript:alert(1)">link</a> <span style="color:red" onclick="x()">texto</span></p>',
      );
      expect(editorHtml(editor)).toBe('<p>Um</p><p>Dois</p><p>célula</p><p>link texto</p>');
    });

    it('writes what the Google Docs fixture pastes as the fixture expects', () => {
      const pasted = cleanPastedHtml(readFileSync(resolve(dir, 'google-docs.html'), 'utf8'));
      expect(editorHtml(editorWith(pasted))).toBe(outputs['google docs paste']);
    });

    it('is an empty string when empty', () => {
      expect(editorHtml(editorWith('<p></p>'))).toBe('');
    });
  });

  it('accepts as a link only http, https and mailto, in pt-BR', () => {
    expect(linkProblem('javascript:alert(1)')).toBe(editorMessages.linkInvalid);
    expect(linkProblem('  ')).toBe(editorMessages.linkRequired);
    expect(linkProblem('https://aula.dev')).toBeNull();
    expect(linkProblem('mailto:a@aula.dev')).toBeNull();
  });

  describe('given the component in a form field', () => {
    it('is named by the label, its tools say their state, and typing reaches the form', async () => {
      const onChange = vi.fn();
      render(
        <FormField label="Descrição" htmlFor="descricao" hint="Ajuda">
          <RichTextEditor value="<p><strong>forte</strong></p>" onChange={onChange} />
        </FormField>,
      );
      const box = screen.getByRole('textbox', { name: 'Descrição' });
      expect(box).toHaveAttribute('id', 'descricao');
      expect(box).toHaveAccessibleDescription('Ajuda');
      const toolbar = screen.getByRole('toolbar', { name: editorMessages.toolbar });
      expect(toolbar).toBeInTheDocument();
      const bold = screen.getByRole('button', { name: editorMessages.bold });
      // The cursor starts in the bold text: the tool says so.
      expect(bold).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: editorMessages.italic })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      for (const label of [
        editorMessages.italic,
        editorMessages.underline,
        editorMessages.strike,
        editorMessages.code,
        editorMessages.heading,
        editorMessages.subheading,
        editorMessages.bulletList,
        editorMessages.orderedList,
        editorMessages.blockquote,
        editorMessages.link,
        editorMessages.undo,
        editorMessages.redo,
      ]) {
        expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
      }
      // One tab stop: the first tool; arrows move along.
      expect(bold).toHaveAttribute('tabindex', '0');
      bold.focus();
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: editorMessages.italic })).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: editorMessages.heading }));
      expect(onChange).toHaveBeenLastCalledWith('<h3><strong>forte</strong></h3>');
      expect(screen.getByRole('button', { name: editorMessages.heading })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });
});
