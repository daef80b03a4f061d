import { z } from 'zod/mini';
import { envelope, idParam, str } from '../entities/common';
import { adminCaptionSchema, captionLanguageSchema, lectureVideoSchema } from '../entities/video';
import { endpoint } from './define';

/** The largest caption file taken: 1 MB of text (several hours of dense cues). */
export const CAPTION_MAX_CHARS = 1_000_000;

/** A lecture's uploaded video and its captions (issue 35). Uploads themselves go through tus. */
export const lectureVideoEndpoints = {
  lectureVideo: endpoint({
    method: 'GET',
    path: 'api/lectures/:id/video',
    access: 'admin',
    params: idParam,
    response: envelope(lectureVideoSchema),
  }),
  /** Adds or replaces the lecture's caption file in a language; `.srt` is converted to WebVTT. */
  saveLectureCaption: endpoint({
    method: 'POST',
    path: 'api/lectures/:id/captions',
    access: 'admin',
    params: idParam,
    body: z.object({
      language: captionLanguageSchema,
      /** The file's text, WebVTT or SubRip. */
      content: str(z.minLength(1), z.maxLength(CAPTION_MAX_CHARS)),
    }),
    response: envelope(adminCaptionSchema),
  }),
  deleteLectureCaption: endpoint({
    method: 'DELETE',
    path: 'api/lectures/:id/captions/:language',
    access: 'admin',
    params: z.extend(idParam, { language: captionLanguageSchema }),
  }),
} as const;
