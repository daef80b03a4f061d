import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AFTER_PAINT_SCRIPT, GUEST_PAGES_MODULE } from '@aula/contract';
import { Hono } from 'hono';
import {
  dataBlockJson,
  fillParams,
  hintedPattern,
  pickEncoding,
  spaHandler,
  withDataBlocks,
  withHints,
} from './static';
import { useTestApp } from './testing/harness';

const SCRIPT = `export const lectures = [${Array.from({ length: 400 }, (_, i) => `'aula ${i}'`).join(', ')}];`;
let root: string;
let app: Hono;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aula-spa-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><head><title>Aula</title></head>');
  await writeFile(
    join(root, 'hints.json'),
    JSON.stringify({
      routes: [
        '/',
        '/eu/perfil',
        '/aulas-agendadas',
        '/admin/cursos/:id',
        '/:course',
        '/:course/aula/:lecture',
      ],
      pages: {
        '*': { fetch: ['/api/me'] },
        '/': { modulepreload: ['/assets/home-1.js'], fetch: ['/api/products?include=courses'] },
      },
    }),
  );
  await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(root, 'assets', 'big-abc.js'), SCRIPT);
  await writeFile(join(root, 'assets', 'clip.mp4'), Buffer.from([0, 0, 0, 24, 102, 116, 121, 112]));
  await writeFile(join(root, 'favicon.svg'), '<svg/>');
  app = new Hono();
  app.get('*', spaHandler(root));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the SPA handler', () => {
  it('answers any page path with the shell, not cached', async () => {
    const response = await app.request('/eu/perfil');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Aula</title>');
  });

  it('answers a path no page pattern of the manifest matches with 404, still with the shell', async () => {
    for (const path of ['/nao/existe', '/eu/perfil/demais', '/admin/cursos', '/a/aula/1/x']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toContain('<title>Aula</title>');
    }
  });

  it('answers the paths a page pattern matches with 200, parameters and a trailing slash too', async () => {
    for (const path of [
      '/',
      '/eu/perfil',
      '/eu/perfil/',
      '/admin/cursos/7',
      '/react-do-zero',
      '/react-do-zero/aula/3',
      '/react-do-zero/aula/abc?t=1',
      '/um%2Fcurso', // an encoded slash is inside its segment, as the router sees it
    ]) {
      expect((await app.request(path)).status, path).toBe(200);
    }
  });

  it('answers every page path with 200 when the manifest lists no patterns (an older build)', async () => {
    const old = await mkdtemp(join(tmpdir(), 'aula-spa-old-'));
    try {
      await writeFile(join(old, 'index.html'), '<!doctype html><head><title>Aula</title></head>');
      const oldApp = new Hono();
      oldApp.get('*', spaHandler(old));
      expect((await oldApp.request('/nao/existe')).status).toBe(200);
    } finally {
      await rm(old, { recursive: true, force: true });
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await app.request('/assets/index-abc.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/text\/javascript/);
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file rather than the shell', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const response = await app.request('/..%2F..%2Fetc%2Fpasswd');
    expect(await response.text()).not.toMatch(/root:/);
  });

  it.each(['/foo%', '/assets/%', '/%E0%A4%A'])(
    'answers 400 for a malformed percent-encoding (%s), never 500',
    async (path) => {
      expect((await app.request(path)).status).toBe(400);
    },
  );

  it('reads the shell once per build: a new build is read again within the check interval', async () => {
    await app.request('/');
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Outro</title>');
    // Within the second since the last look (the default interval), the shell read is kept.
    expect(await (await app.request('/cursos')).text()).toContain('<title>Aula</title>');
    await writeFile(join(root, 'index.html'), '<!doctype html><head><title>Aula</title></head>');
  });

  it('serves a build written while it runs: its shell, its hints, its compressed copy', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'aula-rebuild-'));
    const build = async (title: string, chunk: string) => {
      await writeFile(
        join(folder, 'index.html'),
        `<!doctype html><head><title>${title}</title></head>`,
      );
      await writeFile(
        join(folder, 'hints.json'),
        JSON.stringify({
          routes: ['/'],
          pages: { '/': { modulepreload: [`/assets/${chunk}.js`] } },
        }),
      );
    };
    const server = new Hono();
    server.get('*', spaHandler(folder, { buildCheckMs: 0 }));
    const page = async (headers: Record<string, string> = {}) => {
      const response = await server.request('/', { headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      return response.headers.get('content-encoding') === 'br'
        ? brotliDecompressSync(bytes).toString()
        : bytes.toString();
    };
    try {
      await build('Antes', 'home-old');
      expect(await page({ 'Accept-Encoding': 'br' })).toContain('/assets/home-old.js');
      await build('Depois do novo build', 'home-new');
      for (const headers of [{}, { 'Accept-Encoding': 'br' }]) {
        const html = await page(headers);
        expect(html).toContain('<title>Depois do novo build</title>');
        expect(html).toContain('/assets/home-new.js');
        expect(html).not.toContain('home-old');
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('compresses text with brotli or gzip as the client asks, and says it varies', async () => {
    const br = await app.request('/assets/big-abc.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(brBytes).toString()).toBe(SCRIPT);

    const gz = await app.request('/assets/big-abc.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const shell = await app.request('/cursos', { headers: { 'Accept-Encoding': 'br' } });
    expect(shell.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await shell.arrayBuffer())).toString()).toContain(
      '<title>',
    );
  });

  it('sends identity when nothing acceptable is asked, and never re-compresses media', async () => {
    const plain = await app.request('/assets/big-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    const refused = await app.request('/assets/big-abc.js', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
    const video = await app.request('/assets/clip.mp4', { headers: { 'Accept-Encoding': 'br' } });
    expect(video.headers.get('content-encoding')).toBeNull();
    expect(video.headers.get('vary')).toBeNull();
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('page hints', () => {
  it("announces the home page's chunks and first reads in its head, and only the session's elsewhere", async () => {
    const me = '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/me">';
    const home = await (await app.request('/')).text();
    expect(home).toContain(
      `<link rel="modulepreload" crossorigin href="/assets/home-1.js">${me}<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products?include=courses"></head>`,
    );
    for (const path of ['/aulas-agendadas', '/nao-existe/de-jeito-nenhum']) {
      const other = await (await app.request(path)).text();
      expect(other, path).toContain(`${me}</head>`);
      expect(other.match(/rel="preload"/g), path).toHaveLength(1);
      expect(other, path).not.toContain('modulepreload');
    }
  });

  it("names the other pages' intent chunks with their pattern, and a page's own without one (ADR 038)", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aula-spa-later-'));
    try {
      await writeFile(join(dir, 'index.html'), '<!doctype html><head><title>Aula</title></head>');
      await writeFile(
        join(dir, 'hints.json'),
        JSON.stringify({
          routes: ['/', '/:course', '/:course/aula/:lecture'],
          pages: {
            '/': { modulepreload: ['/assets/home-1.js'] },
            '/:course/aula/:lecture': { prefetch: ['/assets/hls-player-1.js'] },
          },
        }),
      );
      const own = new Hono();
      own.get('*', spaHandler(dir));
      const later =
        '<meta name="aula-prefetch" content="/assets/hls-player-1.js" data-route="/:course/aula/:lecture">';
      // The home page and a course's page: the lecture page's chunk, for when one opens it.
      for (const path of ['/', '/react-do-zero']) {
        const html = await (await own.request(path)).text();
        expect(html, path).toContain(`${later}</head>`);
        expect(html.match(/aula-prefetch/g), path).toHaveLength(1);
      }
      // The lecture page itself: its own, prefetched once it has settled, and no other.
      const lecture = await (await own.request('/react-do-zero/aula/1')).text();
      expect(lecture).toContain(
        '<meta name="aula-prefetch" content="/assets/hls-player-1.js"></head>',
      );
      expect(lecture).not.toContain('data-route');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('escapes what it writes into attributes', () => {
    expect(withHints('<head></head>', { fetch: ['/a?x="><script>&'] })).toBe(
      '<head><link rel="preload" as="fetch" crossorigin="use-credentials" href="/a?x=&quot;>&lt;script>&amp;"></head>',
    );
    expect(withHints('<head></head>', {})).toBe('<head></head>');
    // The whole stylesheet a page loads as it opens, fetched early in the mode the app uses.
    expect(withHints('<head></head>', { style: ['/assets/styles-all-1.css'] })).toBe(
      '<head><link rel="preload" as="style" crossorigin href="/assets/styles-all-1.css"></head>',
    );
    // What the page runs only on the viewer's intent (hls.js): named for the app to prefetch
    // once the page has settled, never fetched by the HTML itself.
    expect(withHints('<head></head>', { prefetch: ['/assets/hls-player-1.js"x'] })).toBe(
      '<head><meta name="aula-prefetch" content="/assets/hls-player-1.js&quot;x"></head>',
    );
    expect(withHints('<head></head>', {}, { '/:c"><script>': ['/a.js'] })).toBe(
      '<head><meta name="aula-prefetch" content="/a.js" data-route="/:c&quot;>&lt;script>"></head>',
    );
  });
});

describe('data blocks (the session embedded in the page, issue 21)', () => {
  it('writes JSON no value can break out of, read back as it was', () => {
    const value = { data: { name: '</script><script>alert(1)</script> & <!--' } };
    const html = withDataBlocks('<head></head>', { 'aula-session': value });
    expect(html).toMatch(
      /^<head><script type="application\/json" id="aula-session">[^<]*<\/script><\/head>$/,
    );
    expect(JSON.parse(dataBlockJson(value))).toEqual(value);
    expect(withDataBlocks('<head></head>', {})).toBe('<head></head>');
  });

  it('answers each request with its own blocks, private to it and varying with the cookie', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aula-spa-blocks-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><head><title>Aula</title></head>');
    await writeFile(join(dir, 'hints.json'), JSON.stringify({ routes: ['/eu/perfil'] }));
    const own = new Hono();
    own.get(
      '*',
      spaHandler(dir, {
        dataBlocks: async (c) => ({
          blocks: { 'aula-session': { data: c.req.header('cookie') ?? null } },
          answers: {},
          signedIn: false,
        }),
      }),
    );
    for (const cookie of ['a=1', 'b=2']) {
      const response = await own.request('/eu/perfil', {
        headers: { cookie, 'accept-encoding': 'br' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
      expect(html).toContain(
        `<script type="application/json" id="aula-session">{"data":"${cookie}"}</script></head>`,
      );
    }
    const missing = await own.request('/nao-existe/de-jeito-nenhum');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('{"data":null}');
    await rm(dir, { recursive: true, force: true });
  });
});

describe("a pattern page's reads (the player's course, ADR 029)", () => {
  const manifest = {
    routes: ['/', '/login', '/admin/cursos/:id', '/:course', '/:course/aula/:lecture'],
    pages: {
      '/': { fetch: ['/api/lectures/free'] },
      '/:course': { fetch: ['/api/course-by-slug/:course'] },
      '/:course/aula/:lecture': { fetch: ['/api/course-by-slug/:course'] },
    },
  };

  it('picks the pattern the router would open, never a course for a static page', () => {
    expect(hintedPattern(manifest, '/react-do-zero')).toBe('/:course');
    expect(hintedPattern(manifest, '/react-do-zero/aula/3')).toBe('/:course/aula/:lecture');
    expect(hintedPattern(manifest, '/login')).toBeUndefined();
    expect(hintedPattern(manifest, '/admin/cursos/7')).toBeUndefined(); // no hints of its own
    expect(hintedPattern(manifest, '/a/b/c/d')).toBeUndefined();
    expect(hintedPattern({ pages: manifest.pages }, '/react-do-zero')).toBeUndefined();
  });

  it("fills the read's placeholders with the path's segments, as the browser sent them", () => {
    expect(
      fillParams('/api/course-by-slug/:course', '/:course/aula/:lecture', '/react/aula/2'),
    ).toBe('/api/course-by-slug/react');
    expect(fillParams('/api/course-by-slug/:course', '/:course', '/caf%C3%A9')).toBe(
      '/api/course-by-slug/caf%C3%A9',
    );
    expect(fillParams('/api/lectures/free', '/', '/')).toBe('/api/lectures/free');
  });

  it('hands the filled reads to the data blocks and announces none of them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aula-spa-pattern-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><head><title>Aula</title></head>');
    await writeFile(join(dir, 'hints.json'), JSON.stringify(manifest));
    const asked: string[][] = [];
    const own = new Hono();
    own.get(
      '*',
      spaHandler(dir, {
        dataBlocks: async (_c, reads) => {
          asked.push([...reads]);
          return { blocks: {}, answers: {}, signedIn: false };
        },
      }),
    );
    for (const path of ['/react-do-zero/aula/2', '/sql-essencial', '/login']) {
      const html = await (await own.request(path)).text();
      expect(html).not.toContain('as="fetch"');
    }
    expect(asked).toEqual([
      ['/api/course-by-slug/react-do-zero'],
      ['/api/course-by-slug/sql-essencial'],
      [],
    ]);
    await rm(dir, { recursive: true, force: true });
  });
  /** A built app's folder with a render module of the test's (as the web build writes one). */
  const builtWith = async (module: string) => {
    const dir = await mkdtemp(join(tmpdir(), 'aula-spa-guest-'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><head><title>Aula</title>' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/app-1.js">' +
        '</head><body><div id="root"></div></body>',
    );
    await writeFile(
      join(dir, 'hints.json'),
      JSON.stringify({
        routes: ['/', '/login'],
        pages: { '/': { modulepreload: ['/assets/home-1.js'], fetch: ['/api/products'] } },
      }),
    );
    await mkdir(join(dir, '.server'));
    await writeFile(join(dir, GUEST_PAGES_MODULE), module);
    return dir;
  };
  /** Renders `/` with the catalogue's answer: the whole page with it, the frame without it. */
  const RENDER = `
    export function renderGuestPage(path, answers) {
      if (path !== '/') return null;
      globalThis.__guestRenders = (globalThis.__guestRenders ?? 0) + 1;
      const products = answers['api/products'];
      return products
        ? { html: '<main><h1>Boas-vindas</h1><h2>' + products.data[0].title + '</h2></main>', complete: true }
        : { html: '<main><h1>Boas-vindas</h1></main>', complete: false };
    }`;

  it('starts a page with controls once it has painted, its stylesheets applied first (ADR 051)', async () => {
    const dir = await builtWith(`
      export function renderGuestPage(path) {
        return path === '/' ? { html: '<main><video></video></main>', complete: true, startsAtOnce: true } : null;
      }`);
    const hints = JSON.parse(await readFile(join(dir, 'hints.json'), 'utf8'));
    hints.pages['/'].style = ['/assets/styles-all-1.css'];
    await writeFile(join(dir, 'hints.json'), JSON.stringify(hints));
    const own = new Hono();
    own.get(
      '*',
      spaHandler(dir, { dataBlocks: async () => ({ blocks: {}, answers: {}, signedIn: false }) }),
    );
    const html = await (await own.request('/')).text();
    expect(html).toContain(
      '<div id="root" data-page="rendered"><main><video></video></main></div>',
    );
    expect(html).toContain(
      `<script src="${AFTER_PAINT_SCRIPT}" defer data-entry="/assets/index-1.js" data-modules="/assets/app-1.js /assets/home-1.js" data-start="paint"></script>`,
    );
    // The whole stylesheet applies before the first paint, so the markup paints in its layout.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/styles-all-1.css">');
    expect(html).not.toContain('as="style"');
    await rm(dir, { recursive: true, force: true });
  });

  it("renders a guest's page into its root, and its app starts after the first paint: not a signed-in viewer's, not another page's", async () => {
    const dir = await builtWith(RENDER);
    const products = { data: [{ title: 'Formação Front-end' }] };
    const own = new Hono();
    own.get(
      '*',
      spaHandler(dir, {
        dataBlocks: async (c) => ({
          blocks: {},
          answers: c.req.header('x-missing') ? {} : { 'api/products': products },
          signedIn: c.req.header('cookie') === 'in',
        }),
      }),
    );
    const page = async (path: string, headers: Record<string, string> = {}) =>
      (await own.request(path, { headers })).text();
    const guest = await page('/');
    // The whole page is in the HTML, marked for the app to take over (hydrate, ADR 048); the frame
    // alone is not (the app replaces it).
    expect(guest).toContain(
      '<div id="root" data-page="rendered"><main><h1>Boas-vindas</h1><h2>Formação Front-end</h2></main></div>',
    );
    // The app's module and its imports are started by the after-paint script (at the first intent).
    expect(guest).toContain(
      `<script src="${AFTER_PAINT_SCRIPT}" defer data-entry="/assets/index-1.js" data-modules="/assets/app-1.js /assets/home-1.js"></script>`,
    );
    expect(guest).not.toContain('type="module"');
    expect(guest).not.toContain('modulepreload');
    // Without the catalogue's answer, the frame alone: the app starts as it always did.
    const frame = await page('/', { 'x-missing': '1' });
    expect(frame).toContain('<div id="root"><main><h1>Boas-vindas</h1></main></div>');
    expect(frame).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(frame).not.toContain(AFTER_PAINT_SCRIPT);
    // A signed-in viewer's page and a page the module does not render start from their script.
    for (const html of [await page('/', { cookie: 'in' }), await page('/login')]) {
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      );
    }
    // Guests share a rendered page while their answers are the same.
    const before = (globalThis as { __guestRenders?: number }).__guestRenders ?? 0;
    await page('/');
    await page('/');
    expect((globalThis as { __guestRenders?: number }).__guestRenders).toBe(before);
    // The module itself is the server's: never served.
    expect((await own.request(`/${GUEST_PAGES_MODULE}`)).status).toBe(404);
    expect((await own.request('/.server/')).status).toBe(404);
    // Without data blocks the server cannot tell a guest: nothing rendered.
    const plain = new Hono();
    plain.get('*', spaHandler(dir));
    expect(await (await plain.request('/')).text()).toContain('<div id="root"></div>');
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['throws', 'export function renderGuestPage() { throw new Error("broken"); }', ['broken']],
    ['cannot be loaded', 'export function renderGuestPage( {', [expect.any(String)]],
    ['is missing', null, []],
  ])(
    'serves a guest the page from its script when the render module %s, reporting what broke',
    async (_case, module, errors) => {
      const dir = await builtWith(module ?? '');
      if (module === null) await rm(join(dir, GUEST_PAGES_MODULE));
      const reported: unknown[] = [];
      const own = new Hono();
      own.get(
        '*',
        spaHandler(dir, {
          dataBlocks: async () => ({ blocks: {}, answers: {}, signedIn: false }),
          report: (error) => reported.push(error),
        }),
      );
      const response = await own.request('/');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      );
      expect(reported.map((error) => (error as Error).message)).toEqual(errors);
      await rm(dir, { recursive: true, force: true });
    },
  );
});

const served = await mkdtemp(join(tmpdir(), 'aula-spa-pages-'));
await writeFile(join(served, 'index.html'), '<!doctype html><head><title>Aula</title></head>');
await writeFile(
  join(served, 'hints.json'),
  JSON.stringify({
    routes: [
      '/',
      '/login',
      '/eu/perfil',
      '/admin/cursos/:id',
      '/:course',
      '/:course/aula/:lecture',
    ],
  }),
);
afterAll(() => rm(served, { recursive: true, force: true }));
describe('pages whose path names a course or a lecture (issue 33, item 24)', () => {
  it('asks whether a pattern page exists, with its decoded parameters; 404 with the shell when not', async () => {
    const asked: [string, Record<string, string>][] = [];
    const own = new Hono();
    own.get(
      '*',
      spaHandler(served, {
        pageExists: async (_c, pattern, params) => {
          asked.push([pattern, params]);
          return params.course === 'react-do-zero' && (params.lecture ?? '1') !== '99';
        },
      }),
    );
    const status = async (path: string) => {
      const response = await own.request(path);
      expect(await response.text(), path).toContain('<title>Aula</title>');
      return response.status;
    };
    expect(await status('/react-do-zero')).toBe(200);
    expect(await status('/react-do-zero/aula/2')).toBe(200);
    expect(await status('/curso-inexistente')).toBe(404);
    expect(await status('/react-do-zero/aula/99')).toBe(404);
    expect(await status('/curso%20inexistente')).toBe(404);
    // Static pages are not asked about; a path no pattern matches is 404 without asking.
    expect(await status('/eu/perfil')).toBe(200);
    expect(await status('/nao/existe')).toBe(404);
    expect(asked).toEqual([
      ['/:course', { course: 'react-do-zero' }],
      ['/:course/aula/:lecture', { course: 'react-do-zero', lecture: '2' }],
      ['/:course', { course: 'curso-inexistente' }],
      ['/:course/aula/:lecture', { course: 'react-do-zero', lecture: '99' }],
      ['/:course', { course: 'curso inexistente' }],
    ]);
  });
});

const t = useTestApp({ staticDir: served });

describe("the server's answer for course paths, from the seeded database", () => {
  it.each([
    ['/react-do-zero', 200],
    ['/react-do-zero/aula/1', 200],
    ['/react-do-zero/aula/9', 200],
    // The player corrects these spellings to lecture 1 (ADR 010): a page, not "not found".
    ['/react-do-zero/aula/abc', 200],
    ['/react-do-zero/aula/007', 200],
    ['/react-do-zero/aula/99', 404],
    ['/react-do-zero/aula/99999999999999999999', 404],
    ['/curso-inexistente', 404],
    ['/curso-inexistente/aula/1', 404],
    ['/login', 200],
    ['/admin/cursos/12345', 200],
    ['/nao/existe/mesmo', 404],
  ])('%s answers %i, always with the app', async (path, expected) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(expected);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<title>Aula</title>');
  });
});

describe('a draft course or lecture by its address', () => {
  /** A course with one published lecture and one draft after it. */
  const course = async (slug: string, published: boolean) => {
    const [row] = await t.db.query<{ id: number }>(
      `insert into courses (title, slug, description, is_published, product_id)
       values ('Rascunho', $1, '', $2, 1) returning id`,
      [slug, published],
    );
    const [section] = await t.db.query<{ id: number }>(
      `insert into sections (course_id, title, position) values ($1, 'S', 1) returning id`,
      [row?.id],
    );
    await t.db.query(
      `insert into lectures (section_id, title, position, is_published)
       values ($1, 'Publicada', 1, true), ($1, 'Rascunho', 2, false)`,
      [section?.id],
    );
  };
  const statusAs = async (role: 'guest' | 'student' | 'admin', path: string) =>
    (await (await t.as(role)).get(path)).status;

  it('is not found for a guest and a student, and is a page for an admin', async () => {
    await course('curso-rascunho-status', false);
    await course('curso-com-rascunho', true);
    for (const role of ['guest', 'student'] as const) {
      expect(await statusAs(role, '/curso-rascunho-status')).toBe(404);
      expect(await statusAs(role, '/curso-rascunho-status/aula/1')).toBe(404);
      expect(await statusAs(role, '/curso-com-rascunho/aula/1')).toBe(200);
      // The draft's number names no lecture this viewer has.
      expect(await statusAs(role, '/curso-com-rascunho/aula/2')).toBe(404);
    }
    expect(await statusAs('admin', '/curso-rascunho-status')).toBe(200);
    expect(await statusAs('admin', '/curso-rascunho-status/aula/1')).toBe(200);
    expect(await statusAs('admin', '/curso-com-rascunho/aula/2')).toBe(200);
  });
});
