import {
  Button,
  FormField,
  Input,
  Popover,
  PopoverContent,
  PopoverTrigger,
  useFormField,
} from '@aula/ui';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { safeHref } from '../../player/rich-text';
import { allowedLink, cleanPastedHtml } from './clean-pasted-html';
import { editorMessages as m } from './rich-text-editor-messages';

/**
 * The lecture description's rich-text editor (issue 35 §1), on Tiptap: it can only write what the
 * API's `sanitizeRichText` keeps and the player's `RichText` shows (p br strong em u s code pre
 * blockquote ul ol li a h3 h4; links to http(s) and mailto), and what is pasted from Google Docs
 * or Word is cleaned to that first (`cleanPastedHtml`). Loaded on its own (React.lazy) when the
 * lecture drawer opens, so no other page carries Tiptap.
 */

/** The editor's schema: StarterKit without what the description cannot hold. */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    horizontalRule: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      // A link stored before the editor (a path on this site) stays what the player shows.
      isAllowedUri: (url) => safeHref(url) !== null,
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
    },
  }),
];

/** The editor's HTML for the form: an empty document is an empty string. */
export const editorHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The field's name, on the editable area for `form` lookups. */
  name?: string;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

/**
 * A rich-text box inside a FormField: the label names it, its hint and error describe it, its id
 * is the field's (a failed check focuses it). The toolbar is one tab stop (arrows move in it).
 */
export default function RichTextEditor({ value, onChange, name }: RichTextEditorProps) {
  const field = useFormField();
  const emitted = useRef(value);
  const [linkOpen, setLinkOpen] = useState(false);
  const describedBy = [field?.hintId, field?.errorId].filter(Boolean).join(' ');
  const attributes = (): Record<string, string> => ({
    ...(field ? { id: field.id, 'aria-labelledby': field.labelId } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(field?.invalid ? { 'aria-invalid': 'true' } : {}),
    ...(name ? { 'data-name': name } : {}),
    role: 'textbox',
    'aria-multiline': 'true',
    class:
      'aula-prose min-h-40 px-4 py-3 text-base text-foreground outline-none flex flex-col gap-3',
  });
  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: attributes(),
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      emitted.current = html;
      onChange(html);
    },
  });

  // The field's error and hint change the editable's description.
  const attributeKey = JSON.stringify(attributes());
  useEffect(() => {
    editor.setOptions({
      editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributeKey) },
    });
  }, [editor, attributeKey]);

  // A value set from outside (not typed here) replaces the content.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      data-slot="rich-text-editor"
      data-invalid={field?.invalid ? '' : undefined}
      className="border-input bg-surface focus-within:border-ring focus-within:ring-ring/40 data-invalid:border-danger flex min-w-0 flex-col rounded-md border focus-within:ring-2"
    >
      <Toolbar
        editor={editor}
        controls={field?.id}
        linkOpen={linkOpen}
        onLinkOpenChange={setLinkOpen}
      />
      <EditorContent editor={editor} />
    </div>
  );
}

interface ToolState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  code: boolean;
  h3: boolean;
  h4: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

