import { createElement, memo, type ReactNode } from 'react';
import { useHydrated } from '../shared/use-hydrated';

/**
 * A lecture's description, rendered from HTML without ever handing HTML to the DOM: the markup is
 * parsed inert (a `<template>` runs nothing), then only an allow-list of elements is rebuilt as
 * React elements with text as text. Scripts, handlers, styles and `javascript:` links cannot pass.
 */

const BLOCKS = new Set(['p', 'ul', 'ol', 'li', 'blockquote', 'pre', 'h2', 'h3', 'h4']);
const INLINE = new Set(['strong', 'b', 'em', 'i', 'code', 'br', 'a', 's', 'u']);
/** Elements dropped with everything inside them (their text is not content). */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript']);

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3 | 4;
}

/** Only web and mail links, and paths on this site; everything else loses its link. */
export function safeHref(raw: string | null): string | null {
  if (!raw) return null;
  const href = raw.trim();
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (/^\/(?![/\\])/.test(href) || href.startsWith('#')) return href;
  return null;
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The description parsed inert. The table of contents and the text read the same description one
 * after the other: the last parse is kept, so it is parsed once (nothing mutates the fragment).
 */
let lastParse: { html: string; root: DocumentFragment } | null = null;
function parse(html: string): DocumentFragment | null {
  if (typeof document === 'undefined') return null;
  if (lastParse?.html === html) return lastParse.root;
  const template = document.createElement('template');
  template.innerHTML = html;
  lastParse = { html, root: template.content };
  return template.content;
}

/** Headings' ids, unique within one description (`secao-1-o-que-voce-vai-aprender`). */
function headingIds(root: ParentNode) {
  const ids = new Map<Element, TocEntry>();
  let n = 0;
  for (const heading of root.querySelectorAll('h2, h3, h4')) {
    n += 1;
    const text = (heading.textContent ?? '').trim();
    if (!text) continue;
    ids.set(heading, {
      id: `secao-${n}-${slugify(text)}`.replace(/-$/, ''),
      text,
      level: Number(heading.tagName[1]) as 2 | 3 | 4,
    });
  }
  return ids;
}

/** The table of contents: the description's headings, in order. */
export function tableOfContents(html: string | null): TocEntry[] {
  const root = html ? parse(html) : null;
  return root ? [...headingIds(root).values()] : [];
}

function rebuild(node: Node, ids: Map<Element, TocEntry>, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = [...element.childNodes].map((child, i) => rebuild(child, ids, `${key}.${i}`));
  if (!BLOCKS.has(tag) && !INLINE.has(tag)) return children; // unknown wrapper: keep its text
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) return createElement('span', { key }, ...children);
    const external = /^https?:/i.test(href);
    return createElement(
      'a',
      external
        ? { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : { key, href },
      ...children,
    );
  }
  const entry = ids.get(element);
  return createElement(tag, entry ? { key, id: entry.id } : { key }, ...children);
}

/**
 * The description as React elements (nothing when there is none); parsed again only when it
 * changes. The player and the admin's preview show it alike, with the shared prose styles.
 */
export const RichText = memo(function RichText({
  html,
  className,
}: {
  html: string | null;
  className?: string;
}) {
  // Not on the server, which has no DOM to parse with, nor while hydrating its page (ADR 051).
  const hydrated = useHydrated();
  const root = html && hydrated ? parse(html) : null;
  if (!root) return null;
  const ids = headingIds(root);
  return (
    // `aula-prose` (the ui package's prose.css) gives lists their bullets and numbers back, links
    // their underline, headings their size: Tailwind's preflight takes them away (issue 33).
    <div className={className ? `aula-prose ${className}` : 'aula-prose'} data-rich-text="">
      {[...root.childNodes].map((node, i) => rebuild(node, ids, String(i)))}
    </div>
  );
});
