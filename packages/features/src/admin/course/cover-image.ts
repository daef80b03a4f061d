import { COVER_MAX_BYTES, COVER_MAX_WIDTH } from '@aula/contract';
import { encodeImage, imageFileError, imageFileMessages } from '../../shared/image-file';

export const coverImageMessages = imageFileMessages('A imagem de capa deve ter no máximo 2 MB.');

/** A picked file the browser refuses, with the pt-BR reason. */
export const CoverImageError = imageFileError('CoverImageError');

/** The size the cover is drawn at: at most `COVER_MAX_WIDTH` wide, proportions kept, never enlarged. */
export function coverSize(width: number, height: number, maxWidth = COVER_MAX_WIDTH) {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/**
 * The cover as it is uploaded: the picked image, at most 1280 px wide, encoded as WebP
 * (`encodeImage`). Throws a CoverImageError with the pt-BR reason.
 */
export function prepareCover(file: File): Promise<File> {
  return encodeImage(file, {
    messages: coverImageMessages,
    fail: (message) => new CoverImageError(message),
    size: coverSize,
    draw: (context, bitmap) => {
      const size = coverSize(bitmap.width, bitmap.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
    },
    quality: 0.85,
    maxBytes: COVER_MAX_BYTES,
    baseName: 'capa',
  });
}
