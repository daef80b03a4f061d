import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context } from 'hono';

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

/** Serves the built SPA: hashed assets cached for a year, everything else falls back to index.html. */
export function spaHandler(rootDir: string) {
  const root = resolve(rootDir);
  // The SPA shell is the same for every page: read it once (npm start builds before serving).
  let index: Promise<string | null> | undefined;
  return async (c: Context) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    const target = normalize(join(root, pathname));
    if (target.startsWith(root + sep) && !pathname.endsWith('/')) {
      const info = await stat(target).catch(() => null);
      if (info?.isFile()) {
        const body = await readFile(target);
        const immutable = pathname.startsWith('/assets/');
        return c.body(body, 200, {
          'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
      if (extname(pathname)) return c.text('Not Found', 404);
    }
    index ??= readFile(join(root, 'index.html'), 'utf8').catch(() => null);
    const shell = await index;
    if (!shell) {
      index = undefined; // not built yet: look again on the next request
      return c.text('The web app is not built: run npm start.', 503);
    }
    return c.body(shell, 200, {
      'Content-Type': TYPES['.html'] ?? '',
      'Cache-Control': 'no-cache',
    });
  };
}
