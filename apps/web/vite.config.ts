import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: workspaceAliases },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: apiOnly(['/api', '/sanctum', '/login', '/logout']) },
});
