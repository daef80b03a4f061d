import { z } from 'zod/mini';
import { envelope } from '../entities/common';
import { personName } from '../entities/person-name';
import { userSchema } from '../entities/user';
import { endpoint } from './define';

/** Largest avatar the API stores, in bytes (2 MB); the browser resizes to 256 px WebP first. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The side, in pixels, of the square WebP the browser uploads. */
export const AVATAR_SIZE = 256;
/** The image types an avatar may be (checked by their first bytes on the server). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The largest side, in pixels, of an uploaded image (avatar or cover), read from its header. */
export const IMAGE_MAX_SIDE = 8000;
/** The most pixels an uploaded image may have (40 megapixels). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The 422's message on the file's field for an image over those bounds (issue 33, S57). */
export const IMAGE_DIMENSIONS_MESSAGE =
  'A imagem deve ter no máximo 8.000 pixels de largura e de altura, e até 40 megapixels.';
/** The 422's message for a file whose header the bytes do not match (cut, no image data). */
export const IMAGE_UNREADABLE_MESSAGE =
  'Não foi possível ler esta imagem: o arquivo está incompleto ou danificado. Envie outra imagem.';

/** `PUT api/me/avatar` as multipart form data (sent as POST with `_method=PUT`): the image file. */
export const avatarBodySchema = z.object({ avatar: z.file() });

/** The name as registration takes it: a person's name (normalised, 2 to 120 characters). */
export const profileBodySchema = z.object({ name: personName() });
export type ProfileBody = z.infer<typeof profileBodySchema>;

export const accountProfileEndpoints = {
  /**
   * Replaces the viewer's photo: a JPEG, PNG or WebP of at most 2 MB (by its bytes, not its name
   * or type), stored under a new unguessable name; the previous file is deleted.
   */
  updateAvatar: endpoint({
    method: 'PUT',
    path: 'api/me/avatar',
    access: 'user',
    body: avatarBodySchema,
    response: envelope(userSchema),
  }),
  /** Removes the viewer's photo (the app shows the initials); idempotent. */
  deleteAvatar: endpoint({
    method: 'DELETE',
    path: 'api/me/avatar',
    access: 'user',
    response: envelope(userSchema),
  }),
  /** Changes the viewer's name. */
  updateProfile: endpoint({
    method: 'PUT',
    path: 'api/me/profile',
    access: 'user',
    body: profileBodySchema,
    response: envelope(userSchema),
  }),
  /** Sends a new verification link to the viewer's e-mail (at most one a minute). */
  resendEmailVerification: endpoint({
    method: 'POST',
    path: 'api/me/email/verification',
    access: 'user',
  }),
} as const;
