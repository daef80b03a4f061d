import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import {
  build,
  defineConfig,
  type Plugin,
  type ResolveModulePreloadDependenciesFn,
  type Rolldown,
} from 'vite';
import { GUEST_PAGES_MODULE } from '../../packages/contract/src/names.ts';
import { workspaceAliases } from '../../vite.shared.ts';
import { EVERY_PAGE_READS, PAGE_HINTS } from './src/routes/page-hints.ts';
import { pagePatterns } from './src/routes/paths.ts';

const apiTarget = process.env.AULA_API_URL ?? 'http://127.0.0.1:3000';
/** The API's paths; GET /login and GET /logout are SPA pages, so only other methods go through. */
const apiOnly = (paths: string[]) =>
  Object.fromEntries(
    paths.map((p) => [
      p,
      {
        target: apiTarget,
        bypass: (req: { method?: string | undefined }) =>
          (p === '/login' || p === '/logout') && req.method === 'GET' ? '/index.html' : undefined,
      },
    ]),
  );

/**
 * React Router's production build creates `Link`, `NavLink`, `Form` and its contexts with plain
 * `React.forwardRef(...)` / `React.createContext(...)` calls and then names them
 * (`Link.displayName = "Link"`): to the bundler those are side effects, so every one of them, and
 * all they use (framework-mode prefetching, form submission), stayed in the first download even
 * though the app renders none of them. Marked pure and unnamed (names only serve React's dev
 * tools), what the app does not use is dropped (issue 21).
 */
function pureReactRouter(): Plugin {
  const file = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;
  return {
    name: 'aula-pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: file },
      handler(code) {
        const pure = code
          .replace(/(?<![\w$.])(React\$1\.(?:forwardRef|createContext)\()/g, '/* @__PURE__ */ $1')
          .replace(/^\t*[\w$]+(?:\.[\w$]+)?\.displayName = "[^"\n]*";$/gm, '');
        // Code moves within its line only: the file's own source map still holds.
        return { code: pure, map: null };
      },
    },
  };
}

/** One id per build: the time it was made and a random part (two builds never share one). */
const builtAt = new Date().toISOString();
const buildId =
  process.env.AULA_BUILD_ID ??
  createHash('sha256').update(`${builtAt}${Math.random()}`).digest('hex').slice(0, 12);

/** Writes `build.json` next to index.html: the file the app polls to notice a new deploy. */
function buildInfo(): Plugin {
  return {
    name: 'aula-build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ build_id: buildId, built_at: builtAt })}\n`,
      });
    },
  };
}

/** Stylesheets mean nothing to markup rendered on the server: their imports are empty there. */
function noStylesheets(): Plugin {
  const empty = '\0aula-no-stylesheet';
  return {
    name: 'aula-no-stylesheets',
    enforce: 'pre',
    resolveId: (id) => (/\.css(\?|$)/.test(id) ? empty : null),
    load: (id) => (id === empty ? '' : null),
  };
}

/**
 * The guest pages' render module (`src/guest-pages.tsx`, ADR 029 section 17), bundled for Node
 * with everything it imports (React's server renderer, the app's components) into
 * `dist/.server/guest-pages.mjs` (`GUEST_PAGES_MODULE`) once the client's files are written. The
 * API's static handler loads it to put a guest's page in its HTML. Built from the same sources
 * and aliases as the client, so the markup is the markup the app's first render makes.
 */
function guestPages(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const [folder = '', file = ''] = GUEST_PAGES_MODULE.split('/');
  return {
    name: 'aula-guest-pages',
    apply: 'build',
    async closeBundle(error) {
      if (error) return;
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        mode: 'production',
        resolve: { alias: workspaceAliases },
        plugins: [noStylesheets()],
        // React's production build on the server, whatever NODE_ENV the API runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          ssr: 'src/guest-pages.tsx',
          outDir: `dist/${folder}`,
          emptyOutDir: true,
          copyPublicDir: false,
          // Readable stack traces in the server's log; the file is read once.
          minify: false,
          rolldownOptions: {
            // Radix's `"use client"` lines mean nothing to a server bundle.
            onwarn(warning, warn) {
              if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
            },
            output: { entryFileNames: file, codeSplitting: false },
          },
        },
      });
    },
  };
}

/**
 * Writes the server's manifest, `hints.json`, next to index.html: `routes`, the path pattern of
 * every page (from ./src/routes/paths.ts; the server answers any other path with 404), and
 * `pages`, what a page needs first: `{ path: { modulepreload: [...], fetch: [...] } }`.
 */
