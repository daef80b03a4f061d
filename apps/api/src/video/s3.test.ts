import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@aula/contract';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { createS3FileStore, type S3Settings } from '../storage';
import { useTestApp } from '../testing/harness';
import { boxType, runTranscoding } from '../testing/video';
import { createUploadStore } from './stores';
import { sweepAbandonedUploads } from './transcode-job';
import type { VideoSettings } from './uploads';

/**
 * Issue 35 on a bucket: the upload's bytes go to a real S3-compatible server on loopback (s3rver)
 * as a multipart upload through `@tus/s3-store`, resume from the parts the bucket lists, and leave
 * nothing there once transcoded or abandoned; the ladder the worker writes is stored there
 * (SigV4-signed by the FileStore) and served from it on signed links.
 *
 * s3rver 3.7.1 lacks three multipart calls that `@tus/s3-store` makes (ListParts on every resume,
 * AbortMultipartUpload, ListMultipartUploads); `patches/s3rver+3.7.1.patch` adds them over the
 * folders s3rver keeps its parts in (ADR 038).
 */
const work = mkdtempSync(join(tmpdir(), 'aula-s3-test-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: join(work, 'bucket'),
  configureBuckets: [{ name: 'aula-videos', configs: [] }],
});
const settings: S3Settings = {
  endpoint: '',
  bucket: 'aula-videos',
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
};
const holder: { video?: VideoSettings; files?: ReturnType<typeof createS3FileStore> } = {};
let address: AddressInfo;

// The store must exist when the app is made (beforeAll of the harness): both are lazy getters
// over the settings, filled once s3rver listens.
const files = {
  put: (key: string, bytes: Uint8Array, type: string) =>
    holder.files?.put(key, bytes, type) as Promise<void>,
  get: (key: string) => holder.files?.get(key) ?? Promise.resolve(null),
  delete: (key: string) => holder.files?.delete(key) as Promise<void>,
};
const video = {
  get store() {
    return holder.video?.store as VideoSettings['store'];
  },
  maxBytes: 100_000_000,
  maxSeconds: 60,
};

beforeAll(async () => {
  address = (await s3.run()) as AddressInfo;
  settings.endpoint = `http://127.0.0.1:${address.port}`;
  holder.files = createS3FileStore(settings);
  holder.video = {
    store: createUploadStore(work, settings),
    maxBytes: video.maxBytes,
    maxSeconds: 60,
  };
  // ~12 MB: more than one 8 MiB part.
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=24',
    '-t',
    '8',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '20M',
    '-pix_fmt',
    'yuv420p',
    join(work, 'big.mp4'),
  ]);
}, 60_000);
afterAll(async () => {
  await s3.close();
  rmSync(work, { recursive: true, force: true });
});

const t = useTestApp({
  files,
  video,
  log: (entry) => {
    if (entry.level === 'error') console.error(entry);
  },
});

const PART = 8 * 1024 * 1024;

/** PATCHes `bytes[from, to)` to a tus upload, 8 MiB at a time, as the browser's uploader does. */
async function patch(
  client: Awaited<ReturnType<typeof t.as>>,
  location: string,
  bytes: Buffer,
  from: number,
  to: number,
) {
  for (let offset = from; offset < to; offset += PART) {
    const chunk = bytes.subarray(offset, Math.min(to, offset + PART));
    const sent = await client.request('PATCH', location, {
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: chunk as unknown as string,
    });
    expect(sent.status).toBe(204);
    expect(sent.headers.get('upload-offset')).toBe(String(offset + chunk.length));
  }
}

/**
 * What the bucket holds of an upload, asked of the server itself: its objects, and the multipart
 * uploads begun on its key and not finished.
 */
async function bucket(id: string) {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const list = async (query: string) =>
    (await client.fetch(`${settings.endpoint}/${settings.bucket}?${query}`)).text();
  const objects = (await list(`list-type=2&prefix=${id}`)).match(/<Key>[^<]+<\/Key>/g) ?? [];
  const uploads = (await list(`uploads&prefix=${id}`)).match(/<Key>[^<]+<\/Key>/g) ?? [];
  const text = (tags: string[]) => tags.map((tag) => tag.slice(5, -6)).sort();
  return { objects: text(objects), uploads: text(uploads) };
}

const meta = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

