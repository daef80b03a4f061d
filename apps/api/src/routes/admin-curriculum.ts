import type { LectureInput } from '@aula/contract';
import type { Queryable } from '../db/database';
import type { Viewer } from '../env';
import { fieldError, HttpError, notFound, VALIDATION_MESSAGE } from '../http';
import { noticeLecturePublished, queueReleaseLook } from '../notifications/produce';
import {
  deleteLecture,
  deleteSection,
  densify,
  insertLecture,
  insertSection,
  type LectureColumns,
  lectureIdsIn,
  lectureSection,
  moveLectures,
  nextLecturePosition,
  ownSectionIds,
  renameSection,
  sectionIds,
  touchCourse,
  updateLecture,
  writeOrder,
} from '../queries/curriculum';
import { sanitizeRichText } from '../queries/rich-text';
import { adminCourse, lockCourse, requireSection, requireSectionField } from './admin-guards';
import type { Handlers } from './define';

/** A course's sections and lectures: the admin's content editor (ADR 020). */

async function sectionWithLectures(
  db: Queryable,
  viewer: Viewer,
  courseId: number,
  sectionId: number,
  now: Date,
) {
  const section = (await adminCourse(db, viewer, courseId, now)).sections.find(
    (s) => s.id === sectionId,
  );
  if (!section) throw notFound('Seção não encontrada.');
  return section;
}

async function lectureOf(
  db: Queryable,
  viewer: Viewer,
  courseId: number,
  lectureId: number,
  now: Date,
) {
  const lectures = (await adminCourse(db, viewer, courseId, now)).sections.flatMap(
    (s) => s.lectures,
  );
  const lecture = lectures.find((l) => l.id === lectureId);
  if (!lecture) throw notFound('Aula não encontrada.');
  return lecture;
}

const STALE_ORDER = 'A nova ordem deve conter cada item exatamente uma vez.';

/** True when `ids` names each of `known` exactly once, and nothing else. */
function sameSet(ids: readonly number[], known: ReadonlySet<number>) {
  const unique = new Set(ids);
  return (
    unique.size === ids.length && unique.size === known.size && ids.every((id) => known.has(id))
  );
}

/** The columns a body gives, the description's rich text sanitised. */
function lectureColumns(
  body: {
    [K in keyof LectureInput]?: LectureInput[K] | undefined;
  },
): LectureColumns {
  const columns: LectureColumns = {};
  if (body.title !== undefined) columns.title = body.title;
  if (body.description !== undefined)
    columns.description = body.description === null ? null : sanitizeRichText(body.description);
  if (body.video_url !== undefined) columns.video_url = body.video_url;
  // One source at a time: a link saved over an uploaded video replaces it (its files stay until
  // the upload row goes; ADR 038).
  if (body.video_url) columns.video_upload_id = null;
  if (body.duration_seconds !== undefined) columns.duration_seconds = body.duration_seconds;
  if (body.is_free !== undefined) columns.is_free = body.is_free;
  if (body.is_published !== undefined) columns.is_published = body.is_published;
  if (body.scheduled_for !== undefined) columns.scheduled_for = body.scheduled_for;
  return columns;
}

export const adminCurriculumHandlers: Pick<
  Handlers,
  | 'listSections'
  | 'createSection'
  | 'updateSection'
  | 'deleteSection'
  | 'rankSections'
  | 'createLecture'
  | 'updateLecture'
  | 'deleteLecture'
  | 'rankLectures'
