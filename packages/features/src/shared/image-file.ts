import { AVATAR_TYPES, isApiError } from '@aula/contract';
import { errorMessage, statusMessages } from '../i18n/error-messages';

/** The largest original the browser will open (it is resized before upload). */
export const IMAGE_SOURCE_MAX_BYTES = 10 * 1024 * 1024;

/** Why a picked image cannot be used, in pt-BR. */
export interface ImageFileMessages {
  type: string;
  sourceTooLarge: string;
  tooLarge: string;
  unreadable: string;
}

/** The reasons of one kind of image: those the avatar and the cover share, and its `tooLarge`. */
export function imageFileMessages(tooLarge: string): ImageFileMessages {
  return {
    type: 'Escolha uma imagem JPEG, PNG ou WebP.',
    sourceTooLarge: 'A imagem original deve ter no máximo 10 MB.',
    tooLarge,
    unreadable: 'Não foi possível abrir esta imagem. Escolha outro arquivo.',
  };
}

/** A picked file the browser refuses, with the pt-BR reason (the avatar's and the cover's). */
export class ImageFileError extends Error {
  override readonly name: string = 'ImageFileError';
}

/** The error class of one kind of image, named `name`, so a caller can tell the kinds apart. */
export function imageFileError(name: string) {
  return class extends ImageFileError {
    override readonly name = name;
  };
}

/**
 * Why the picked file cannot be used, before opening it (its type, the three the server takes
 * for avatars and covers, ADR 015, and its size); null when fine.
 */
export function checkImageFile(
  file: { type: string; size: number },
  messages: ImageFileMessages,
): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return messages.type;
  if (file.size > IMAGE_SOURCE_MAX_BYTES) return messages.sourceTooLarge;
  return null;
}

export interface ImageEncoding {
  messages: ImageFileMessages;
  /** The error the module throws (its own class, so a caller can tell it apart). */
  fail: (message: string) => ImageFileError;
  /** The canvas's size for an image of `width` × `height`. */
  size: (width: number, height: number) => { width: number; height: number };
  /** Draws the image on the canvas (the whole of it, or the part that is kept). */
  draw: (context: CanvasRenderingContext2D, bitmap: ImageBitmap) => void;
  /** WebP quality, 0 to 1. */
  quality: number;
  /** The largest file the server takes. */
  maxBytes: number;
  /** The uploaded file's name without its extension: "avatar", "capa". */
  baseName: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * The image as it is uploaded: checked, opened, drawn on a canvas of `size` and encoded as WebP
 * (a browser that cannot encode WebP gives PNG, which the server takes too). Throws `fail(reason)`.
 */
export async function encodeImage(file: File, encoding: ImageEncoding): Promise<File> {
  const { messages, fail } = encoding;
  const problem = checkImageFile(file, messages);
  if (problem) throw fail(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw fail(messages.unreadable);
  }
  try {
    const size = encoding.size(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw fail(messages.unreadable);
    context.imageSmoothingQuality = 'high';
    encoding.draw(context, bitmap);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/webp', encoding.quality),
    );
    if (!blob) throw fail(messages.unreadable);
    if (blob.size > encoding.maxBytes) throw fail(messages.tooLarge);
    const ext = EXTENSIONS[blob.type] ?? 'webp';
    return new File([blob], `${encoding.baseName}.${ext}`, { type: blob.type || 'image/webp' });
  } finally {
    bitmap.close();
  }
}

/**
 * A failed image call in pt-BR: the picked file's reason, the server's field message on `field`,
 * `tooLarge` for a 413, or the code's message.
 */
export function imageFailure(error: unknown, tooLarge: string, field?: string): string {
  if (error instanceof ImageFileError) return error.message;
  if (!isApiError(error)) return statusMessages.malformedResponse;
  if (error.status === 413) return tooLarge;
  const fieldMessage = field ? error.fieldErrors[field]?.[0] : undefined;
  return fieldMessage ?? error.message ?? errorMessage(error.code);
}
