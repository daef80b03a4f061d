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

/** `12:05` for 725 seconds, `1:02:03` past an hour; empty for none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * What an admin types as a duration, in seconds: `mm:ss` (`12:05`), `h:mm:ss`, or whole minutes
 * (`12`). Empty is null (no duration); anything else is undefined (invalid).
 */
export function parseDuration(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (/^\d{1,4}$/.test(value)) return Number(value) * 60;
  const parts = /^(?:(\d{1,3}):)?(\d{1,3}):([0-5]\d)$/.exec(value);
  if (!parts) return undefined;
  const [, h = '0', m = '0', s = '0'] = parts;
  if (parts[1] !== undefined && Number(m) > 59) return undefined;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** Whether a lecture has a video to show (a published one without it says "not available yet"). */
export const hasVideo = (lecture: { video_url: string | null }) => !!lecture.video_url?.trim();

/**
 * Publishing a lecture without a video (issue 33): students would see "O vídeo desta aula ainda não
 * está disponível", so the row and the drawer say so and ask first.
 */
export const noVideoMessages = {
  badge: 'Sem vídeo',
  confirmTitle: (lecture: string) => `Publicar “${lecture}” sem vídeo?`,
  confirmDescription:
    'Os alunos verão “O vídeo desta aula ainda não está disponível” até que você informe o endereço do vídeo.',
  confirm: 'Publicar sem vídeo',
  warning:
    'Esta aula não tem vídeo. Publicada assim, os alunos verão “O vídeo desta aula ainda não está disponível”.',
} as const;
