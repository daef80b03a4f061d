import { pageMeta } from '../queries/catalog';
import { courseStudentsPage } from '../queries/course-students';
import { requireCourse } from './admin-guards';
import type { Handlers } from './define';

/** A course's students (ADR 019): every subscription to its product, paged and filtered. */
export const adminCourseStudentHandlers: Pick<Handlers, 'listCourseStudents'> = {
  async listCourseStudents({ db, params, query }) {
    const course = await requireCourse(db, params.id);
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const { total, students } = await courseStudentsPage(
      db,
      course,
      { search: query.search, status: query.status },
      { limit: perPage, offset: (page - 1) * perPage },
    );
    return { data: students, meta: pageMeta(page, perPage, total) };
  },
};