> = {
  async listSections({ db, viewer, params, now }) {
    return { data: (await adminCourse(db, viewer, params.id, now())).sections };
  },

  async createSection({ db, viewer, params, body, now }) {
    const id = await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const inserted = await insertSection(tx, params.id, body.title);
      await touchCourse(tx, params.id);
      return inserted;
    });
    return { data: await sectionWithLectures(db, viewer, params.id, id, now()) };
  },

  async updateSection({ db, viewer, params, body, now }) {
    await requireSection(db, params.id, params.sectionId);
    await db.transaction(async (tx) => {
      await renameSection(tx, params.sectionId, body.title);
      await touchCourse(tx, params.id);
    });
    return { data: await sectionWithLectures(db, viewer, params.id, params.sectionId, now()) };
  },

  async deleteSection({ db, params }) {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      await requireSection(tx, params.id, params.sectionId);
      await deleteSection(tx, params.sectionId);
      await densify(tx, { table: 'sections', courseId: params.id });
      await touchCourse(tx, params.id);
    });
    return undefined;
  },

  async rankSections({ db, params, body }) {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const current = await sectionIds(tx, params.id);
      if (!sameSet(body.ids, new Set(current))) {
        throw new HttpError(422, 'ValidationException', VALIDATION_MESSAGE, { ids: [STALE_ORDER] });
      }
      await writeOrder(tx, 'sections', body.ids);
      await touchCourse(tx, params.id);
    });
    return undefined;
  },

  async createLecture({ db, viewer, params, body, now }) {
    const id = await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      await requireSectionField(tx, params.id, body.section_id);
      const inserted = await insertLecture(tx, body.section_id, lectureColumns(body));
      await touchCourse(tx, params.id);
      if (body.is_published) await noticeLecturePublished(tx, inserted);
      await queueReleaseLook(tx, body.scheduled_for);
      return inserted;
    });
    return { data: await lectureOf(db, viewer, params.id, id, now()) };
  },

  async updateLecture({ db, viewer, params, body, now }) {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const from = await lectureSection(tx, params.id, params.lectureId);
      if (from === null) throw notFound('Aula não encontrada.');
      const columns = lectureColumns(body);
      const moved = body.section_id !== undefined && body.section_id !== from;
      if (moved && body.section_id !== undefined) {
        await requireSectionField(tx, params.id, body.section_id);
        columns.section_id = body.section_id;
        // Moved: it goes to the end of its new section.
        columns.position = await nextLecturePosition(tx, body.section_id);
      }
      if (Object.keys(columns).length === 0) return;
      const [before] = await tx.query<{ is_published: boolean }>(
        'select is_published from lectures where id = $1',
        [params.lectureId],
      );
      await updateLecture(tx, params.lectureId, columns);
      if (moved) await densify(tx, { table: 'lectures', sectionId: from });
      await touchCourse(tx, params.id);
      // Made published now: its students hear of it (issue 36 §2, ADR 045).
      if (body.is_published && before?.is_published === false)
        await noticeLecturePublished(tx, params.lectureId);
      await queueReleaseLook(tx, body.scheduled_for);
    });
    return { data: await lectureOf(db, viewer, params.id, params.lectureId, now()) };
  },

  async deleteLecture({ db, params }) {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const from = await deleteLecture(tx, params.id, params.lectureId);
      if (from === null) throw notFound('Aula não encontrada.');
      await densify(tx, { table: 'lectures', sectionId: from });
      await touchCourse(tx, params.id);
    });
    return undefined;
  },

  async rankLectures({ db, params, body }) {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const ids = body.sections.map((section) => section.id);
      const owned = await ownSectionIds(tx, params.id, ids);
      if (new Set(ids).size !== ids.length || owned.length !== ids.length) {
        throw fieldError('sections', 'Cada seção deve ser deste curso e aparecer uma vez.');
      }
      const current = await lectureIdsIn(tx, ids);
      const ranked = body.sections.flatMap((section) => section.lecture_ids);
      if (!sameSet(ranked, new Set(current))) throw fieldError('sections', STALE_ORDER);
      for (const section of body.sections) {
        if (section.lecture_ids.length === 0) continue;
        await moveLectures(tx, section.id, section.lecture_ids);
        await writeOrder(tx, 'lectures', section.lecture_ids);
      }
      await touchCourse(tx, params.id);
    });
    return undefined;
  },
};
