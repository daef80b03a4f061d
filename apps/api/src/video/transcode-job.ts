import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { VideoFailure } from '@aula/contract';
import { FileStore as TusFileStore } from '@tus/file-store';
import type { Db } from '../db/database';
import type { Job } from '../jobs/queue';
import type { JobHandler } from '../jobs/workers';
import { type FileStore, typeOfKey } from '../storage';
import { probe, transcodeToHls, VideoRefused, writePoster } from './ffmpeg';
import type { VideoSettings } from './uploads';

/** How often the processing percentage is written while ffmpeg runs. */
const PROGRESS_EVERY_MS = 2_000;
/** Files sent to the store at once. */
const PUT_CONCURRENCY = 4;

interface UploadRow {
  id: string;
  lecture_id: number;
  status: string;
}

async function fail(db: Db, id: string, failure: VideoFailure) {
  await db.query(
    `update video_uploads set status = 'failed', failure = $2, updated_at = now() where id = $1`,
    [id, failure],
  );
}

/** Every file under a folder, as paths relative to it with `/`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The upload's bytes on this machine's disk: the tus folder itself, or a copy from the bucket. */
async function sourceOf(store: VideoSettings['store'], id: string, tmp: string): Promise<string> {
  if (store instanceof TusFileStore) return join(store.directory, id);
  const path = join(tmp, 'source');
  const stream = (await (store as unknown as { read(id: string): Promise<Readable> }).read(
    id,
  )) as Readable;
  await pipeline(stream, createWriteStream(path));
  return path;
}

/** Runs `work` on each item, `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

/**
 * `video.transcode`: probes the upload by its content, writes its HLS ladder, poster and
 * storyboard, puts them in the `FileStore` under `videos/<upload>/`, and makes it the lecture's
 * video in one transaction; the previous upload's files are removed after. A refusal (not a
 * video, no picture, too long, cut short) fails the upload with its reason at once; any other
 * error is retried, and the last attempt fails it with `transcode_failed`. The tus bytes are
 * removed once the upload is ready or refused.
 */
