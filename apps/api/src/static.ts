import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { AFTER_PAINT_SCRIPT, GUEST_PAGES_MODULE } from '@aula/contract';
import type { Context } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.ico': 'image/x-icon',
};

/** Text files worth compressing; media and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt']);
type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`br` before `gzip`), ignoring any given q=0. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Compressed copies, made once per file version and encoding (the build's files do not change
 * while the server runs; the mtime and size in the key cover a rebuild anyway).
 */
function compressor() {
  const cache = new Map<string, Promise<Buffer>>();
  const compress = (key: string, body: Buffer, encoding: Encoding) => {
    const id = `${encoding}:${key}`;
    let entry = cache.get(id);
    if (!entry) {
      entry =
        encoding === 'br'
          ? brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipAsync(body, { level: 9 });
      cache.set(id, entry);
    }
    return entry;
  };
  /** A new build: the old one's copies are never asked for again. */
  return Object.assign(compress, { clear: () => cache.clear() });
}

/** What a page needs first, as the web build writes it in `hints.json` (ADR 007). */
export interface PageHint {
  modulepreload?: string[];
  fetch?: string[];
  /** Stylesheets the page loads as it opens (the whole stylesheet, ADR 029): fetched early. */
  style?: string[];
  /**
   * Chunks the page runs only on the viewer's intent (hls.js): named in the page for the app to
   * prefetch once the page has settled, not run.
   */
  prefetch?: string[];
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell with the page's hints in its head: its chunks as `modulepreload` and its first reads
 * as `preload as=fetch` with credentials (the app's own request takes the answer over). `later`:
 * what the other pages run on the viewer's intent, by their pattern, named for the app to
 * prefetch when it opens one of them by an in-app link (ADR 038: a guest who goes from the home
 * page to a free lecture).
 */
export function withHints(
  shell: string,
  hint: PageHint,
  later: Readonly<Record<string, readonly string[]>> = {},
): string {
  const links = [
    ...(hint.modulepreload ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`,
    ),
    ...(hint.style ?? []).map(
      (href) => `<link rel="preload" as="style" crossorigin href="${attribute(href)}">`,
    ),
    ...(hint.fetch ?? []).map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(href)}">`,
    ),
    // Named, not fetched: the app prefetches them once the page has settled (ADR 038).
    ...(hint.prefetch ?? []).map(
      (href) => `<meta name="aula-prefetch" content="${attribute(href)}">`,
    ),
    ...Object.entries(later).flatMap(([route, hrefs]) =>
      hrefs.map(
        (href) =>
          `<meta name="aula-prefetch" content="${attribute(href)}" data-route="${attribute(route)}">`,
      ),
    ),
  ];
  return links.length ? shell.replace('</head>', `${links.join('')}</head>`) : shell;
}

/**
 * The build's manifest (`hints.json`, written by the web build): the path patterns of every page
 * (`/eu/perfil`, `/:course/aula/:lecture`, from the app's route table) and what each page needs
 * first, under its path (`*`: every page).
 */
export interface Manifest {
  routes?: string[];
  pages?: Record<string, PageHint>;
}

/**
 * Whether a page pattern matches a pathname, segment by segment as the app's router does
 * (`:name` is any one segment; a trailing slash is ignored).
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** How specific a pattern is: its static segments (the router ranks them before parameters). */
const staticSegments = (pattern: string) =>
  pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;

/**
 * The pattern of the page the router would open at a path: the most specific pattern that
 * matches wins, so `/login` is never `/:course`.
 */
export function routedPattern(manifest: Manifest, pathname: string): string | undefined {
  const routes = Array.isArray(manifest.routes) ? manifest.routes : [];
  let best: string | undefined;
  for (const pattern of routes) {
    if (!matchesPattern(pattern, pathname)) continue;
    if (best === undefined || staticSegments(pattern) > staticSegments(best)) best = pattern;
  }
  return best;
}

/** A pattern's `:name` values in a path, decoded (`/:course` on `/react-do-zero`). */
export function patternParams(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  names.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    const raw = values[i] ?? '';
    try {
      params[segment.slice(1)] = decodeURIComponent(raw);
    } catch {
      params[segment.slice(1)] = raw;
    }
  });
  return params;
}

