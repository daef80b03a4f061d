import { open, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { Context } from 'hono';
import type { MediaSigner } from './media-signing';

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
};

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; null when unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * The lecture videos, with byte ranges so the player can seek. Only plain file names under the
 * media folder are served, and only on a URL the catalogue signed for a viewer allowed to watch
 * the lecture (`?lecture=&expires=&signature=`, see media-signing.ts); anything else is a 403.
 */
export function mediaHandler(mediaDir: string, signer: MediaSigner) {
  const root = resolve(mediaDir);
  return async (c: Context) => {
    const name = c.req.param('file') ?? '';
    const ext = name.slice(name.lastIndexOf('.'));
    const type = TYPES[ext];
    if (!type || basename(name) !== name || name.startsWith('.')) return c.text('Not Found', 404);
    const query = c.req.query();
    const validFor = await signer.verify(name, query);
    if (validFor === null) {
      return c.text('Forbidden: this media link is invalid or has expired.', 403, {
        'Cache-Control': 'no-store',
      });
    }
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return c.text('Not Found', 404);
    const size = info.size;
    // The signed URL is the permission: caches (a CDN's too) may keep it while it is valid.
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Accept-Ranges': 'bytes',
      'Cache-Control': `public, max-age=${validFor}`,
    };
    return sendRange(c, size, headers, async (start, end) => {
      const file = await open(path);
      const buffer = Buffer.alloc(end - start + 1);
      await file.read(buffer, 0, buffer.length, start).finally(() => file.close());
      return buffer;
    });
  };
}

/**
 * A media answer of `size` bytes with byte ranges: 200 whole, 206 for a satisfiable `Range`, 416
 * otherwise, headers only for HEAD; `read(start, end)` gives the bytes (inclusive) when needed.
 */
export async function sendRange(
  c: Context,
  size: number,
  headers: Record<string, string>,
  read: (start: number, end: number) => Promise<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer>,
) {
  const header = c.req.header('range');
  let start = 0;
  let end = size - 1;
  let status: 200 | 206 = 200;
  if (header) {
    const range = parseRange(header, size);
    if (!range) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    ({ start, end } = range);
    status = 206;
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  }
  headers['Content-Length'] = String(end - start + 1);
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body(await read(start, end), status, headers);
}