export function transcodeHandler(
  db: Db,
  files: FileStore,
  settings: VideoSettings,
  log: (entry: Record<string, unknown>) => void,
): JobHandler {
  return async (job: Job, signal: AbortSignal) => {
    const { uploadId } = job.payload as { uploadId: string };
    const [upload] = await db.query<UploadRow>(
      'select id, lecture_id, status from video_uploads where id = $1',
      [uploadId],
    );
    // Removed, or done by an earlier run.
    if (upload?.status !== 'processing') return;
    const tmp = await mkdtemp(join(tmpdir(), 'aula-video-'));
    const started = performance.now();
    try {
      const source = await sourceOf(settings.store, uploadId, tmp);
      const info = await probe(source, signal);
      if (info.durationSeconds > settings.maxSeconds)
        throw new VideoRefused('too_long', `${info.durationSeconds} s`);
      const out = join(tmp, 'out');
      let written = 0;
      const rungs = await transcodeToHls(source, out, info, {
        signal,
        storyboard: true,
        onProgress: (fraction) => {
          const now = Date.now();
          if (now - written < PROGRESS_EVERY_MS) return;
          written = now;
          // 90 % for the ladder and storyboard; the poster and storing take the rest.
          void db
            .query(
              `update video_uploads set progress = $2, updated_at = now() where id = $1 and status = 'processing'`,
              [uploadId, Math.min(90, Math.floor(fraction * 90))],
            )
            .catch(() => undefined);
        },
      });
      await writePoster(source, out, info, signal);
      const prefix = `videos/${uploadId}`;
      const names = await filesUnder(out);
      await eachLimited(names, PUT_CONCURRENCY, async (name) => {
        const key = `${prefix}/${name}`;
        await files.put(key, new Uint8Array(await readFile(join(out, name))), typeOfKey(key));
      });
      const keys = names.map((name) => `${prefix}/${name}`);
      const previous = await db.transaction(async (tx) => {
        const [lecture] = await tx.query<{ video_upload_id: string | null }>(
          'select video_upload_id from lectures where id = $1 for update',
          [upload.lecture_id],
        );
        const ready = await tx.query(
          `update video_uploads
              set status = 'ready', progress = 100, failure = null, files_prefix = $2, files = $3,
                  duration_seconds = $4, heights = $5, updated_at = now()
            where id = $1 and status = 'processing' returning id`,
          [
            uploadId,
            prefix,
            keys,
            Math.round(info.durationSeconds),
            rungs.map((rung) => rung.lines),
          ],
        );
        if (ready.length === 0 || !lecture) return null;
        // One source at a time: the upload replaces an external link, and its duration is the video's.
        await tx.query(
          'update lectures set video_upload_id = $2, video_url = null, duration_seconds = $3 where id = $1',
          [upload.lecture_id, uploadId, Math.round(info.durationSeconds)],
        );
        return lecture.video_upload_id;
      });
      if (previous && previous !== uploadId) await removeUploadFiles(db, files, previous);
      log({
        event: 'video.ready',
        upload: uploadId,
        lecture: upload.lecture_id,
        seconds: Math.round(info.durationSeconds),
        heights: rungs.map((rung) => rung.lines),
        ms: Math.round(performance.now() - started),
      });
      await settings.store.remove(uploadId).catch(() => undefined);
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof VideoRefused && error.reason !== 'transcode_failed') {
        await fail(db, uploadId, error.reason);
        await settings.store.remove(uploadId).catch(() => undefined);
        log({
          event: 'video.refused',
          upload: uploadId,
          reason: error.reason,
          detail: error.message.slice(0, 300),
        });
        return;
      }
      if (job.attempt >= job.maxAttempts) {
        await fail(db, uploadId, 'transcode_failed');
        await settings.store.remove(uploadId).catch(() => undefined);
      }
      throw error;
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  };
}

/**
 * Removes a replaced upload's files from the store and forgets their list, unless another lecture
 * still plays it (the demo's lectures share one upload, `video/demo.ts`): replacing one lecture's
 * video must not break the others.
 */
export async function removeUploadFiles(db: Db, files: FileStore, uploadId: string) {
  const [row] = await db.query<{ files: string[] }>(
    `select files from video_uploads v
      where id = $1 and not exists (select 1 from lectures where video_upload_id = v.id)`,
    [uploadId],
  );
  if (!row) return;
  await eachLimited(row.files, PUT_CONCURRENCY, (key) => files.delete(key));
  await db.query(`update video_uploads set files = '{}' where id = $1`, [uploadId]);
}

/** Uploads left `uploading` this long are removed (their bytes) and failed as `abandoned`. */
export const ABANDONED_AFTER_HOURS = 24;

/**
 * The sweep of abandoned uploads: an upload untouched for 24 h loses its bytes and shows
 * `abandoned`; one whose bytes all arrived but was never queued (its process died between the
 * last PATCH and the queueing) is queued now.
 */
export async function sweepAbandonedUploads(
  db: Db,
  settings: VideoSettings,
  queue: (id: string) => Promise<void>,
) {
  const stale = await db.query<{ id: string; size_bytes: string | number }>(
    `select id, size_bytes from video_uploads
      where status = 'uploading' and updated_at < now() - make_interval(hours => $1)`,
    [ABANDONED_AFTER_HOURS],
  );
  let removed = 0;
  for (const row of stale) {
    const upload = await settings.store.getUpload(row.id).catch(() => null);
    if (upload && upload.offset >= Number(row.size_bytes)) {
      await queue(row.id);
      continue;
    }
    await settings.store.remove(row.id).catch(() => undefined);
    await fail(db, row.id, 'abandoned');
    removed += 1;
  }
  return removed;
}
