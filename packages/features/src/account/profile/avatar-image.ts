import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '@aula/contract';
import { encodeImage, imageFileError, imageFileMessages } from '../../shared/image-file';

export const avatarImageMessages = imageFileMessages('A imagem deve ter no máximo 2 MB.');

/** A picked file the browser refuses, with the pt-BR reason. */
export const AvatarImageError = imageFileError('AvatarImageError');

/** The largest centred square of a `width` × `height` image: where to cut it from. */
export function centerSquare(width: number, height: number) {
  const size = Math.min(width, height);
  return {
    sx: Math.floor((width - size) / 2),
    sy: Math.floor((height - size) / 2),
    size,
  };
}

/**
 * The photo as it is uploaded: the centre square of the picked image, resized to 256 px and
 * encoded as WebP (`encodeImage`). Throws an AvatarImageError with the pt-BR reason.
 */
export function prepareAvatar(file: File): Promise<File> {
  return encodeImage(file, {
    messages: avatarImageMessages,
    fail: (message) => new AvatarImageError(message),
    size: () => ({ width: AVATAR_SIZE, height: AVATAR_SIZE }),
    draw: (context, bitmap) => {
      const { sx, sy, size } = centerSquare(bitmap.width, bitmap.height);
      context.drawImage(bitmap, sx, sy, size, size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
    },
    quality: 0.9,
    maxBytes: AVATAR_MAX_BYTES,
    baseName: 'avatar',
  });
}