/**
 * The hinted pattern (`/:course/aula/:lecture`) of the page the router would open at a path, if
 * it has hints.
 */
export function hintedPattern(manifest: Manifest, pathname: string): string | undefined {
  const best = routedPattern(manifest, pathname);
  return best?.includes(':') && manifest.pages && Object.hasOwn(manifest.pages, best)
    ? best
    : undefined;
}

/**
 * A pattern page's read with the path's values in its `:name` placeholders, as the app builds
 * it (`api/course-by-slug/:course` on `/react-do-zero/aula/2`); segments stay as the browser
 * sent them, percent-encoded.
 */
export function fillParams(read: string, pattern: string, pathname: string): string {
  if (!pattern.includes(':')) return read;
  const names = pattern.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params = new Map<string, string>();
  names.forEach((segment, i) => {
    if (segment.startsWith(':')) params.set(segment.slice(1), values[i] ?? '');
  });
  return read.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => params.get(name) ?? whole);
}

/**
 * The status of the shell for a path: 200 when a page pattern matches it, 404 otherwise (the app
 * still renders its 404 page from the shell). A manifest without patterns (an older build) knows
 * no page, so it answers 200 for every path, as before.
 */
export function pageStatus(manifest: Manifest, pathname: string): 200 | 404 {
  const routes = manifest.routes;
  if (!Array.isArray(routes)) return 200;
  return routes.some((pattern) => matchesPattern(pattern, pathname)) ? 200 : 404;
}

/**
 * JSON for a `<script type="application/json">` data block: `<` escaped so that no value can close
 * the element (`</script>`) or open a comment; `JSON.parse` reads `\u003c` back as `<`.
 */
export function dataBlockJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** The root element the app renders into, as index.html has it. */
const EMPTY_ROOT = '<div id="root"></div>';

/** The shell with a page's rendered markup inside its (empty) root element. */
export function withRootMarkup(shell: string, frame: string, complete = false): string {
  // A whole page is marked: the app takes its markup over (hydrates) instead of replacing it.
  const root = complete ? '<div id="root" data-page="rendered">' : '<div id="root">';
  return shell.replace(EMPTY_ROOT, `${root}${frame}</div>`);
}

/** The app's module script and its imports' `modulepreload` links, as the build writes them. */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /(?:\n[ \t]*)?<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell of a page whose HTML is the whole page (ADR 029, section 17): the app's module
 * script and its `modulepreload` links give way to the after-paint script, which asks for the
 * same files once the page has painted. The attributes keep the values as the shell has them
 * (escaped already). A shell without a module script is returned as it is.
 */
export function startingAfterPaint(shell: string, { onPaint = false } = {}): string {
  const entry = MODULE_SCRIPT.exec(shell)?.[1];
  if (entry === undefined) return shell;
  const modules = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const start = onPaint ? ' data-start="paint"' : '';
  const script = `<script src="${AFTER_PAINT_SCRIPT}" defer data-entry="${entry}" data-modules="${modules.join(' ')}"${start}></script>`;
  return shell.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => script);
}

/** The hints' stylesheets, announced as `preload as=style`. */
const STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin href="([^"]+)">/g;

/**
 * A page with controls (ADR 051): its stylesheets applied before the first paint (they are only
 * announced otherwise, for the app to apply), so the server's markup paints in its final layout.
 */
