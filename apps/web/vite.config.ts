import { createHash } from 'node:crypto';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { workspaceAliases } from '../../vite.shared.ts';
import { PAGE_HINTS } from './src/routes/page-hints.ts';

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

/** Writes `hints.json` next to index.html: `{ path: { modulepreload: [...], fetch: [...] } }`. */
function pageHints(): Plugin {
  const apiBase = process.env.VITE_API_BASE_URL ?? '/';
  const sameOrigin = apiBase === '/' || apiBase === '';
  return {
    name: 'aula-page-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entryFiles = new Set(
        chunks
          .filter((chunk) => chunk.isEntry)
          .flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
      );
      const hints: Record<string, { modulepreload: string[]; fetch: string[] }> = {};
      for (const [path, { module, reads }] of Object.entries(PAGE_HINTS)) {
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!page) this.error(`page-hints: no chunk for ${module}`);
        const files = [page.fileName, ...page.imports].filter((file) => !entryFiles.has(file));
        hints[path] = {
          modulepreload: files.map((file) => `/${file}`),
          fetch: sameOrigin ? reads.map((read) => `/${read}`) : [],
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'hints.json',
        source: `${JSON.stringify(hints)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), buildInfo(), pageHints()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  resolve: { alias: workspaceAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'app',
              // The framework, the contract, and the small pieces of ui and features that the
              // home page and most others show at once (ADR 007).
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr|zod|use-sync-external-store|cookie|set-cookie-parser)[\\/]|packages[\\/]contract[\\/]|packages[\\/]ui[\\/]src[\\/](alert|empty-state|progress|skeleton|spinner)[\\/]|packages[\\/]features[\\/]src[\\/](api|forms[\\/]load-error)/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: apiOnly(['/api', '/sanctum', '/login', '/logout']) },
});
