import type { VideoFailure, VideoUploadStatus } from '@aula/contract';
import { notFound } from '../http';
import { storeMediaPath } from '../media-signing';
import { adminCaptionsOf } from '../queries/captions';
import { DEFAULT_VIDEO_MAX_BYTES } from '../video/limits';
import type { Handlers } from './define';

interface Row {
  id: number;
  video_url: string | null;
  duration_seconds: number | null;
  playing_prefix: string | null;
  playing_sent_at: Date | null;
  upload_id: string | null;
  status: VideoUploadStatus | null;
  progress: number | null;
  file_name: string | null;
  size_bytes: string | number | null;
  failure: VideoFailure | null;
  updated_at: Date | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The admin's view of a lecture's video: what plays now, its newest upload in whatever state
 * (the drawer polls it while an upload is sent or processed), the poster and the captions.
 */
export function lectureVideoHandlers(
  maxBytes = DEFAULT_VIDEO_MAX_BYTES,
): Pick<Handlers, 'lectureVideo'> {
  return {
    async lectureVideo({ db, params, media }) {
      const [row] = await db.query<Row>(
        `select l.id, l.video_url, l.duration_seconds, p.files_prefix as playing_prefix,
                p.created_at as playing_sent_at,
                u.id as upload_id, u.status, u.progress, u.file_name, u.size_bytes, u.failure, u.updated_at
           from lectures l
           left join video_uploads p on p.id = l.video_upload_id and p.status = 'ready'
           left join lateral (
             select * from video_uploads where lecture_id = l.id order by created_at desc, id desc limit 1
           ) u on true
          where l.id = $1`,
        [params.id],
      );
      if (!row) throw notFound('Aula não encontrada.');
      const sign = await media.signer();
      return {
        data: {
          source: row.playing_prefix ? 'upload' : row.video_url ? 'link' : 'none',
          upload:
            row.upload_id && row.status
              ? {
                  id: row.upload_id,
                  status: row.status,
                  progress: row.progress ?? 0,
                  file_name: row.file_name ?? '',
                  size_bytes: Number(row.size_bytes ?? 0),
                  failure: row.failure,
                  updated_at: iso(row.updated_at ?? new Date()),
                }
              : null,
          duration_seconds: row.duration_seconds,
          poster_url: row.playing_prefix
            ? sign(row.id, storeMediaPath(`${row.playing_prefix}/poster.jpg`))
            : null,
          captions: await adminCaptionsOf(db, row.id, sign),
          video_sent_at:
            row.playing_prefix && row.playing_sent_at ? iso(row.playing_sent_at) : null,
          max_bytes: maxBytes,
        },
      };
    },
  };
}