export function withPageStyles(shell: string): string {
  return shell.replace(
    STYLE_PRELOAD,
    (_, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`,
  );
}

/** What the web build's guest pages module renders (`apps/web/src/guest-pages.tsx`). */
export interface GuestPage {
  html: string;
  complete: boolean;
  /**
   * The page has controls only the app runs (the player's): its app starts once the page has
   * painted, instead of at the first intent, and its stylesheets apply before that paint (ADR 051).
   */
  startsAtOnce?: boolean;
}
type RenderGuestPage = (
  path: string,
  answers: Record<string, unknown>,
  params: Record<string, string>,
  context: { origin: string },
) => GuestPage | null;

/** How many rendered guest pages are kept: guests share the same answers until content moves. */
const RENDERED_KEPT = 16;

/**
 * The web build's guest pages (`GUEST_PAGES_MODULE` in the served folder), loaded once: a
 * guest's page rendered with its answers, kept by path and answers. No module (an older build,
 * a test's folder), or a module that fails, renders nothing: the page starts from its script.
 */
function guestPages(root: string, report: (error: unknown) => void) {
  let render: Promise<RenderGuestPage | null> | undefined;
  const rendered = new Map<string, GuestPage | null>();
  /** The build it renders for: a new one imports the module again (a new URL to the loader). */
  let build = '';
  const page = async (
    path: string,
    answers: Record<string, unknown>,
    params: Record<string, string> = {},
    origin = '',
  ): Promise<GuestPage | null> => {
    const file = join(root, GUEST_PAGES_MODULE);
    render ??= stat(file).then(
      () =>
        import(
          `${pathToFileURL(file).href}${build ? `?build=${encodeURIComponent(build)}` : ''}`
        ).then(
          (module: { renderGuestPage?: unknown }) =>
            typeof module.renderGuestPage === 'function'
              ? (module.renderGuestPage as RenderGuestPage)
              : null,
          (error: unknown) => {
            report(error);
            return null;
          },
        ),
      () => null,
    );
    const renderPage = await render;
    if (!renderPage) return null;
    const key = `${path}\n${origin}\n${JSON.stringify(params)}\n${JSON.stringify(answers)}`;
    if (rendered.has(key)) return rendered.get(key) ?? null;
    let page: GuestPage | null = null;
    try {
      const result = renderPage(path, answers, params, { origin });
      if (result && typeof result.html === 'string') {
        page = {
          html: result.html,
          complete: result.complete === true,
          startsAtOnce: result.startsAtOnce === true,
        };
      }
    } catch (error) {
      report(error);
    }
    if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, page);
    return page;
  };
  /** A new build: its module is imported on the next render, and no page of the old one kept. */
  const rebuilt = (version: string) => {
    build = version;
    render = undefined;
    rendered.clear();
  };
  return Object.assign(page, { rebuilt });
}

/** The shell with data blocks (not scripts: the CSP allows no inline script) before `</head>`. */
export function withDataBlocks(shell: string, blocks: Record<string, unknown>): string {
  const html = Object.entries(blocks)
    .map(
      ([id, value]) =>
        `<script type="application/json" id="${attribute(id)}">${dataBlockJson(value)}</script>`,
    )
    .join('');
  return html ? shell.replace('</head>', `${html}</head>`) : shell;
}

/** What a request's page carries of its own: data blocks, and who is viewing it. */
export interface PageData {
  /** JSON data blocks by id. */
  blocks: Record<string, unknown>;
  /** The page's first reads answered, by address (`api/lectures/free`): also in `blocks`. */
  answers: Record<string, unknown>;
  /** A signed-in viewer's page is not rendered here (it starts from its script, as before). */
  signedIn: boolean;
  /**
   * The page's own head (a course's `<title>`, description, Open Graph and JSON-LD: ADR 046),
   * markup already escaped; its `<title>` and description replace the shell's.
   */
  head?: string | undefined;
  /** The page's status when its own reads say it is not there (a certificate's 404 or 429). */
  status?: 404 | 429 | undefined;
  /** The public origin (`https://escola.com.br`), for a rendered page's absolute links. */
  origin?: string | undefined;
}

/** The shell's own `<title>` and description, which a page's head replaces. */
const SHELL_TITLE = /<title>[^<]*<\/title>\s*/;
const SHELL_DESCRIPTION = /<meta name="description"[^>]*>\s*/;

/** The shell with a page's own head: its title and description in place of the shell's. */
export function withPageHead(shell: string, head: string): string {
  let html = shell;
  if (head.includes('<title>')) html = html.replace(SHELL_TITLE, '');
  if (head.includes('<meta name="description"')) html = html.replace(SHELL_DESCRIPTION, '');
  return html.replace('</head>', () => `${head}</head>`);
}

export interface SpaOptions {
  /**
   * Data the page would otherwise ask for first, embedded in its HTML as JSON data blocks by id
   * (the session's `api/me` answer and the page's first reads: issue 21, ADR 029), given the
   * page's reads from the manifest, and whether the viewer is signed in (a guest's page may
   * come rendered by the web build's module). The HTML is then private to the request.
   */
  dataBlocks?: (c: Context, reads: readonly string[]) => Promise<PageData>;
  /** Where a guest page's render error goes (the server's log). */
  report?: (error: unknown) => void;
  /**
   * Whether what a pattern page's path names exists (`/:course`: a course of that slug), asked
   * for pages with parameters: `false` answers 404, still with the shell, so the app shows its
   * "not found" page with the right status (issue 33, item 24). Absent: every match is a page.
   */
  pageExists?: (c: Context, pattern: string, params: Record<string, string>) => Promise<boolean>;
  /**
   * How often (ms) a page request looks whether the folder holds a new build (`index.html`,
   * `hints.json` and the guest pages' module, by size and time): 1 s by default, 0 on every one.
   */
  buildCheckMs?: number;
}

/** The files a page is made of, whose change means a new build was written. */
const BUILD_FILES = ['index.html', 'hints.json', GUEST_PAGES_MODULE];

const mergeHints = (every: PageHint = {}, page: PageHint = {}): PageHint => ({
  modulepreload: [...(every.modulepreload ?? []), ...(page.modulepreload ?? [])],
  style: [...(every.style ?? []), ...(page.style ?? [])],
  fetch: [...(every.fetch ?? []), ...(page.fetch ?? [])],
  prefetch: [...(every.prefetch ?? []), ...(page.prefetch ?? [])],
});

/** The other pages' intent chunks (`prefetch`), by their pattern: not the page's own, not `*`'s. */
function laterPrefetch(pages: Record<string, PageHint>, own: string): Record<string, string[]> {
  const later: Record<string, string[]> = {};
  for (const [pattern, hint] of Object.entries(pages)) {
    if (pattern === own || pattern === '*' || !hint.prefetch?.length) continue;
    later[pattern] = hint.prefetch;
  }
  return later;
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else falls back to index.html,
 * with 404 for a path that matches no page of the manifest.
 */
export function spaHandler(rootDir: string, options: SpaOptions = {}) {
  const root = resolve(rootDir);
  // The SPA shell is the same for every page: read once per build. A build written while the
  // server runs (`npm run build` under `npm start`) is picked up within `buildCheckMs`: before,
  // the old shell, hints and guest pages stayed, and named chunks the new build had removed.
  let index: Promise<Buffer | null> | undefined;
  let manifest: Promise<Manifest> | undefined;
  const hinted = new Map<string, Buffer>();
  const compress = compressor();
  const guestPage = guestPages(root, options.report ?? (() => {}));
  const checkEvery = options.buildCheckMs ?? 1000;
  let build: string | undefined;
  let checked = Number.NEGATIVE_INFINITY;
  const sameBuild = async () => {
    const now = Date.now();
    if (now - checked < checkEvery) return;
    checked = now;
    const files = await Promise.all(
      BUILD_FILES.map((name) => stat(join(root, name)).catch(() => null)),
    );
    const version = files.map((info) => (info ? `${info.mtimeMs}:${info.size}` : '-')).join('|');
    if (build !== undefined && version !== build) {
      index = undefined;
      manifest = undefined;
      hinted.clear();
      compress.clear();
      guestPage.rebuilt(version);
    }
    build = version;
  };
  /**
   * The body as the client asked for it, with the headers that say so. Without a `key` the body
   * is one request's own (a page with its data blocks): compressed quickly, and not kept.
   */
  const encode = async (
    c: Context,
    file: string,
    key: string | null,
    body: Buffer,
    type: string,
  ) => {
    const ext = extname(file);
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(c.req.header('Accept-Encoding')) : null;
    const headers: Record<string, string> = { 'Content-Type': type };
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
    if (!encoding) return { body, headers };
    headers['Content-Encoding'] = encoding;
    if (key === null) {
      const quick =
        encoding === 'br'
          ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipAsync(body, { level: 6 });
      return { body: await quick, headers };
    }
    return { body: await compress(key, body, encoding), headers };
  };
  return async (c: Context) => {
    let pathname: string;
    const rawPathname = new URL(c.req.url).pathname;
    try {
      pathname = decodeURIComponent(rawPathname);
    } catch {
      return c.text('Bad Request', 400); // malformed percent-encoding (`/foo%`)
    }
    const target = normalize(join(root, pathname));
    // No file in a folder (or of a name) that starts with a dot: the server's own, `.server/`.
    const hidden = pathname.split('/').some((segment) => segment.startsWith('.'));
    if (target.startsWith(root + sep) && !pathname.endsWith('/') && !hidden) {
      const info = await stat(target).catch(() => null);
      if (info?.isFile()) {
        const immutable = pathname.startsWith('/assets/');
        const type = TYPES[extname(target)] ?? 'application/octet-stream';
        const key = `${target}:${info.mtimeMs}:${info.size}`;
        const { body, headers } = await encode(c, target, key, await readFile(target), type);
        return c.body(new Uint8Array(body), 200, {
          ...headers,
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
      if (extname(pathname)) return c.text('Not Found', 404);
    }
    if (hidden && extname(pathname)) return c.text('Not Found', 404);
    await sameBuild();
    index ??= readFile(join(root, 'index.html')).catch(() => null);
    const shell = await index;
    if (!shell) {
      index = undefined; // not built yet: look again on the next request
      return c.text('The web app is not built: run npm start.', 503);
    }
    manifest ??= readFile(join(root, 'hints.json'), 'utf8')
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => ({}));
    const built = await manifest;
    // Matched as the router sees the address: still percent-encoded (`%2F` is inside a segment).
    let status: 200 | 404 | 429 = pageStatus(built, rawPathname);
    const routed = status === 200 ? routedPattern(built, rawPathname) : undefined;
    if (routed?.includes(':') && options.pageExists) {
      const exists = await options.pageExists(c, routed, patternParams(routed, rawPathname));
      if (!exists) status = 404;
    }
    const known = built.pages ?? {};
    // `*`: what every page needs (the session); then the page's own hints, if it has any: by its
    // path, or by the pattern the router would pick for it (`/:course`, ADR 029).
    const own = Object.hasOwn(known, pathname)
      ? pathname
      : (hintedPattern(built, rawPathname) ?? '*');
    const hint = mergeHints(known['*'], own === '*' ? undefined : known[own]);
    // With data blocks, the page's first reads are answered in the page (ADR 029), so they are
    // not announced for the browser to fetch; a pattern's reads take the path's parameters.
    const reads = options.dataBlocks
      ? (hint.fetch ?? []).map((read) => fillParams(read, own, rawPathname))
      : [];
    let page = hinted.get(own);
    if (!page) {
      // A pattern's reads need the path's values: never announced as they are written.
      const announced = options.dataBlocks || own.includes(':') ? { ...hint, fetch: [] } : hint;
      page = Buffer.from(withHints(shell.toString('utf8'), announced, laterPrefetch(known, own)));
      hinted.set(own, page);
    }
    if (options.dataBlocks) {
      const data = await options.dataBlocks(c, reads);
      const { blocks, answers, signedIn, head } = data;
      if (data.status) status = data.status;
      let html = withDataBlocks(page.toString('utf8'), blocks);
      if (head) html = withPageHead(html, head);
      // A guest's page, rendered here with the answers it carries (ADR 029, sections 12 and
      // 17): the whole page paints before any script, which then waits for that paint.
      const guest =
        signedIn || own === '*'
          ? null
          : await guestPage(own, answers, patternParams(own, rawPathname), data.origin);
      if (guest) {
        html = withRootMarkup(html, guest.html, guest.complete);
        // A page of links starts its app at the first intent (ADR 048); a page with controls
        // (the player) once it has painted, in its final layout (ADR 051).
        if (guest.complete && guest.startsAtOnce)
          html = startingAfterPaint(withPageStyles(html), { onPaint: true });
        else if (guest.complete) html = startingAfterPaint(html);
      }
      const personal = Buffer.from(html);
      const { body, headers } = await encode(c, 'index.html', null, personal, TYPES['.html'] ?? '');
      return c.body(new Uint8Array(body), status, {
        ...headers,
        Vary: `${headers.Vary ? `${headers.Vary}, ` : ''}Cookie`,
        'Cache-Control': 'private, no-cache',
      });
    }
    const key = `index.html:${own}`;
    const { body, headers } = await encode(c, 'index.html', key, page, TYPES['.html'] ?? '');
    return c.body(new Uint8Array(body), status, { ...headers, 'Cache-Control': 'no-cache' });
  };
}
