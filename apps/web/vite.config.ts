import { createHash } from 'node:crypto';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { workspaceAliases } from '../../vite.shared.ts';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), buildInfo()],
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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr|zod|use-sync-external-store|cookie|set-cookie-parser)[\\/]|packages[\\/]contract[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: apiOnly(['/api', '/sanctum', '/login', '/logout']) },
});