function Toolbar({
  editor,
  controls,
  linkOpen,
  onLinkOpenChange,
}: {
  editor: Editor;
  controls: string | undefined;
  linkOpen: boolean;
  onLinkOpenChange: (open: boolean) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }): ToolState => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const tools: {
    key: string;
    label: string;
    keys: string;
    pressed?: boolean;
    disabled?: boolean;
    icon: ReactNode;
    action: () => void;
  }[] = [
    {
      key: 'bold',
      label: m.bold,
      keys: `${mod}B`,
      pressed: state.bold,
      icon: <b>B</b>,
      action: () => run((c) => c.toggleBold()),
    },
    {
      key: 'italic',
      label: m.italic,
      keys: `${mod}I`,
      pressed: state.italic,
      icon: <i className="font-serif">I</i>,
      action: () => run((c) => c.toggleItalic()),
    },
    {
      key: 'underline',
      label: m.underline,
      keys: `${mod}U`,
      pressed: state.underline,
      icon: <u>U</u>,
      action: () => run((c) => c.toggleUnderline()),
    },
    {
      key: 'strike',
      label: m.strike,
      keys: `${mod}Shift+S`,
      pressed: state.strike,
      icon: <s>S</s>,
      action: () => run((c) => c.toggleStrike()),
    },
    {
      key: 'code',
      label: m.code,
      keys: `${mod}E`,
      pressed: state.code,
      icon: <span className="font-mono text-xs">{'</>'}</span>,
      action: () => run((c) => c.toggleCode()),
    },
    {
      key: 'h3',
      label: m.heading,
      keys: `${mod}Alt+3`,
      pressed: state.h3,
      icon: <span className="font-bold">T</span>,
      action: () => run((c) => c.toggleHeading({ level: 3 })),
    },
    {
      key: 'h4',
      label: m.subheading,
      keys: `${mod}Alt+4`,
      pressed: state.h4,
      icon: <span className="text-xs font-bold">T</span>,
      action: () => run((c) => c.toggleHeading({ level: 4 })),
    },
    {
      key: 'bulletList',
      label: m.bulletList,
      keys: `${mod}Shift+8`,
      pressed: state.bulletList,
      icon: <BulletIcon />,
      action: () => run((c) => c.toggleBulletList()),
    },
    {
      key: 'orderedList',
      label: m.orderedList,
      keys: `${mod}Shift+7`,
      pressed: state.orderedList,
      icon: <OrderedIcon />,
      action: () => run((c) => c.toggleOrderedList()),
    },
    {
      key: 'blockquote',
      label: m.blockquote,
      keys: `${mod}Shift+B`,
      pressed: state.blockquote,
      icon: <span className="font-serif text-lg leading-none">“</span>,
      action: () => run((c) => c.toggleBlockquote()),
    },
    {
      key: 'undo',
      label: m.undo,
      keys: `${mod}Z`,
      disabled: !state.canUndo,
      icon: <UndoIcon />,
      action: () => run((c) => c.undo()),
    },
    {
      key: 'redo',
      label: m.redo,
      keys: isMac ? '⌘Shift+Z' : 'Ctrl+Y',
      disabled: !state.canRedo,
      icon: <UndoIcon flip />,
      action: () => run((c) => c.redo()),
    },
  ];
  const linkIndex = 10; // the link button sits before undo and redo
  const count = tools.length + 1;

  /** Roving focus: arrows, Home and End move between the buttons. */
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const next = nextTool(event.key, current, count);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('[data-tool]')[next]?.focus();
  };

  const button = (tool: (typeof tools)[number], index: number) => (
    <ToolButton
      key={tool.key}
      label={tool.label}
      keys={tool.keys}
      pressed={tool.pressed}
      disabled={tool.disabled}
      tabIndex={index === current ? 0 : -1}
      onFocus={() => setCurrent(index)}
      onClick={tool.action}
    >
      {tool.icon}
    </ToolButton>
  );
  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={m.toolbar}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="border-input flex flex-wrap gap-0.5 border-b p-1"
    >
      {tools.slice(0, linkIndex).map((tool, i) => button(tool, i))}
      <LinkTool
        editor={editor}
        active={state.link}
        open={linkOpen}
        onOpenChange={onLinkOpenChange}
        tabIndex={current === linkIndex ? 0 : -1}
        onFocus={() => setCurrent(linkIndex)}
      />
      {tools.slice(linkIndex).map((tool, i) => button(tool, linkIndex + 1 + i))}
    </div>
  );
}

