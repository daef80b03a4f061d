import { randomBytes } from 'node:crypto';
import { VIDEO_UPLOADS_PATH } from '@aula/contract';
import { Server } from '@tus/server';
import type { DataStore } from '@tus/utils';
import type { Context } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv, Services } from '../env';
import { errorJson } from '../http';
import { enqueue } from '../jobs/queue';
import { DEFAULT_VIDEO_MAX_BYTES, DEFAULT_VIDEO_MAX_SECONDS } from './limits';
import { pgLocker } from './locker';

/** The queue that turns a received upload into its HLS ladder (transcode-job.ts). */
export const TRANSCODE_QUEUE = 'video.transcode';
/** Runs of a transcoding before the upload is `failed` with `transcode_failed`. */
export const TRANSCODE_ATTEMPTS = 3;

export interface VideoSettings {
  /** Where the tus uploads are kept until transcoded: a folder (`@tus/file-store`) or a bucket. */
  store: DataStore;
  maxBytes: number;
  maxSeconds: number;
}

/** The settings with the default limits, over a store. */
export const defaultVideoSettings = (store: DataStore): VideoSettings => ({
  store,
  maxBytes: DEFAULT_VIDEO_MAX_BYTES,
  maxSeconds: DEFAULT_VIDEO_MAX_SECONDS,
});

const MESSAGES = {
  signedOut: 'Sua sessão expirou. Entre de novo para enviar o vídeo.',
  notAdmin: 'Só a equipe do curso pode enviar vídeos.',
  noLecture: 'A aula deste envio não existe mais. Recarregue a página.',
  empty: 'O arquivo está vazio (0 bytes). Escolha o arquivo do vídeo.',
  noLength: 'O envio precisa informar o tamanho do arquivo.',
  tooLarge: (max: number) =>
    `O arquivo é maior que o tamanho máximo permitido (${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(max / 1000 ** 3)} GB).`,
} as const;

/** tus's `Upload-Metadata`: comma-separated `key base64value` pairs. */
export function parseUploadMetadata(header: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (!key) continue;
    result[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return result;
}

/** A file name as shown to admins: its last path part, without control characters, at most 200. */
const cleanName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'video';

/**
 * The tus endpoint (`/api/video-uploads`, creation + termination, resumable): admins only, CSRF
 * as every mutating call. The server's session and CSRF middleware run before it. Each upload
 * gets a `video_uploads` row; each PATCH records its progress; the last one queues the
 * transcoding. The bytes are streamed to the store, never held in memory.
 */
export function videoUploadHandler(services: Services, settings: VideoSettings) {
  const { db } = services;
  const tus = new Server({
    path: `/${VIDEO_UPLOADS_PATH}`,
    datastore: settings.store,
    maxSize: settings.maxBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    // A lock per upload shared by every process (two PATCHes of one upload never interleave).
    locker: pgLocker(db),
    namingFunction: () => `v${randomBytes(16).toString('hex')}`,
    onResponseError: (_request, error) => {
      if ('status_code' in error && error.status_code === 413) {
        return {
          status_code: 413,
          body: JSON.stringify({ message: MESSAGES.tooLarge(settings.maxBytes) }),
        };
      }
      return undefined;
    },
  });

  return async (c: Context<AppEnv>) => {
    const viewer = c.get('session')?.viewer ?? null;
    if (!viewer) return errorJson(c, 401, 'ServerErrorException', MESSAGES.signedOut);
    if (!viewer.is_admin) return errorJson(c, 403, 'ServerErrorException', MESSAGES.notAdmin);
    const method = c.req.method;
    let lectureId: number | null = null;
    let fileName = '';
    let size = 0;
    if (method === 'POST') {
      const metadata = parseUploadMetadata(c.req.header('upload-metadata'));
      lectureId = /^\d{1,9}$/.test(metadata.lecture_id ?? '') ? Number(metadata.lecture_id) : null;
      const [lecture] = lectureId
        ? await db.query('select id from lectures where id = $1', [lectureId])
        : [];
      if (!lecture) return errorJson(c, 404, 'ServerErrorException', MESSAGES.noLecture);
      const length = c.req.header('upload-length');
      if (length === undefined) return errorJson(c, 422, 'ValidationException', MESSAGES.noLength);
      size = Number(length);
      if (size === 0) return errorJson(c, 422, 'ValidationException', MESSAGES.empty);
      if (Number.isFinite(size) && size > settings.maxBytes)
        return errorJson(c, 413, 'ValidationException', MESSAGES.tooLarge(settings.maxBytes));
      fileName = cleanName(metadata.filename ?? '');
    }
    const response = await tus.handleWeb(c.req.raw);
    const id = uploadIdOf(response.headers.get('location') ?? c.req.path);
    if (method === 'POST' && response.status === 201 && id && lectureId) {
      await db.query(
        `insert into video_uploads (id, lecture_id, file_name, size_bytes, created_by)
         values ($1, $2, $3, $4, $5)`,
        [id, lectureId, fileName, size, viewer.id],
      );
    }
    const offset = response.headers.get('upload-offset');
    if (
      (method === 'PATCH' || (method === 'POST' && response.status === 201)) &&
      id &&
      offset !== null
    ) {
      await recordProgress(db, id, Number(offset));
    }
    if (method === 'DELETE' && response.status === 204 && id) {
      await db.query(`delete from video_uploads where id = $1 and status = 'uploading'`, [id]);
    }
    return response;
  };
}

const uploadIdOf = (location: string) => /\/(v[0-9a-f]{32})$/.exec(location)?.[1] ?? null;

/**
 * An upload's received bytes: its progress while it comes in; all of it queues the transcoding
 * (once: the job's idempotency key is the upload).
 */
export async function recordProgress(db: Db, id: string, offset: number) {
  const [row] = await db.query<{ size_bytes: string | number; status: string }>(
    `update video_uploads
        set progress = least(100, floor(100.0 * $2 / greatest(size_bytes, 1))), updated_at = now()
      where id = $1 and status = 'uploading'
      returning size_bytes, status`,
    [id, offset],
  );
  if (row && offset >= Number(row.size_bytes)) await queueTranscoding(db, id);
}

/** The upload is whole: it is processed next, by whichever process runs video jobs. */
export async function queueTranscoding(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const moved = await tx.query(
      `update video_uploads set status = 'processing', progress = 0, updated_at = now()
        where id = $1 and status = 'uploading' returning id`,
      [id],
    );
    if (moved.length > 0) {
      await enqueue(
        tx,
        TRANSCODE_QUEUE,
        { uploadId: id },
        {
          idempotencyKey: id,
          maxAttempts: TRANSCODE_ATTEMPTS,
        },
      );
    }
  });
}
