import type { Lecture, LectureInput, Section } from '@aula/contract';
import type { AccountNotify } from '../../account/notify';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { sendOptimistic } from '../list/optimistic';
import { contentMessages } from './content-messages';
import { moveLecture, moveSection } from './curriculum-moves';

type Layout = { data: Section[] };
type Apply = (sections: Section[]) => Section[];

/** Ids the screen gives rows the server has not answered for yet (never sent to the API). */
let tempId = -1;
export const isTemp = (id: number) => id < 0;

const mapLecture = (id: number, change: (lecture: Lecture) => Lecture): Apply => {
  return (sections) =>
    sections.map((section) => ({
      ...section,
      lectures: section.lectures.map((lecture) => (lecture.id === id ? change(lecture) : lecture)),
    }));
};

/** A lecture added on screen, until the server answers with its own. */
const pendingLecture = (sectionId: number, title: string): Lecture => ({
  id: tempId--,
  section_id: sectionId,
  title,
  position: 1,
  has_watched: false,
  is_bookmarked: false,
  is_free: false,
  is_published: false,
  is_locked: false,
  scheduled_for: null,
  video_url: null,
  duration_seconds: null,
  description: null,
});

/**
 * The course's sections and lectures, and every change the editor makes to them. Each change shows
 * at once and is sent in one request; when the server refuses, the list returns to what it was, a
 * toast says what failed, and the list is read again (ADR 020, "The editor").
 */
export function useCurriculum(courseId: number, notify: AccountNotify) {
  const params = { id: courseId };
  const list = useApiQuery('listSections', { params });
  const createSection = useApiMutation('createSection');
  const updateSection = useApiMutation('updateSection');
  const deleteSection = useApiMutation('deleteSection');
  const rankSections = useApiMutation('rankSections');
  const createLecture = useApiMutation('createLecture');
  const updateLecture = useApiMutation('updateLecture');
  const deleteLecture = useApiMutation('deleteLecture');
  const rankLectures = useApiMutation('rankLectures');
  const sections = list.data?.data ?? [];

  /**
   * One change: `apply` shows it at once (on whatever the list holds then), `send` is its one
   * request. A refusal rolls the list back, says `failure`, and reads the list again. With
   * `rethrow` the caller (the drawer's form) also gets the error, to show it on its fields.
   */
  const change = async (
    apply: Apply,
    send: () => Promise<unknown>,
    failure: string,
    options: { rethrow?: boolean } = {},
  ) => {
    try {
      await sendOptimistic(
        list.mutate,
        (current?: Layout) => ({
          data: apply(current?.data ?? sections),
        }),
        send,
      );
      return true;
    } catch (err) {
      if (!options.rethrow) notify('error', failure);
      void list.mutate();
      if (options.rethrow) throw err;
      return false;
    }
  };

  const addSection = (title: string) => {
    const section: Section = {
      id: tempId--,
      course_id: courseId,
      title,
      position: sections.length + 1,
      lectures: [],
    };
    return change(
      (current) => [...current, section],
      () => createSection.trigger({ params, body: { title } }),
      contentMessages.failed.addSection,
    );
  };

  const renameSection = async (section: Section, title: string) => {
    if (title === section.title) return true;
    return change(
      (current) => current.map((s) => (s.id === section.id ? { ...s, title } : s)),
      () =>
        updateSection.trigger({ params: { ...params, sectionId: section.id }, body: { title } }),
      contentMessages.failed.renameSection,
    );
  };

  const removeSection = (section: Section) =>
    change(
      (current) => current.filter((s) => s.id !== section.id),
      () => deleteSection.trigger({ params: { ...params, sectionId: section.id } }),
      contentMessages.failed.deleteSection,
    );

  const reorderSections = async (from: number, to: number) => {
    const move = moveSection(sections, from, to);
    if (!move) return true;
    return change(
      () => move.sections,
      () => rankSections.trigger({ params, body: move.payload }),
      contentMessages.failed.rankSections,
    );
  };

  const placeLecture = async (lecture: Lecture, sectionId: number, index: number) => {
    const move = moveLecture(sections, lecture.id, sectionId, index);
    if (!move) return true;
    return change(
      () => move.sections,
      () => rankLectures.trigger({ params, body: move.payload }),
      lecture.section_id === sectionId
        ? contentMessages.failed.rankLectures
        : contentMessages.failed.moveLecture,
    );
  };

  const addLecture = (section: Section, title: string) => {
    const lecture = pendingLecture(section.id, title);
    return change(
      (current) =>
        current.map((s) =>
          s.id === section.id ? { ...s, lectures: [...s.lectures, lecture] } : s,
        ),
      () =>
        createLecture.trigger({
          params,
          body: { section_id: section.id, title, is_published: false },
        }),
      contentMessages.failed.addLecture,
    );
  };

  const saveLecture = (
    lecture: Lecture,
    body: Partial<LectureInput>,
    options: { rethrow?: boolean } = {},
  ) =>
    change(
      mapLecture(lecture.id, (current) => ({
        ...current,
        ...(Object.fromEntries(
          Object.entries(body).filter(([, value]) => value !== undefined),
        ) as Partial<Lecture>),
      })),
      () => updateLecture.trigger({ params: { ...params, lectureId: lecture.id }, body }),
      contentMessages.failed.updateLecture,
      options,
    );

  const removeLecture = (lecture: Lecture) =>
    change(
      (current) =>
        current.map((s) => ({ ...s, lectures: s.lectures.filter((l) => l.id !== lecture.id) })),
      () => deleteLecture.trigger({ params: { ...params, lectureId: lecture.id } }),
      contentMessages.failed.deleteLecture,
    );

  return {
    /** The read: `data`, `error`, `isLoading`, and `mutate` to read again. */
    list,
    sections,
    addSection,
    renameSection,
    removeSection,
    reorderSections,
    placeLecture,
    addLecture,
    saveLecture,
    removeLecture,
  };
}

export type Curriculum = ReturnType<typeof useCurriculum>;
