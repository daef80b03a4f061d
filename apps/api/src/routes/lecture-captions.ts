import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { fieldError, notFound } from '../http';
import { adminCaptionOf, type CaptionRow } from '../queries/captions';
import { touchCourse } from '../queries/curriculum';
import { parseCaptions } from '../video/captions';
import type { Handlers } from './define';

/** The type caption files are stored (and served) with. */
export const CAPTION_CONTENT_TYPE = 'text/vtt; charset=utf-8';

const lectureNotFound = () => notFound('Aula não encontrada.');

/**
 * The lecture, locked for the transaction: every caption write of a lecture runs one at a time,
 * so the file a replace reads as the previous one is the one it replaces.
 */
async function lockLecture(tx: Queryable, lectureId: number) {
  const [lecture] = await tx.query<{ id: number; course_id: number }>(
    `select l.id, s.course_id from lectures l join sections s on s.id = l.section_id
      where l.id = $1 for update of l`,
    [lectureId],
  );
  if (!lecture) throw lectureNotFound();
  return lecture;
}

/** A lecture's caption tracks (issue 35): WebVTT or SubRip in, WebVTT stored and served. */
export const lectureCaptionHandlers: Pick<Handlers, 'saveLectureCaption' | 'deleteLectureCaption'> =
  {
    /**
     * Checked whole before anything is written: a refusal stores no file and no row. The new
     * file is written first under a new name, then the row points at it; the replaced file goes
     * after the commit (a failed commit removes the new one instead).
     */
    async saveLectureCaption({ db, files, media, params, body }) {
      const [lecture] = await db.query<{ duration_seconds: number | null }>(
        'select duration_seconds from lectures where id = $1',
        [params.id],
      );
      if (!lecture) throw lectureNotFound();
      const parsed = parseCaptions(body.content, { durationSeconds: lecture.duration_seconds });
      if (!parsed.ok) throw fieldError('content', parsed.message);

      const key = `captions/${params.id}/${body.language}-${randomBytes(12).toString('hex')}.vtt`;
      await files.put(key, new TextEncoder().encode(parsed.vtt), CAPTION_CONTENT_TYPE);
      let written: { row: CaptionRow; previous: string | null };
      try {
        written = await db.transaction(async (tx) => {
          const locked = await lockLecture(tx, params.id);
          const [old] = await tx.query<{ file_key: string }>(
            'select file_key from lecture_captions where lecture_id = $1 and language = $2',
            [params.id, body.language],
          );
          const [saved] = await tx.query<CaptionRow>(
            `insert into lecture_captions (lecture_id, language, file_key, cue_count)
             values ($1, $2, $3, $4)
             on conflict (lecture_id, language) do update
               set file_key = excluded.file_key, cue_count = excluded.cue_count, updated_at = now()
             returning lecture_id, language, file_key, cue_count, updated_at`,
            [params.id, body.language, key, parsed.cues.length],
          );
          if (!saved) throw new Error('caption upsert returned nothing');
          await touchCourse(tx, locked.course_id);
          return { row: saved, previous: old?.file_key ?? null };
        });
      } catch (error) {
        await files.delete(key);
        throw error;
      }
      const { row, previous } = written;
      if (previous !== null && previous !== key) await files.delete(previous);
      return { data: adminCaptionOf(row, await media.signer()) };
    },

    /** Removes the track and its file; a language without a track is already removed (204). */
    async deleteLectureCaption({ db, files, params }) {
      const removed = await db.transaction(async (tx) => {
        const locked = await lockLecture(tx, params.id);
        const [row] = await tx.query<{ file_key: string }>(
          'delete from lecture_captions where lecture_id = $1 and language = $2 returning file_key',
          [params.id, params.language],
        );
        if (row) await touchCourse(tx, locked.course_id);
        return row?.file_key ?? null;
      });
      if (removed !== null) await files.delete(removed);
      return undefined;
    },
  };
