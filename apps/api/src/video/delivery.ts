import type { Context } from 'hono';
import { sendRange } from '../media';
import { type MediaSigner, storeMediaPath } from '../media-signing';
import { type FileStore, typeOfKey } from '../storage';

/** The path after `/media/s/`: a `FileStore` key. */
const STORE_PREFIX = '/media/s/';

/** A key relative to another's folder (`720p/index.m3u8` next to `videos/v1/master.m3u8`). */
function resolveKey(base: string, reference: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\//i.test(reference)) return null; // absolute: left alone
  const parts = base.split('/').slice(0, -1);
  for (const part of reference.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/**
 * A playlist as a viewer gets it: every URI it lists (variant playlists, segments, `URI="…"`
 * attributes) becomes a signed link for the same lecture, so no file of the lecture is reachable
 * without one (ADR 038).
 */
export function signPlaylist(text: string, key: string, sign: (path: string) => string): string {
  const signed = (reference: string) => {
    const target = resolveKey(key, reference);
    return target ? sign(storeMediaPath(target)) : reference;
  };
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#'))
        return line.replace(/URI="([^"]+)"/g, (_, uri: string) => `URI="${signed(uri)}"`);
      return signed(trimmed);
    })
    .join('\n');
}

/** A storyboard as a viewer gets it: each cue's sprite (`sprite_0.jpg#xywh=…`) signed. */
export function signStoryboard(text: string, key: string, sign: (path: string) => string): string {
  return text
    .split('\n')
    .map((line) => {
      const match = /^([^\s#]+\.jpg)(#xywh=\d+,\d+,\d+,\d+)$/.exec(line.trim());
      const target = match?.[1] ? resolveKey(key, match[1]) : null;
      return match && target ? `${sign(storeMediaPath(target))}${match[2]}` : line;
    })
    .join('\n');
}

/**
 * `/media/s/<key>`: a lecture's files in the `FileStore` (HLS ladder, poster, storyboard,
 * captions), only on a link signed for the lecture (see media-signing.ts); anything else is a 403.
 * Playlists and storyboards are rewritten with signed links; the rest is sent as stored, with
 * byte ranges, and may be kept by a CDN until the link expires (segments never change: a new
 * upload writes under a new key).
 */
export function storeMediaHandler(files: FileStore, signer: MediaSigner) {
  return async (c: Context) => {
    const key = c.req.path.slice(STORE_PREFIX.length);
    const query = c.req.query();
    const validFor = await signer.verify(`s/${key}`, query);
    if (validFor === null) {
      return c.text('Forbidden: this media link is invalid or has expired.', 403, {
        'Cache-Control': 'no-store',
      });
    }
    const file = await files.get(key).catch(() => null);
    if (!file) return c.text('Not Found', 404);
    const type = typeOfKey(key);
    const lecture = Number(query.lecture);
    let body: Uint8Array = file.body;
    const isPlaylist = key.endsWith('.m3u8');
    const isStoryboard = key.endsWith('/storyboard.vtt');
    if (isPlaylist || isStoryboard) {
      const sign = await signer.signer();
      const text = new TextDecoder().decode(body);
      const rewrite = isPlaylist ? signPlaylist : signStoryboard;
      body = new TextEncoder().encode(rewrite(text, key, (path) => sign(lecture, path)));
    }
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Accept-Ranges': 'bytes',
      'Cache-Control': `public, max-age=${validFor}${isPlaylist || isStoryboard ? '' : ', immutable'}`,
    };
    const bytes = body;
    return sendRange(
      c,
      bytes.byteLength,
      headers,
      (start, end) =>
        Uint8Array.prototype.slice.call(bytes, start, end + 1) as Uint8Array<ArrayBuffer>,
    );
  };
}
