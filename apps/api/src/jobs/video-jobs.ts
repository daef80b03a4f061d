import type { Db } from '../db/database';
import type { FileStore } from '../storage';
import { ffmpegAvailable } from '../video/ffmpeg';
import { sweepAbandonedUploads, transcodeHandler } from '../video/transcode-job';
import { queueTranscoding, TRANSCODE_QUEUE, type VideoSettings } from '../video/uploads';
import { enqueue } from './queue';
import type { JobHandler } from './workers';

/** What a process without ffmpeg says at start (one line: what to do). */
export const FFMPEG_MISSING =
  'ffmpeg não encontrado: os vídeos enviados esperam na fila até ele ser instalado (Debian/Ubuntu: sudo apt-get install ffmpeg; ou defina FFMPEG_PATH e FFPROBE_PATH).';

/** The hourly sweep of abandoned uploads (transcode-job.ts). */
export const SWEEP_QUEUE = 'video.sweep';
const HOUR_MS = 3_600_000;

/** Queues the sweep for the next whole hour, once (its key is the hour). */
export async function scheduleSweep(db: Db, now = new Date()) {
  const next = new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);
  await enqueue(
    db,
    SWEEP_QUEUE,
    {},
    { runAt: next, idempotencyKey: next.toISOString(), maxAttempts: 1 },
  );
}

/**
 * The video queues, when this machine has ffmpeg. Without it the jobs wait in the database for a
 * process that has it (another machine, or this one once ffmpeg is installed): nothing is lost.
 */
export async function videoJobHandlers(
  db: Db,
  files: FileStore,
  video: VideoSettings,
  log: (entry: Record<string, unknown>) => void,
): Promise<Record<string, JobHandler>> {
  if (!(await ffmpegAvailable())) return {};
  return {
    [TRANSCODE_QUEUE]: transcodeHandler(db, files, video, log),
    [SWEEP_QUEUE]: async () => {
      const removed = await sweepAbandonedUploads(db, video, (id) => queueTranscoding(db, id));
      if (removed > 0) log({ event: 'video.sweep', removed });
      await scheduleSweep(db);
    },
  };
}