function pageHints(): Plugin {
  const apiBase = process.env.VITE_API_BASE_URL ?? '/';
  const sameOrigin = apiBase === '/' || apiBase === '';
  return {
    name: 'aula-page-hints',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entryFiles = new Set(
        chunks
          .filter((chunk) => chunk.isEntry)
          .flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
      );
      const hints: Record<
        string,
        { modulepreload: string[]; style: string[]; fetch: string[]; prefetch: string[] }
      > = {
        '*': {
          modulepreload: [],
          style: [],
          fetch: sameOrigin ? EVERY_PAGE_READS.map((read) => `/${read}`) : [],
          prefetch: [],
        },
      };
      /** The chunk whose module ends with `module` (a path suffix). */
      const chunkOf = (module: string) => {
        const found = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!found) this.error(`page-hints: no chunk for ${module}`);
        return found;
      };
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk and every chunk it imports, however deep: all the page needs before it runs. */
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      // The whole stylesheet (`import('../styles-all.css')`), as the build named it.
      const allStyles = Object.values(bundle).find(
        (file) => file.type === 'asset' && /(^|\/)styles-all-[\w-]+\.css$/.test(file.fileName),
      );
      for (const [path, hint] of Object.entries(PAGE_HINTS)) {
        const { module, reads, allStyles: wantsAll, prefetch = [] } = hint;
        const page = chunkOf(module);
        if (wantsAll && !allStyles) this.error('page-hints: no styles-all stylesheet in the build');
        const files = [...closure(page.fileName)].filter((file) => !entryFiles.has(file));
        // What the intent loads that the page has not already: its own chunks, not run.
        const later = new Set<string>();
        for (const one of prefetch) closure(chunkOf(one).fileName, later);
        hints[path] = {
          modulepreload: files.map((file) => `/${file}`),
          style: wantsAll && allStyles ? [`/${allStyles.fileName}`] : [],
          fetch: sameOrigin ? reads.map((read) => `/${read}`) : [],
          prefetch: [...later]
            .filter((file) => !entryFiles.has(file) && !files.includes(file))
            .map((file) => `/${file}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'hints.json',
        source: `${JSON.stringify({ routes: pagePatterns, pages: hints })}\n`,
      });
    },
  };
}

/**
 * What every page needs, in one `app` chunk (ADR 007): the framework, the contract, the small ui
 * and features pieces most pages show at once, and the app's shell (routes, guards, layouts, the
 * HTTP adapter). One file compresses better and costs one request instead of a dozen.
 */
/** `@aula/contract/site` and what it reaches: the contract's plain code (site.test.ts). */
const CONTRACT_WITHOUT_ZOD =
  /packages[\\/]contract[\\/]src[\\/](index|site|names|errors|offer-link|endpoints[\\/](define|routes?|first-routes|session-user)|entities[\\/]comment-limits)\./;
const FIRST_DOWNLOAD = [
  // SWR without `swr/mutation`: that comes with `api/mutations.ts`, in the pages that change data.
  /node_modules[\\/](react|react-dom|scheduler|react-router|swr(?![\\/]dist[\\/]mutation[\\/])|cookie|set-cookie-parser)[\\/]/,
  // The contract without zod: errors, routes, the session's reader (ADR 029).
  CONTRACT_WITHOUT_ZOD,
  /packages[\\/]ui[\\/]src[\\/]((alert|badge|card|empty-state|progress|skeleton|spinner)[\\/]|lib[\\/](?!choice\.|popover-element\.|controllable\.|context\.))/,
  // The API's reads, the load-error alert and `QueryState` (the loading and failed states of most
  // pages, the home page's among them); not `api/mutations.ts`, which only later pages use. The
  // plural's helper, which the home's catalogue counts with (the error catalogue, which uses it
  // too, comes with the first request).
  /packages[\\/]features[\\/]src[\\/](api[\\/](?!mutations\.)|forms[\\/]load-error|shared[\\/]query-state\.|lectures[\\/]lecture-link\.|i18n[\\/]plural\.)/,
  /apps[\\/]web[\\/]src[\\/]/,
];
/**
 * The app's modules that load later: the pages, the HTTP adapter's network side
 * (`adapters/http-network`, with the first request: ADR 029 section 22), the admin pages' table
 * (`routes/admin-pages`), the admin and account frames, the account menu, the theme choice and
 * its store (ADR 027), the leave guard, Sentry, the whole stylesheet and the contract's schemas
 * (ADR 029), the intent's prefetch (after the first page), and the support page's links' reader.
 */
const LATER =
  /apps[\\/]web[\\/]src[\\/](main\.|styles-all\.|support-links\.|adapters[\\/](endpoint-schemas|video-upload|http-network|cookies)\.|pages[\\/]|routes[\\/](admin|later)-pages\.|observability[\\/]sentry-(init|options)|guards[\\/]after-verification\.|layouts[\\/](admin-layout-route|account-layout-route|user-menu|theme-choice)\.|app[\\/](theme|leave-guard|build-poller|build-check|consent-dialog|prefetch-announced)\.)/;
const inFirstDownload = (id: string) =>
  FIRST_DOWNLOAD.some((pattern) => pattern.test(id)) && !LATER.test(id);
/**
 * zod and the contract's schemas, in one `schemas` chunk: the pages with forms import it, and the
 * HTTP adapter loads it with its first request. Not on the first page, which renders from the
 * answers embedded in it (ADR 029).
 */
const SCHEMAS = /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]/;
const inSchemas = (id: string) => SCHEMAS.test(id) && !CONTRACT_WITHOUT_ZOD.test(id);
/**
 * The contract's plain code that only some pages use, in a `contract-plain` chunk of its own: the
 * video link's readers (the lecture page's embeds, the admin's drawer) and the certificates' paths
 * (the lecture page's link to a certificate). In the `schemas` group they took zod into the lecture
 * page's first load (21.6 kB gz); a group of its own, above `schemas`, keeps the contract's barrel
 * from taking them along.
 */
const CONTRACT_PLAIN_LATER = /packages[\\/]contract[\\/]src[\\/](video-link|certificate-paths)\./;
/**
 * The error bodies' readers and codes (`error-bodies`), which only the HTTP adapter's network side
 * (with the first request: ADR 029, section 22) and the schemas read, in an `error-bodies` chunk:
 * above the `app` group, which would take them as a dependency of `errors.ts` (`ApiError`), and
 * apart from `contract-plain`, whose video link readers a first request does not need.
 */
const ERROR_BODIES = /packages[\\/]contract[\\/]src[\\/]error-bodies\./;
/**
 * The small form pieces the lecture page shares with the forms (the autoplay switch and its
 * field): one `kit` chunk instead of five files of a few hundred bytes each, each a request of
 * its own on the lecture page's first load (ADR 029, section 12).
 */
const KIT =
  /packages[\\/](ui[\\/]src[\\/](switch[\\/]|label[\\/]|form-field[\\/]|lib[\\/](choice|controllable)\.)|features[\\/]src[\\/]account[\\/]preferences[\\/]use-preferences\.)/;
const inKit = (id: string) => KIT.test(id);
/**
 * The free lectures' list and the cover image it shares with the catalogue, in one
 * `free-lectures` chunk: the home page (and the lecture page) load both, and as two files of
 * under 1 kB gz each they cost `/` a request and a chunk's imports more than as one. The
 * catalogue page (`/cursos`), which shows covers and no free lectures, loads the list with them.
 */
const FREE_LECTURES =
  /packages[\\/]features[\\/]src[\\/](lectures[\\/]free-lectures|shared[\\/]cover-image)\./;
const inFreeLectures = (id: string) => FREE_LECTURES.test(id);

/**
 * The preload lists of the dynamic imports (Vite's `__vite__mapDeps`) without what is loaded by
 * then: every list sits in the chunk that makes the import (the `app` chunk for every page), so
 * each name in them is bytes of the first download. Left out: the entry's own files (the rolldown
 * runtime, the `app` chunk), which the page has loaded before any import runs, and the imported
 * chunk itself, which its `import()` fetches at the same moment, unless a stylesheet comes with
 * it (then the preload helper waits for the stylesheet before the `import()`, and the chunk's
 * preload is what fetches it meanwhile).
 */
function preloadLists() {
  let bundle: Rolldown.OutputBundle | undefined;
  const chunkOf = (file: string) => {
    const chunk = bundle?.[file];
    return chunk?.type === 'chunk' ? chunk : undefined;
  };
  const entryFiles = () => {
    const files = new Set<string>();
    const add = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const next of chunkOf(file)?.imports ?? []) add(next);
    };
    for (const chunk of Object.values(bundle ?? {}))
      if (chunk.type === 'chunk' && chunk.isEntry) add(chunk.fileName);
    return files;
  };
  const plugin: Plugin = {
    name: 'aula-preload-lists',
    apply: 'build',
    // Before Vite writes the lists (its import analysis, in the same hook).
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (file, deps, { hostType }) => {
    if (hostType !== 'js') return deps;
    if (!bundle) throw new Error('aula-preload-lists: the bundle is not known yet');
    const loaded = entryFiles();
    const withCss = [file, ...deps].some(
      (dep) => (chunkOf(dep)?.viteMetadata?.importedCss.size ?? 0) > 0,
    );
    return deps.filter((dep) => !loaded.has(dep) && (withCss || dep !== file));
  };
  return { plugin, resolveDependencies };
}
const preload = preloadLists();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pureReactRouter(),
    buildInfo(),
    pageHints(),
    guestPages(),
    preload.plugin,
  ],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  resolve: {
    alias: [
      ...Object.entries(workspaceAliases).map(([find, replacement]) => ({ find, replacement })),
      // React 19 has the hook that SWR's shim provides for old Reacts (ADR 007).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser the app supports knows modulepreload: no polyfill in the entry (ADR 007).
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: inFirstDownload,
              priority: 2,
            },
            {
              name: 'contract-plain',
              test: (id: string) => CONTRACT_PLAIN_LATER.test(id),
              priority: 3,
            },
            {
              name: 'error-bodies',
              test: (id: string) => ERROR_BODIES.test(id),
              priority: 3,
            },
            {
              name: 'schemas',
              test: inSchemas,
              priority: 1,
            },
            {
              name: 'free-lectures',
              test: inFreeLectures,
              priority: 1,
            },
            {
              name: 'kit',
              test: inKit,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: apiOnly(['/api', '/sanctum', '/login', '/logout']) },
});
