import { expect } from 'vitest';
import type { Db } from '../db/database';
import type { FileStore } from '../storage';
import { transcodeHandler } from '../video/transcode-job';
import { TRANSCODE_QUEUE, type VideoSettings } from '../video/uploads';

/** Runs an upload's queued transcoding as a worker would, on its first attempt (of 3). */
export async function runTranscoding(
  db: Db,
  files: FileStore,
  video: VideoSettings,
  uploadId: string,
) {
  const [job] = await db.query<{ id: number; payload: unknown }>(
    'select id, payload from jobs where queue = $1 and idempotency_key = $2',
    [TRANSCODE_QUEUE, uploadId],
  );
  expect(job).toBeDefined();
  const run = { id: Number(job?.id), queue: TRANSCODE_QUEUE, payload: job?.payload, attempt: 1 };
  await transcodeHandler(
    db,
    files,
    video,
    () => undefined,
  )(
    { ...run, maxAttempts: 3, runAt: new Date(), createdAt: new Date() },
    new AbortController().signal,
  );
}

/** The type of an MP4 file's first box (`ftyp` for a header, `styp` or `moof` for a fragment). */
export const boxType = (bytes: ArrayBuffer) =>
  new TextDecoder().decode(new Uint8Array(bytes).subarray(4, 8));
