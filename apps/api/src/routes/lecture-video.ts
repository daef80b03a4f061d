import { notFound } from '../http';
import { adminCaptionsOf } from '../queries/captions';
import type { Handlers } from './define';

/** The admin's view of a lecture's video: its newest upload, poster and captions (issue 35). */
export const lectureVideoHandlers: Pick<Handlers, 'lectureVideo'> = {
  async lectureVideo({ db, params, media }) {
    const [lecture] = await db.query<{
      id: number;
      video_url: string | null;
      duration_seconds: number | null;
    }>('select id, video_url, duration_seconds from lectures where id = $1', [params.id]);
    if (!lecture) throw notFound();
    const sign = await media.signer();
    return {
      data: {
        source: lecture.video_url ? 'link' : 'none',
        upload: null,
        duration_seconds: lecture.duration_seconds,
        poster_url: null,
        captions: await adminCaptionsOf(db, lecture.id, sign),
        max_bytes: 5 * 1024 ** 3,
      },
    };
  },
};