/** Where a key moves the toolbar's focus from `index` (null: the key is not a move). */
function nextTool(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

const toolClass =
  'aula-focus-ring text-foreground hover:bg-muted aria-pressed:bg-muted aria-pressed:ring-border inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-base aria-pressed:ring-1 disabled:cursor-not-allowed disabled:opacity-50';

function ToolButton({
  label,
  keys,
  pressed,
  children,
  ...props
}: {
  label: string;
  keys: string;
  pressed?: boolean | undefined;
  disabled?: boolean | undefined;
  tabIndex: number;
  onFocus: () => void;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-tool=""
      aria-label={label}
      aria-pressed={pressed}
      title={`${label} (${keys})`}
      className={toolClass}
      // The editor keeps its selection: a click on a tool does not take the focus first.
      onMouseDown={(event) => event.preventDefault()}
      {...props}
    >
      {children}
    </button>
  );
}

/** Whether a typed address is one a description may link to, as the message to show if not. */
export function linkProblem(raw: string): string | null {
  if (!raw.trim()) return m.linkRequired;
  return allowedLink(raw) ? null : m.linkInvalid;
}

function LinkTool({
  editor,
  active,
  open,
  onOpenChange,
  tabIndex,
  onFocus,
}: {
  editor: Editor;
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tabIndex: number;
  onFocus: () => void;
}) {
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const change = (next: boolean) => {
    if (next) {
      setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      setError(null);
    }
    onOpenChange(next);
    if (!next) editor.commands.focus();
  };
  // Opened by Ctrl+K in the text: fill in the link under the cursor.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      setError(null);
    }
    wasOpen.current = open;
  }, [open, editor]);

  const apply = () => {
    const problem = linkProblem(href);
    if (problem) {
      setError(problem);
      return;
    }
    const url = href.trim();
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href: url }).run();
    }
    onOpenChange(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onOpenChange(false);
  };

  return (
    <Popover open={open} onOpenChange={change}>
      <PopoverTrigger
        data-tool=""
        aria-label={m.link}
        aria-pressed={active}
        title={`${m.link} (${mod}K)`}
        className={toolClass}
        tabIndex={tabIndex}
        onFocus={onFocus}
        onMouseDown={(event) => event.preventDefault()}
      >
        <LinkIcon />
      </PopoverTrigger>
      {/* No display utility on the popover itself: it would show it while closed. */}
      <PopoverContent aria-label={m.linkDialog} className="w-80 max-w-[90vw] p-3">
        <div className="flex flex-col gap-3">
          <FormField
            label={m.linkField}
            htmlFor={fieldId}
            hint={m.linkHint}
            error={error ?? undefined}
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              value={href}
              onChange={(event) => {
                setHref(event.currentTarget.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                // Inside the lecture form: Enter applies the link, it does not save the lecture.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  event.stopPropagation();
                  apply();
                }
              }}
            />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            {active ? (
              <Button type="button" variant="ghost" size="sm" color="error" onClick={remove}>
                {m.linkRemove}
              </Button>
            ) : null}
            <Button type="button" variant="outline" size="sm" onClick={() => change(false)}>
              {m.linkCancel}
            </Button>
            <Button type="button" size="sm" onClick={apply}>
              {m.linkApply}
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}

function Icon({ children, className = 'size-5' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

function BulletIcon() {
  return (
    <Icon>
      <path d="M9 6h12M9 12h12M9 18h12" />
      <circle cx="4" cy="6" r="1" fill="currentColor" />
      <circle cx="4" cy="12" r="1" fill="currentColor" />
      <circle cx="4" cy="18" r="1" fill="currentColor" />
    </Icon>
  );
}

function OrderedIcon() {
  return (
    <Icon>
      <path d="M10 6h11M10 12h11M10 18h11M4 4v4M3 14h3l-3 4h3" />
    </Icon>
  );
}

function LinkIcon() {
  return (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
    </Icon>
  );
}

function UndoIcon({ flip = false }: { flip?: boolean }) {
  return (
    <Icon className={flip ? 'size-5 -scale-x-100' : 'size-5'}>
      <path d="M4 8h10a6 6 0 0 1 0 12H9" />
      <path d="M8 4 4 8l4 4" />
    </Icon>
  );
}
