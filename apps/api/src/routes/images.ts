import { randomBytes } from 'node:crypto';
import { IMAGE_DIMENSIONS_MESSAGE, IMAGE_UNREADABLE_MESSAGE } from '@aula/contract';
import type { Context } from 'hono';
import type { Services } from '../env';
import { fieldError, HttpError } from '../http';
import { readImageSize, withinImageBounds } from '../image-size';

/**
 * Uploaded images (ADR 015 for avatars, ADR 018 for course covers): one set of rules for every
 * kind. Typed by their bytes, stored through `Services.files` under an unguessable name in the
 * kind's folder, served from a public route with the type the bytes say, inert and cached for good.
 */

export type ImageKind = { type: 'image/jpeg' | 'image/png' | 'image/webp'; ext: string };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

/**
 * The image's type by its first bytes (never its name or declared type): JPEG `FF D8 FF`, PNG's
 * eight-byte signature, WebP `RIFF....WEBP`. Anything else (SVG, HTML, a renamed file) is null.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { type: 'image/webp', ext: 'webp' };
  return null;
}

/** 32 random bytes in base64url (43 characters) and the type's extension. */
const IMAGE_NAME = /^[A-Za-z0-9_-]{43}\.(?:jpg|png|webp)$/;

/** The message for a file that is not one of the three image types. */
export const IMAGE_TYPE_MESSAGE = 'Envie uma imagem JPEG, PNG ou WebP.';

/** One kind of uploaded image: its store folder (`avatars`) and its public URL prefix. */
export interface ImageFolder {
  /** The store key's folder, e.g. `avatars`. */
  folder: string;
  /** The public URL of a file is this prefix and its name, e.g. `/api/avatars/`. */
  urlPrefix: string;
  /** The form field the file comes in (field errors name it). */
  field: string;
  maxBytes: number;
  /** The 413's message when the file is over `maxBytes`. */
  tooLarge: string;
}

/** The store key of a URL this server issued for `kind`, or null (an outside URL, or none). */
export function imageKey(kind: ImageFolder, url: string | null): string | null {
  if (!url?.startsWith(kind.urlPrefix)) return null;
  const name = url.slice(kind.urlPrefix.length);
  return IMAGE_NAME.test(name) ? `${kind.folder}/${name}` : null;
}

/**
 * Checks an uploaded file (size, type by its bytes, dimensions and structure by its header) and
 * stores it under a new name.
 * Answers its public URL and its key (to delete it if the row update fails).
 */
export async function storeImage(services: Services, kind: ImageFolder, file: File) {
  if (file.size > kind.maxBytes) throw new HttpError(413, 'ValidationException', kind.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw fieldError(kind.field, IMAGE_TYPE_MESSAGE);
  // Its size by its header, before anything is stored (issue 33, S57): a small file may declare
  // a picture no browser should decode, or a size it does not hold.
  const size = readImageSize(bytes, sniffed.type);
  if (size.width !== undefined && !withinImageBounds(size)) {
    throw fieldError(kind.field, IMAGE_DIMENSIONS_MESSAGE);
  }
  if (!size.complete) throw fieldError(kind.field, IMAGE_UNREADABLE_MESSAGE);
  const name = `${randomBytes(32).toString('base64url')}.${sniffed.ext}`;
  const key = `${kind.folder}/${name}`;
  await services.files.put(key, bytes, sniffed.type);
  return { url: `${kind.urlPrefix}${name}`, key };
}

/**
 * Stores `file`, then runs `save(url)` (the row update, which answers what it replaced); the
 * previous file is deleted after it, and the new one if it fails.
 */
export async function replaceImage<T>(
  services: Services,
  kind: ImageFolder,
  file: File,
  save: (url: string) => Promise<{ result: T; previous: string | null }>,
): Promise<T> {
  const stored = await storeImage(services, kind, file);
  let saved: Awaited<ReturnType<typeof save>>;
  try {
    saved = await save(stored.url);
  } catch (error) {
    await services.files.delete(stored.key).catch(() => undefined);
    throw error;
  }
  await dropImage(services, kind, saved.previous);
  return saved.result;
}

/** Deletes a replaced file; a failure is logged, never the user's problem (the row is right). */
export async function dropImage(services: Services, kind: ImageFolder, url: string | null) {
  const key = imageKey(kind, url);
  if (!key) return;
  await services.files.delete(key).catch((error: unknown) => {
    services.log({ level: 'warn', message: `image not deleted: ${key}`, error: String(error) });
  });
}

/** `GET <prefix>:name`: the stored file, typed by its bytes, cached for good, inert. */
export function imageHandler(services: Services, kind: ImageFolder) {
  return async (c: Context) => {
    const name = c.req.param('name') ?? '';
    const notFound = () =>
      c.json({ error: 'ServerErrorException', message: 'Imagem não encontrada.' }, 404, {
        'Cache-Control': 'no-store',
      });
    if (!IMAGE_NAME.test(name)) return notFound();
    const file = await services.files.get(`${kind.folder}/${name}`);
    const sniffed = file ? sniffImage(file.body) : null;
    if (!file || !sniffed) return notFound();
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': sniffed.type,
      'Content-Length': String(file.body.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    });
  };
}
