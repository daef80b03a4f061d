import type { CourseInput } from '@aula/contract';
import type { Queryable } from '../db/database';
import { fieldError } from '../http';
import { startCourseFanout } from '../notifications/produce';
import {
  adminCourseSummaries,
  courseListPage,
  deleteCourses,
  insertCourse,
  productExists,
  slugTaken,
  updateCourse,
} from '../queries/admin-courses';
import { pageMeta } from '../queries/catalog';
import { adminCourse, courseNotFound, requireCourse, summary } from './admin-guards';
import { dropCovers } from './covers';
import type { Handlers } from './define';

async function checkCourseInput(db: Queryable, body: CourseInput, exceptId: number | null) {
  if (!(await productExists(db, body.product_id))) {
    throw fieldError('product_id', 'O produto escolhido não existe.');
  }
  if (await slugTaken(db, body.slug, exceptId)) {
    throw fieldError('slug', 'Este endereço (slug) já está em uso por outro curso.');
  }
}

/** The admin's courses (ADR 016, 018): the list, one course, and their writes. */
export const adminCourseListHandlers: Pick<
  Handlers,
  'listCourses' | 'createCourse' | 'getCourse' | 'updateCourse' | 'deleteCourse' | 'deleteCourses'
> = {
  async listCourses({ db, viewer, query }) {
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const { total, ids } = await courseListPage(
      db,
      { search: query.search, productId: query.product_id, status: query.status },
      query.sort ?? 'title',
      { limit: perPage, offset: (page - 1) * perPage },
    );
    return {
      data: await adminCourseSummaries(db, viewer, ids),
      meta: pageMeta(page, perPage, total),
    };
  },

  async createCourse({ db, viewer, body }) {
    await checkCourseInput(db, body, null);
    const id = await insertCourse(db, body);
    return { data: await summary(db, viewer, id) };
  },

  async getCourse({ db, viewer, params, now }) {
    return { data: await adminCourse(db, viewer, params.id, now()) };
  },

  async updateCourse({ db, viewer, params, body }) {
    await requireCourse(db, params.id);
    await checkCourseInput(db, body, params.id);
    await db.transaction(async (tx) => {
      const [before] = await tx.query<{ is_published: boolean }>(
        'select is_published from courses where id = $1 for update',
        [params.id],
      );
      await updateCourse(tx, params.id, body);
      // Published now: the product's students hear of the course once (issue 36 §2, ADR 045).
      if (body.is_published && before?.is_published === false)
        await startCourseFanout(tx, params.id);
    });
    return { data: await summary(db, viewer, params.id) };
  },

  async deleteCourse(services) {
    const covers = await deleteCourses(services.db, [services.params.id]);
    if (covers.length === 0) throw courseNotFound();
    // Its content goes with it (cascade, ADR 020); its cover file too.
    await dropCovers(services, covers);
    return undefined;
  },

  async deleteCourses(services) {
    // All or nothing: ids that no longer exist are fine (deleted elsewhere).
    const covers = await services.db.transaction((tx) => deleteCourses(tx, services.body.ids));
    await dropCovers(services, covers);
    return undefined;
  },
};
