import {
  type AdminCaption,
  CAPTION_LANGUAGE_LABELS,
  CAPTION_LANGUAGES,
  type CaptionLanguage,
  type CaptionTrack,
} from '@aula/contract';
import type { Queryable } from '../db/database';
import { storeMediaPath } from '../media-signing';

type Sign = (lectureId: number, url: string) => string;

/** A row of `lecture_captions` (migration 0021). */
export interface CaptionRow {
  lecture_id: number;
  language: CaptionLanguage;
  file_key: string;
  cue_count: number;
  updated_at: Date | string;
}

/** pt-BR first, then the contract's order (en, es). */
const rank = (language: string) => {
  const at = (CAPTION_LANGUAGES as readonly string[]).indexOf(language);
  return at === -1 ? CAPTION_LANGUAGES.length : at;
};
const byLanguage = (a: { language: string }, b: { language: string }) =>
  rank(a.language) - rank(b.language);

/** The caption rows of some lectures, in one statement. */
export async function captionRowsOf(
  db: Queryable,
  lectureIds: readonly number[],
): Promise<CaptionRow[]> {
  if (lectureIds.length === 0) return [];
  const rows = await db.query<CaptionRow>(
    `select lecture_id, language, file_key, cue_count, updated_at
       from lecture_captions where lecture_id = any($1::int[])`,
    [[...lectureIds]],
  );
  // A language the contract no longer offers is not given out.
  return rows.filter((row) => rank(row.language) < CAPTION_LANGUAGES.length).sort(byLanguage);
}

/** A track as a viewer gets it: its label and its file's `/media/s/<key>` path, signed. */
export function trackOf(row: CaptionRow, sign: Sign): CaptionTrack {
  return {
    language: row.language,
    label: CAPTION_LANGUAGE_LABELS[row.language],
    url: sign(row.lecture_id, storeMediaPath(row.file_key)),
  };
}

/** Rows grouped by lecture as tracks (order kept: pt-BR first). */
export function tracksByLecture(rows: readonly CaptionRow[], sign: Sign) {
  const tracks = new Map<number, CaptionTrack[]>();
  for (const row of rows) {
    const list = tracks.get(row.lecture_id) ?? [];
    list.push(trackOf(row, sign));
    tracks.set(row.lecture_id, list);
  }
  return tracks;
}

/** The caption tracks of some lectures, signed for a viewer, pt-BR first (one statement). */
export async function captionTracksOf(
  db: Queryable,
  lectureIds: readonly number[],
  sign: Sign,
): Promise<Map<number, CaptionTrack[]>> {
  return tracksByLecture(await captionRowsOf(db, lectureIds), sign);
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** One row as the admin's drawer lists it. */
export function adminCaptionOf(row: CaptionRow, sign: Sign): AdminCaption {
  return { ...trackOf(row, sign), cue_count: row.cue_count, updated_at: iso(row.updated_at) };
}

/** A lecture's caption tracks as the admin's drawer lists them. */
export async function adminCaptionsOf(
  db: Queryable,
  lectureId: number,
  sign: Sign,
): Promise<AdminCaption[]> {
  return (await captionRowsOf(db, [lectureId])).map((row) => adminCaptionOf(row, sign));
}
