import { type ConnectionInfo, shouldPrefetch } from './prefetch';

/** The page's chunks the server announced for later (`<meta name="aula-prefetch">`, ADR 038). */
export const LATER_META = 'aula-prefetch';

/**
 * Fetches the chunks the server announced for the viewer's intent (hls.js on a lecture page), at
 * idle priority and without running them, unless the connection is slow or saving data; a chunk
 * already asked for is not asked for again. Without `route`: this page's own (the metas without
 * `data-route`), once the first page has settled (a `<link rel="prefetch">` in the HTML started at
 * once and took a slow link's bandwidth from the page's poster, its LCP: 2.6 → 3.1 s). With
 * `route`: those the first page's HTML named for that page pattern (`/:course/aula/:lecture`), for
 * a page opened by an in-app link (a guest going from the home page to a free lecture).
 */
export function prefetchAnnounced(
  doc: Document,
  connection: ConnectionInfo | undefined,
  route?: string,
): number {
  if (!shouldPrefetch(connection)) return 0;
  const asked = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  let count = 0;
  for (const meta of doc.querySelectorAll<HTMLMetaElement>(`meta[name="${LATER_META}"]`)) {
    if ((meta.getAttribute('data-route') ?? undefined) !== route) continue;
    if (!meta.content.startsWith('/') || meta.content.startsWith('//')) continue;
    if (asked.has(meta.content)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = ''; // the mode a module script is fetched in: the cache entry fits it
    link.href = meta.content;
    doc.head.append(link);
    asked.add(meta.content);
    count += 1;
  }
  return count;
}
