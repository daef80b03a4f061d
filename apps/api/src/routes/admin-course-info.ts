import { COVER_MAX_BYTES } from '@aula/contract';
import type { Services } from '../env';
import { notFound } from '../http';
import { summary } from './admin-guards';
import { COVERS } from './covers';
import type { Handlers } from './define';
import { dropImage, imageHandler, replaceImage } from './images';

export { COVER_TOO_LARGE } from './covers';
/** The whole cover form: the image and its multipart envelope (field names, boundary, `_method`). */
export const COVER_MAX_BODY_BYTES = COVER_MAX_BYTES + 64 * 1024;
/** The upload path, for the body limit (`/api/courses/<id>/cover`). */
export const COVER_UPLOAD_PATH = /^\/api\/courses\/[^/]+\/cover$/;
/** Public cover files; `:name` is checked by `imageHandler`. */
export const COVER_ROUTE = '/api/covers/:name';

/** Sets the cover URL in one transaction; answers the URL it replaced (404 for no course). */
async function setCover(db: Services['db'], courseId: number, url: string | null) {
  return db.transaction(async (tx) => {
    const [old] = await tx.query<{ cover_url: string | null }>(
      'select cover_url from courses where id = $1 for update',
      [courseId],
    );
    if (!old) throw notFound('Curso não encontrado.');
    await tx.query('update courses set cover_url = $1, updated_at = now() where id = $2', [
      url,
      courseId,
    ]);
    return { result: undefined, previous: old.cover_url };
  });
}

/** `GET /api/covers/:name`: the stored file, typed by its bytes, cached for good, inert. */
export const coverHandler = (services: Services) => imageHandler(services, COVERS);

/** "Informações básicas" (ADR 018): the course's cover image. */
export const adminCourseInfoHandlers: Pick<Handlers, 'updateCourseCover' | 'deleteCourseCover'> = {
  async updateCourseCover(services) {
    const { body, params, db, viewer } = services;
    await replaceImage(services, COVERS, body.cover, (url) => setCover(db, params.id, url));
    return { data: await summary(db, viewer, params.id) };
  },

  async deleteCourseCover(services) {
    const { params, db, viewer } = services;
    const { previous } = await setCover(db, params.id, null);
    await dropImage(services, COVERS, previous);
    return { data: await summary(db, viewer, params.id) };
  },
};
