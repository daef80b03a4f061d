import { AVATAR_MAX_BYTES, AVATAR_SIZE, AVATAR_TYPES } from '@aula/contract';

/** The largest original the browser will open (it is resized before upload). */
export const AVATAR_SOURCE_MAX_BYTES = 10 * 1024 * 1024;

export const avatarImageMessages = {
  type: 'Escolha uma imagem JPEG, PNG ou WebP.',
  sourceTooLarge: 'A imagem original deve ter no máximo 10 MB.',
  tooLarge: 'A imagem deve ter no máximo 2 MB.',
  unreadable: 'Não foi possível abrir esta imagem. Escolha outro arquivo.',
} as const;

/** A picked file the browser refuses, with the pt-BR reason. */
export class AvatarImageError extends Error {
  override readonly name = 'AvatarImageError';
}

/** Why the picked file cannot be used, before opening it (its type and size); null when fine. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return avatarImageMessages.type;
  if (file.size > AVATAR_SOURCE_MAX_BYTES) return avatarImageMessages.sourceTooLarge;
  return null;
}

/** The largest centred square of a `width` × `height` image: where to cut it from. */
export function centerSquare(width: number, height: number) {
  const size = Math.min(width, height);
  return {
    sx: Math.floor((width - size) / 2),
    sy: Math.floor((height - size) / 2),
    size,
  };
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * The photo as it is uploaded: the centre square of the picked image, resized to 256 px and
 * encoded as WebP (a browser that cannot encode WebP gives PNG, which the server takes too).
 * Throws an AvatarImageError with the pt-BR reason.
 */
export async function prepareAvatar(file: File): Promise<File> {
  const problem = checkAvatarFile(file);
  if (problem) throw new AvatarImageError(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new AvatarImageError(avatarImageMessages.unreadable);
  }
  try {
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE;
    canvas.height = AVATAR_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new AvatarImageError(avatarImageMessages.unreadable);
    const { sx, sy, size } = centerSquare(bitmap.width, bitmap.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, sx, sy, size, size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/webp', 0.9),
    );
    if (!blob) throw new AvatarImageError(avatarImageMessages.unreadable);
    if (blob.size > AVATAR_MAX_BYTES) throw new AvatarImageError(avatarImageMessages.tooLarge);
    const ext = EXTENSIONS[blob.type] ?? 'webp';
    return new File([blob], `avatar.${ext}`, { type: blob.type || 'image/webp' });
  } finally {
    bitmap.close();
  }
}
