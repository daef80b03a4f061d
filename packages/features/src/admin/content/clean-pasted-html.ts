/**
 * What Google Docs and Word put on the clipboard, brought down to the description's allow-list
 * (the API's `sanitizeRichText`: p br strong em u s code pre blockquote ul ol li a h3 h4; links to
 * http(s) and mailto only). Their formatting lives in inline styles (a Docs `<span>` is bold by
 * `font-weight:700`; its whole fragment sits in a `<b style="font-weight:normal">`), so styles are
 * read into marks, then every attribute but a link's `href` is dropped. Word's lists are
 * paragraphs with `mso-list` styles and a typed bullet: they become flat `<ul>`/`<ol>` lists.
 * Scripts, styles, comments (Word's conditional ones), images and unknown wrappers go; their text
 * stays unless it was never content (`<o:p>`, a list's typed bullet).
 */

type Mark = 'strong' | 'em' | 'u' | 's' | 'code';
const MARK_ORDER: readonly Mark[] = ['strong', 'em', 'u', 's', 'code'];

interface Context {
  marks: ReadonlySet<Mark>;
  href: string | null;
  /** Inside an `<a>` (kept or not): its underline is the link's look, not a mark. */
  inLink: boolean;
  pre: boolean;
}

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'head',
  'meta',
  'link',
  'title',
  'xml',
  'img',
  'svg',
  'video',
  'audio',
  'canvas',
  'button',
  'input',
  'select',
  'textarea',
  'o:p',
]);

/** Blocks kept, and the headings brought into the two levels a description has. */
const BLOCK_AS: Record<string, string> = {
  p: 'p',
  blockquote: 'blockquote',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  pre: 'pre',
  h1: 'h3',
  h2: 'h3',
  h3: 'h3',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
};

/** Elements that are a mark by their name alone. */
const MARK_TAGS: Record<string, Mark> = {
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  cite: 'em',
  u: 'u',
  ins: 'u',
  s: 's',
  strike: 's',
  del: 's',
  code: 'code',
  kbd: 'code',
  samp: 'code',
  tt: 'code',
};

/** Links kept: the web and mail, nothing else (no `javascript:`, no `data:`). */
export function allowedLink(raw: string | null): string | null {
  const href = raw?.trim() ?? '';
  return /^(https?:\/\/|mailto:)\S+$/i.test(href) ? href : null;
}

function styleOf(element: Element): Map<string, string> {
  const style = new Map<string, string>();
  for (const declaration of (element.getAttribute('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const key = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (key) style.set(key, value);
  }
  return style;
}

/** The marks an element adds or takes away, by its name and by its inline style. */
function marksOf(
  element: Element,
  tag: string,
  inherited: ReadonlySet<Mark>,
  inLink = false,
): Set<Mark> {
  const marks = new Set(inherited);
  const style = styleOf(element);
  const byTag = MARK_TAGS[tag];
  if (byTag) marks.add(byTag);
  const weight = style.get('font-weight');
  if (weight !== undefined) {
    const numeric = Number(weight);
    if (weight === 'bold' || weight === 'bolder' || numeric >= 600) marks.add('strong');
    else if (weight === 'normal' || weight === 'lighter' || (numeric > 0 && numeric < 600))
      marks.delete('strong');
  }
  const fontStyle = style.get('font-style');
  if (fontStyle === 'italic' || fontStyle === 'oblique') marks.add('em');
  else if (fontStyle === 'normal') marks.delete('em');
  const decoration = style.get('text-decoration') ?? style.get('text-decoration-line');
  if (decoration !== undefined) {
    if (decoration.includes('underline') && !inLink) marks.add('u');
    if (decoration.includes('line-through')) marks.add('s');
    if (decoration === 'none') {
      marks.delete('u');
      marks.delete('s');
    }
  }
  const family = style.get('font-family') ?? '';
  if (/courier|consolas|monaco|menlo|monospace|\bmono\b/.test(family)) marks.add('code');
  return marks;
}

/** Word's list paragraphs: `mso-list:l0 level1 lfo1` (the bullet itself is `mso-list:Ignore`). */
const wordListId = (element: Element) =>
  element.tagName.toLowerCase() === 'p'
    ? (/mso-list:\s*(l\d+)/i.exec(element.getAttribute('style') ?? '')?.[1] ?? null)
    : null;
const isWordBullet = (element: Element) =>
  /mso-list:\s*ignore/i.test(element.getAttribute('style') ?? '');

/** Whether a Word list paragraph's typed marker is a number or letter (`1.`, `a)`), not a bullet. */
function wordListIsOrdered(paragraph: Element): boolean {
  const bullet = [...paragraph.querySelectorAll('*')].find(isWordBullet);
  const marker = (bullet?.textContent ?? '').replace(/\s/g, '');
  return /^(\d+|[a-z]|[ivxlc]+)[.)]$/i.test(marker);
}

class Cleaner {
  constructor(private readonly out: Document) {}

  /** A text run with the context's marks (and link) around it. */
  private text(value: string, context: Context): Node[] {
    if (context.pre) return [this.out.createTextNode(value)];
    const collapsed = value.replace(/[\t\n\r\f ]+/g, ' ');
    if (collapsed === '') return [];
    let node: Node = this.out.createTextNode(collapsed);
    for (const mark of [...MARK_ORDER].reverse()) {
      if (!context.marks.has(mark)) continue;
      const wrapper = this.out.createElement(mark);
      wrapper.append(node);
      node = wrapper;
    }
    if (context.href) {
      const link = this.out.createElement('a');
      link.setAttribute('href', context.href);
      link.append(node);
      node = link;
    }
    return [node];
  }

  children(parent: Node, context: Context): Node[] {
    const nodes: Node[] = [];
    const children = [...parent.childNodes];
    for (let i = 0; i < children.length; i += 1) {
      const child = children[i] as Node;
      const listId = child.nodeType === 1 ? wordListId(child as Element) : null;
      if (listId) {
        // A run of Word's list paragraphs of one list (`l0`) is one list.
        const run: Element[] = [];
        let j = i;
        for (; j < children.length; j += 1) {
          const next = children[j] as Node;
          if (next.nodeType === 3 && !(next.textContent ?? '').trim()) continue;
          if (next.nodeType !== 1 || wordListId(next as Element) !== listId) break;
          run.push(next as Element);
        }
        i = j - 1;
        nodes.push(this.wordList(run, context));
        continue;
      }
      nodes.push(...this.node(child, context));
    }
    return nodes;
  }

  private wordList(paragraphs: Element[], context: Context): Node {
    const list = this.out.createElement(
      paragraphs[0] && wordListIsOrdered(paragraphs[0]) ? 'ol' : 'ul',
    );
    for (const paragraph of paragraphs) {
      const item = this.out.createElement('li');
      const p = this.out.createElement('p');
      p.append(
        ...this.children(paragraph, { ...context, marks: marksOf(paragraph, 'p', context.marks) }),
      );
      trim(p);
      if (hasContent(p)) {
        item.append(p);
        list.append(item);
      }
    }
    return list;
  }

  node(node: Node, context: Context): Node[] {
    if (node.nodeType === 3) return this.text(node.textContent ?? '', context);
    if (node.nodeType !== 1) return []; // comments (Word's conditional ones), processing nodes
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag) || isWordBullet(element)) return [];
    if (tag === 'br') {
      if (context.pre) return [this.out.createTextNode('\n')];
      return [this.out.createElement('br')];
    }
    const inLink = context.inLink || tag === 'a';
    const marks = context.pre ? context.marks : marksOf(element, tag, context.marks, inLink);
    let href = context.href;
    if (tag === 'a') href = allowedLink(element.getAttribute('href'));
    const inner: Context = { marks, href, inLink, pre: context.pre || tag === 'pre' };
    const block = BLOCK_AS[tag];
    if (!block || context.pre) return this.children(element, inner);
    // Blocks do not carry marks across: a Docs heading is its own weight, not bold.
    const out = this.out.createElement(block);
    const blockContext =
      block === 'pre' ? { marks: new Set<Mark>(), href: null, inLink: false, pre: true } : inner;
    out.append(...this.children(element, blockContext));
    if (block !== 'pre') trim(out);
    return hasContent(out) || block === 'ul' || block === 'ol' ? [out] : [];
  }
}

