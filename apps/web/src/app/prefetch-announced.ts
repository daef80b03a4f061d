import { type ConnectionInfo, shouldPrefetch } from './prefetch';

/** The page's chunks the server announced for later (`<meta name="aula-prefetch">`, ADR 038). */
export const LATER_META = 'aula-prefetch';

/**
 * Fetches the chunks the server announced for the viewer's intent on this page (hls.js on a
 * lecture page), at idle priority and without running them, unless the connection is slow or
 * saving data. Called once the first page has settled: a `<link rel="prefetch">` in the HTML
 * started at once and took a slow link's bandwidth from the page's own poster (its LCP,
 * Lighthouse mobile: 2.6 → 3.1 s).
 */
export function prefetchAnnounced(doc: Document, connection: ConnectionInfo | undefined): number {
  return prefetchMetas(doc, connection, (meta) => !meta.hasAttribute('data-route'));
}

/**
 * The same for a page opened by an in-app link after the first (a guest going from the home page
 * to a free lecture): the chunks the first page's HTML named for that page's pattern (`data-route`,
 * `/:course/aula/:lecture`). A chunk already prefetched is not asked for again.
 */
export function prefetchForRoute(
  doc: Document,
  connection: ConnectionInfo | undefined,
  route: string,
): number {
  return prefetchMetas(doc, connection, (meta) => meta.getAttribute('data-route') === route);
}

function prefetchMetas(
  doc: Document,
  connection: ConnectionInfo | undefined,
  wanted: (meta: HTMLMetaElement) => boolean,
): number {
  if (!shouldPrefetch(connection)) return 0;
  const asked = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  let count = 0;
  for (const meta of doc.querySelectorAll<HTMLMetaElement>(`meta[name="${LATER_META}"]`)) {
    if (!wanted(meta)) continue;
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