it('stores the ladder in the bucket and serves it from there, in 8 MiB resumable chunks', async () => {
  const bytes = readFileSync(join(work, 'big.mp4'));
  expect(bytes.length).toBeGreaterThan(9 * 1024 * 1024);
  const admin = await t.as('admin');
  const student = await t.as('student');
  const { body } = await student.json('/api/course-by-slug/react-do-zero');
  const lecture = endpoints.courseBySlug.response
    .parse(body)
    .data.sections.flatMap((s) => s.lectures)
    .find((l) => !l.is_free && l.video_url);
  if (!lecture) throw new Error('the seed changed: no playable paid lecture');

  const created = await admin.post('/api/video-uploads', {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': meta({ lecture_id: String(lecture.id), filename: 'grande.mp4' }),
    },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') ?? '';
  const id = location.split('/').pop() ?? '';
  // The first part, then the tab closes: another process (a store with nothing cached) tells
  // the resumed upload where to go on from, read from the parts the bucket lists.
  await patch(admin, location, bytes, 0, PART);
  expect(await bucket(id)).toEqual({ objects: [`${id}.info`], uploads: [id] });
  holder.video = { ...(holder.video as VideoSettings), store: createUploadStore(work, settings) };
  const head = await admin.request('HEAD', location, { headers: { 'Tus-Resumable': '1.0.0' } });
  expect(head.headers.get('upload-offset')).toBe(String(PART));
  await patch(admin, location, bytes, PART, bytes.length);
  // Complete: one object of the file's bytes (the parts assembled in order), no upload pending.
  expect(await bucket(id)).toEqual({ objects: [id, `${id}.info`], uploads: [] });
  const stored = await holder.files?.get(id);
  expect(Buffer.from(stored?.body ?? []).equals(bytes)).toBe(true);

  await runTranscoding(t.db, files, holder.video as VideoSettings, id);
  const [row] = await t.db.query<{ status: string; heights: number[] }>(
    'select status, heights from video_uploads where id = $1',
    [id],
  );
  expect(row).toMatchObject({ status: 'ready', heights: [360, 540, 720] });

  // The ladder is in the bucket (read straight from it), and the app serves it from there.
  expect(await holder.files?.get(`videos/${id}/master.m3u8`)).not.toBeNull();
  const { body: after } = await student.json('/api/course-by-slug/react-do-zero');
  const playing = endpoints.courseBySlug.response
    .parse(after)
    .data.sections.flatMap((s) => s.lectures)
    .find((l) => l.id === lecture.id);
  const master = await (await student.get(playing?.video_url ?? '')).text();
  expect(master).toContain('RESOLUTION=1280x720');
  const variant = master.split('\n').find((line) => line.includes('/720p/index.m3u8?')) ?? '';
  const segment =
    (await (await student.get(variant)).text())
      .split('\n')
      .find((line) => line.startsWith('/media/s/')) ?? '';
  const response = await student.get(segment);
  expect(response.status).toBe(200);
  expect(boxType(await response.arrayBuffer())).toMatch(/^(styp|moof)$/);
  // The upload's bytes are gone from the bucket once transcoded (@tus/s3-store's own removal
  // left the completed object and its .info there).
  await expect(holder.video?.store.getUpload(id)).rejects.toBeDefined();
  expect(await bucket(id)).toEqual({ objects: [], uploads: [] });
}, 180_000);

it('an abandoned upload leaves nothing in the bucket: its parts, its tail and its .info', async () => {
  const bytes = readFileSync(join(work, 'big.mp4'));
  const admin = await t.as('admin');
  const [lecture] = await t.db.query<{ id: number }>(
    'select id from lectures where video_upload_id is null order by id limit 1',
  );
  const created = await admin.post('/api/video-uploads', {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': meta({ lecture_id: String(lecture?.id), filename: 'meio.mp4' }),
    },
  });
  const location = created.headers.get('location') ?? '';
  const id = location.split('/').pop() ?? '';
  // One whole part and a tail under a part's size (kept as `.part` until more arrives).
  await patch(admin, location, bytes, 0, PART + 1024 * 1024);
  expect(await bucket(id)).toEqual({ objects: [`${id}.info`, `${id}.part`], uploads: [id] });

  await t.db.query(
    `update video_uploads set updated_at = now() - interval '25 hours' where id = $1`,
    [id],
  );
  const queued: string[] = [];
  const removed = await sweepAbandonedUploads(
    t.db,
    holder.video as VideoSettings,
    async (queue) => {
      queued.push(queue);
    },
  );
  expect({ removed, queued }).toEqual({ removed: 1, queued: [] });
  expect(await bucket(id)).toEqual({ objects: [], uploads: [] });
  // Gone: removing it again is "not found" (tus answers a DELETE of it 404).
  await expect(holder.video?.store.remove(id)).rejects.toMatchObject({ status_code: 404 });
  const [row] = await t.db.query<{ status: string; failure: string | null }>(
    'select status, failure from video_uploads where id = $1',
    [id],
  );
  expect(row).toEqual({ status: 'failed', failure: 'abandoned' });
}, 120_000);
