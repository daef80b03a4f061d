import { notFound } from '../http';
import type { Handlers } from './define';

/** A lecture's caption tracks (issue 35): WebVTT or SubRip in, WebVTT stored and served. */
export const lectureCaptionHandlers: Pick<Handlers, 'saveLectureCaption' | 'deleteLectureCaption'> =
  {
    async saveLectureCaption() {
      throw notFound();
    },
    async deleteLectureCaption() {
      throw notFound();
    },
  };
