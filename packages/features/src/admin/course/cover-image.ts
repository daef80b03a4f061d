import { AVATAR_TYPES, COVER_MAX_BYTES, COVER_MAX_WIDTH } from '@aula/contract';

/** The largest original the browser will open (it is resized before upload). */
export const COVER_SOURCE_MAX_BYTES = 10 * 1024 * 1024;

export const coverImageMessages = {
  type: 'Escolha uma imagem JPEG, PNG ou WebP.',
  sourceTooLarge: 'A imagem original deve ter no máximo 10 MB.',
  tooLarge: 'A imagem de capa deve ter no máximo 2 MB.',
  unreadable: 'Não foi possível abrir esta imagem. Escolha outro arquivo.',
} as const;

/** A picked file the browser refuses, with the pt-BR reason. */
export class CoverImageError extends Error {
  override readonly name = 'CoverImageError';
}

/** Why the picked file cannot be used, before opening it (its type and size); null when fine. */
export function checkCoverFile(file: { type: string; size: number }): string | null {
  // The same three types as avatars (ADR 015), checked again by their bytes on the server.
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return coverImageMessages.type;
  if (file.size > COVER_SOURCE_MAX_BYTES) return coverImageMessages.sourceTooLarge;
  return null;
}

/** The size the cover is drawn at: at most `COVER_MAX_WIDTH` wide, proportions kept, never enlarged. */
export function coverSize(width: number, height: number, maxWidth = COVER_MAX_WIDTH) {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/**
 * The cover as it is uploaded: the picked image, at most 1280 px wide, encoded as WebP (a
 * browser that cannot encode WebP gives PNG, which the server takes too). Throws a
 * CoverImageError with the pt-BR reason.
 */
export async function prepareCover(file: File): Promise<File> {
  const problem = checkCoverFile(file);
  if (problem) throw new CoverImageError(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new CoverImageError(coverImageMessages.unreadable);
  }
  try {
    const size = coverSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new CoverImageError(coverImageMessages.unreadable);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/webp', 0.85),
    );
    if (!blob) throw new CoverImageError(coverImageMessages.unreadable);
    if (blob.size > COVER_MAX_BYTES) throw new CoverImageError(coverImageMessages.tooLarge);
    const ext = blob.type === 'image/png' ? 'png' : blob.type === 'image/jpeg' ? 'jpg' : 'webp';
    return new File([blob], `capa.${ext}`, { type: blob.type || 'image/webp' });
  } finally {
    bitmap.close();
  }
}
