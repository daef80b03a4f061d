import type { AdminCaption, CaptionTrack } from '@aula/contract';
import type { Queryable } from '../db/database';

type Sign = (lectureId: number, url: string) => string;

/**
 * The caption tracks of some lectures, signed for a viewer, pt-BR first (course-by-slug).
 * Filled in by the captions work of issue 35; until then no lecture has captions.
 */
export async function captionTracksOf(
  _db: Queryable,
  _lectureIds: readonly number[],
  _sign: Sign,
): Promise<Map<number, CaptionTrack[]>> {
  return new Map();
}

/** A lecture's caption tracks as the admin's drawer lists them. */
export async function adminCaptionsOf(
  _db: Queryable,
  _lectureId: number,
  _sign: Sign,
): Promise<AdminCaption[]> {
  return [];
}
