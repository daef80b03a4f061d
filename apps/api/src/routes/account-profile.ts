import { randomBytes } from 'node:crypto';
import { AVATAR_MAX_BYTES } from '@aula/contract';
import type { Context } from 'hono';
import type { Services } from '../env';
import { fieldError, HttpError } from '../http';
import { toUser, USER_COLUMNS, type UserRow } from '../queries/users';
import { sendVerification, waitInWords } from './auth';
import type { Handlers } from './define';

/** What the UI shows for an image over 2 MB, from the body limit or the file's own size. */
export const AVATAR_TOO_LARGE = 'A imagem deve ter no máximo 2 MB.';
/** The whole avatar form: the image and its multipart envelope (field names, boundary, `_method`). */
export const AVATAR_MAX_BODY_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
export const AVATAR_UPLOAD_PATH = '/api/me/avatar';
/** Public avatar files; `:name` is checked against `AVATAR_NAME`. */
export const AVATAR_ROUTE = '/api/avatars/:name';
const AVATAR_URL_PREFIX = '/api/avatars/';
/** 32 random bytes in base64url (43 characters) and the type's extension. */
const AVATAR_NAME = /^[A-Za-z0-9_-]{43}\.(?:jpg|png|webp)$/;

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

/** The store key of an avatar URL this server issued, or null (an outside URL, or none). */
function avatarKey(url: string | null): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return AVATAR_NAME.test(name) ? `avatars/${name}` : null;
}

/** Sets the avatar URL in one transaction and answers the user and the URL it replaced. */
async function setAvatar(db: Services['db'], userId: number, url: string | null) {
  return db.transaction(async (tx) => {
    const [old] = await tx.query<{ avatar_url: string | null }>(
      'select avatar_url from users where id = $1 for update',
      [userId],
    );
    const [row] = await tx.query<UserRow>(
      `update users set avatar_url = $1 where id = $2 returning ${USER_COLUMNS}`,
      [url, userId],
    );
    if (!row) throw new HttpError(401, 'InvalidAuthenticationException', 'Entre novamente.');
    return { user: toUser(row), previous: old?.avatar_url ?? null };
  });
}

/** Deletes a replaced file; a failure is logged, never the user's problem (the row is right). */
async function dropFile(services: Services, url: string | null) {
  const key = avatarKey(url);
  if (!key) return;
  await services.files.delete(key).catch((error: unknown) => {
    services.log({ level: 'warn', message: `avatar not deleted: ${key}`, error: String(error) });
  });
}

/** `GET /api/avatars/:name`: the stored file, typed by its bytes, cached for good, inert. */
export function avatarHandler(services: Services) {
  return async (c: Context) => {
    const name = c.req.param('name') ?? '';
    const notFound = () =>
      c.json({ error: 'ServerErrorException', message: 'Imagem não encontrada.' }, 404, {
        'Cache-Control': 'no-store',
      });
    if (!AVATAR_NAME.test(name)) return notFound();
    const file = await services.files.get(`avatars/${name}`);
    const kind = file ? sniffImage(file.body) : null;
    if (!file || !kind) return notFound();
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': kind.type,
      'Content-Length': String(file.body.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    });
  };
}

/** The profile page (ADR 015): photo, name and the e-mail's verification link. */
export const accountProfileHandlers: Pick<
  Handlers,
  'updateAvatar' | 'deleteAvatar' | 'updateProfile' | 'resendEmailVerification'
> = {
  async updateAvatar(services) {
    const { body, viewer, files, db } = services;
    const file = body.avatar;
    if (file.size > AVATAR_MAX_BYTES)
      throw new HttpError(413, 'ValidationException', AVATAR_TOO_LARGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) throw fieldError('avatar', 'Envie uma imagem JPEG, PNG ou WebP.');
    const name = `${randomBytes(32).toString('base64url')}.${kind.ext}`;
    await files.put(`avatars/${name}`, bytes, kind.type);
    let result: Awaited<ReturnType<typeof setAvatar>>;
    try {
      result = await setAvatar(db, viewer.id, `${AVATAR_URL_PREFIX}${name}`);
    } catch (error) {
      await files.delete(`avatars/${name}`).catch(() => undefined);
      throw error;
    }
    await dropFile(services, result.previous);
    return { data: result.user };
  },

  async deleteAvatar(services) {
    const { user, previous } = await setAvatar(services.db, services.viewer.id, null);
    await dropFile(services, previous);
    return { data: user };
  },

  async updateProfile({ db, viewer, body }) {
    const [row] = await db.query<UserRow>(
      `update users set name = $1 where id = $2 returning ${USER_COLUMNS}`,
      [body.name, viewer.id],
    );
    if (!row) throw new HttpError(401, 'InvalidAuthenticationException', 'Entre novamente.');
    return { data: toUser(row) };
  },

  async resendEmailVerification(services) {
    const { viewer, throttle, limits } = services;
    if (viewer.email_verified_at) {
      throw new HttpError(409, 'EmailAlreadyVerifiedException', 'Este e-mail já foi verificado.');
    }
    const reservation = await throttle.reserve(
      `verify-email:${viewer.id}`,
      limits.emailVerification,
    );
    if (!reservation.allowed) {
      const seconds = reservation.retryAfter;
      throw new HttpError(
        429,
        'ServerErrorException',
        `Aguarde ${waitInWords(seconds)} para pedir outro e-mail de verificação.`,
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
    await sendVerification(services, viewer);
    return undefined;
  },
};
