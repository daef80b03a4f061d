import { COVER_MAX_BYTES } from '@aula/contract';
import type { Services } from '../env';
import { dropImage, type ImageFolder } from './images';

/** What the UI shows for a cover over 2 MB, from the body limit or the file's own size. */
export const COVER_TOO_LARGE = 'A imagem de capa deve ter no máximo 2 MB.';

/** Course covers (ADR 018): the avatars' rules (ADR 015) in their own folder. */
export const COVERS: ImageFolder = {
  folder: 'covers',
  urlPrefix: '/api/covers/',
  field: 'cover',
  maxBytes: COVER_MAX_BYTES,
  tooLarge: COVER_TOO_LARGE,
};

/** Deletes the stored covers of deleted courses (best effort, like a replaced cover). */
export async function dropCovers(services: Services, urls: readonly (string | null)[]) {
  await Promise.all(urls.map((url) => dropImage(services, COVERS, url)));
}
