import { AVATAR_MAX_BYTES } from '@aula/contract';
import type { Services } from '../env';
import { HttpError } from '../http';
import { toUser, USER_COLUMNS, type UserRow } from '../queries/users';
import { sendVerification, waitInWords } from './auth';
import type { Handlers } from './define';
import { dropImage, type ImageFolder, imageHandler, replaceImage } from './images';

export { type ImageKind, sniffImage } from './images';

/** What the UI shows for an image over 2 MB, from the body limit or the file's own size. */
export const AVATAR_TOO_LARGE = 'A imagem deve ter no máximo 2 MB.';
/** The whole avatar form: the image and its multipart envelope (field names, boundary, `_method`). */
export const AVATAR_MAX_BODY_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
export const AVATAR_UPLOAD_PATH = '/api/me/avatar';
/** Public avatar files; `:name` is checked by `imageHandler`. */
export const AVATAR_ROUTE = '/api/avatars/:name';

export const AVATARS: ImageFolder = {
  folder: 'avatars',
  urlPrefix: '/api/avatars/',
  field: 'avatar',
  maxBytes: AVATAR_MAX_BYTES,
  tooLarge: AVATAR_TOO_LARGE,
};

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
    return { result: toUser(row), previous: old?.avatar_url ?? null };
  });
}

/** `GET /api/avatars/:name`: the stored file, typed by its bytes, cached for good, inert. */
export const avatarHandler = (services: Services) => imageHandler(services, AVATARS);

/** The profile page (ADR 015): photo, name and the e-mail's verification link. */
export const accountProfileHandlers: Pick<
  Handlers,
  'updateAvatar' | 'deleteAvatar' | 'updateProfile' | 'resendEmailVerification'
> = {
  async updateAvatar(services) {
    const { body, viewer, db } = services;
    const user = await replaceImage(services, AVATARS, body.avatar, (url) =>
      setAvatar(db, viewer.id, url),
    );
    return { data: user };
  },

  async deleteAvatar(services) {
    const { result, previous } = await setAvatar(services.db, services.viewer.id, null);
    await dropImage(services, AVATARS, previous);
    return { data: result };
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
