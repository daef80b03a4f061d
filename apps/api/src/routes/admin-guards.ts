import type { Queryable } from '../db/database';
import type { Viewer } from '../env';
import { fieldError, notFound } from '../http';
import { adminCourseSummaries, courseRow } from '../queries/admin-courses';
import { loadCourse } from '../queries/catalog';
import { sectionOf } from '../queries/curriculum';

/** The 404s and lookups the admin's course endpoints share (courses, curriculum, repositories). */

export const courseNotFound = () => notFound('Curso não encontrado.');

/** The course's id and product, or a 404. */
export async function requireCourse(db: Queryable, id: number) {
  const row = await courseRow(db, id);
  if (!row) throw courseNotFound();
  return row;
}

/** Locks the course row: content writes of one course run one after the other (dense positions). */
export async function lockCourse(tx: Queryable, id: number) {
  const row = await courseRow(tx, id, { forUpdate: true });
  if (!row) throw courseNotFound();
  return row;
}

export async function requireSection(db: Queryable, courseId: number, sectionId: number) {
  const row = await sectionOf(db, courseId, sectionId);
  if (!row) throw notFound('Seção não encontrada.');
  return row;
}

/** A `section_id` in a body that is not one of the course's sections: a 422 on that field. */
export async function requireSectionField(db: Queryable, courseId: number, sectionId: number) {
  if (!(await sectionOf(db, courseId, sectionId))) {
    throw fieldError('section_id', 'A seção escolhida não pertence a este curso.');
  }
}

/** One course as the admin endpoints answer it (the list's columns). */
export async function summary(db: Queryable, viewer: Viewer, id: number) {
  const [course] = await adminCourseSummaries(db, viewer, [id]);
  if (!course) throw courseNotFound();
  return course;
}

/** The course as the admin sees it now; the handlers pick what they just wrote from it. */
export async function adminCourse(db: Queryable, viewer: Viewer, courseId: number, now: Date) {
  const course = await loadCourse(db, viewer, { id: courseId }, now);
  if (!course) throw courseNotFound();
  return course;
}