const INLINE = new Set(['strong', 'em', 'u', 's', 'code', 'a']);

/** Whether a block holds text (a paragraph of `&nbsp;` is Word's empty line: dropped). */
function hasContent(element: Element): boolean {
  return (element.textContent ?? '').replace(/\s/g, '') !== '' || element.tagName === 'PRE';
}

/** Leading and trailing spaces and line breaks of a block go (the source's line wrapping). */
function trim(block: Element) {
  const edges = (first: boolean) => {
    for (;;) {
      const node = first ? block.firstChild : block.lastChild;
      if (!node) return;
      if (node.nodeName === 'BR') {
        node.remove();
        continue;
      }
      if (node.nodeType === 3) {
        const text = first
          ? (node.textContent ?? '').replace(/^ +/, '')
          : (node.textContent ?? '').replace(/ +$/, '');
        if (text === '') {
          node.remove();
          continue;
        }
        node.textContent = text;
      }
      return;
    }
  };
  edges(true);
  edges(false);
}

const CONTAINERS = new Set(['DIV', 'UL', 'OL', 'BLOCKQUOTE', 'LI']);
const BLOCKS = new Set(['P', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE']);

/** Spaces between blocks (the source's indentation) are not text. */
function tidy(parent: Element) {
  const hasBlock = [...parent.children].some((child) => BLOCKS.has(child.nodeName));
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === 3 && hasBlock && !(child.textContent ?? '').trim()) child.remove();
    else if (child.nodeType === 1 && CONTAINERS.has(child.nodeName)) tidy(child as Element);
  }
}

/** Adjacent runs with the same mark become one (`<strong>a</strong><strong>b</strong>`). */
function merge(parent: Node) {
  let child = parent.firstChild;
  while (child) {
    const next = child.nextSibling;
    if (
      next &&
      child.nodeType === 1 &&
      next.nodeType === 1 &&
      child.nodeName === next.nodeName &&
      INLINE.has(child.nodeName.toLowerCase()) &&
      (child as Element).getAttribute('href') === (next as Element).getAttribute('href')
    ) {
      (child as Element).append(...next.childNodes);
      next.remove();
      continue;
    }
    merge(child);
    child = next;
  }
  if (parent.nodeType === 1) parent.normalize();
}

/**
 * Pasted HTML reduced to the description's allow-list. Parsed inert (DOMParser runs nothing and
 * loads nothing); runs where a DOM is (the browser, jsdom).
 */
export function cleanPastedHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  const nodes = new Cleaner(out).children(source.body, {
    marks: new Set(),
    href: null,
    inLink: false,
    pre: false,
  });
  // Line breaks between blocks are the source's spacing, not content.
  for (const node of nodes) {
    if (node.nodeName === 'BR' && root.lastChild?.nodeType !== 3) continue;
    root.append(node);
  }
  while (root.lastChild?.nodeName === 'BR') root.lastChild.remove();
  tidy(root);
  merge(root);
  return root.innerHTML.trim();
}
