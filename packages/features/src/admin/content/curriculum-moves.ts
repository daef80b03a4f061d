import type { LectureRanking, Section } from '@aula/contract';

/**
 * The curriculum editor's pure moves (ADR 020, "The editor"): each takes the sections as shown and
 * returns the next layout plus the one request body the drop sends. The screen shows `sections` at
 * once (optimistic) and the server gets `payload`; a refusal puts the previous layout back.
 */
export interface SectionMove {
  sections: Section[];
  /** `rankSections`' body: every section of the course, in the new order. */
  payload: { ids: number[] };
}

export interface LectureMove {
  sections: Section[];
  /** `rankLectures`' body: the section(s) the drop touched, with their lectures exactly. */
  payload: LectureRanking;
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max);
}

/** Moves the section at `from` to `to` (indexes in the course's order). Null when nothing moves. */
export function moveSection(
  sections: readonly Section[],
  from: number,
  to: number,
): SectionMove | null {
  if (from < 0 || from >= sections.length) return null;
  const target = clamp(to, 0, sections.length - 1);
  if (target === from) return null;
  const next = [...sections];
  const [moved] = next.splice(from, 1);
  if (!moved) return null;
  next.splice(target, 0, moved);
  const renumbered = next.map((section, index) => ({ ...section, position: index + 1 }));
  return { sections: renumbered, payload: { ids: renumbered.map((section) => section.id) } };
}

/**
 * Moves a lecture to `toIndex` of section `toSectionId` (its own section: a reorder; another: a
 * move, inserted at that index, at the end when it is past it). Null when nothing changes or an
 * id is unknown. The payload names the target section, and the source too when they differ.
 */
export function moveLecture(
  sections: readonly Section[],
  lectureId: number,
  toSectionId: number,
  toIndex: number,
): LectureMove | null {
  const source = sections.find((section) => section.lectures.some((l) => l.id === lectureId));
  const target = sections.find((section) => section.id === toSectionId);
  if (!source || !target) return null;
  const from = source.lectures.findIndex((lecture) => lecture.id === lectureId);
  const lecture = source.lectures[from];
  if (!lecture) return null;
  const sourceLectures = source.lectures.filter((l) => l.id !== lectureId);
  const targetBase = source.id === target.id ? sourceLectures : [...target.lectures];
  const index = clamp(toIndex, 0, targetBase.length);
  if (source.id === target.id && index === from) return null;
  const targetLectures = [...targetBase];
  targetLectures.splice(index, 0, { ...lecture, section_id: target.id });
  const next = sections.map((section) => {
    if (section.id === target.id) return { ...section, lectures: targetLectures };
    if (section.id === source.id) return { ...section, lectures: sourceLectures };
    return section;
  });
  const ranked = (section: Section) => ({
    id: section.id,
    lecture_ids: section.lectures.map((l) => l.id),
  });
  const touched = next.filter((s) => s.id === target.id || s.id === source.id);
  // The target first: the order the sections are named in does not matter to the server.
  touched.sort((a) => (a.id === target.id ? -1 : 1));
  return { sections: next, payload: { sections: touched.map(ranked) } };
}
