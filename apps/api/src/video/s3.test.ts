import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@aula/contract';
import S3rver from 's3rver';
import { createS3FileStore, type S3Settings } from '../storage';
import { useTestApp } from '../testing/harness';
import { runTranscoding } from '../testing/video';
import { createUploadStore } from './stores';
import type { VideoSettings } from './uploads';

/**
 * Issue 35 on a bucket: the ladder the worker writes is stored in a real S3-compatible server on
 * loopback (s3rver, SigV4-signed by the FileStore) and served from it on signed links; replacing
 * the video deletes its files there.
 *
 * The tus bytes themselves go to the folder store here: `@tus/s3-store` lists a multipart
 * upload's parts (S3 ListParts) on every PATCH, which s3rver does not implement (it answers
 * MethodNotAllowed), so the multipart path is not exercised against a real server (ADR 038).
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
    store: createUploadStore(work, undefined),
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
  const part = 8 * 1024 * 1024;
  for (let offset = 0; offset < bytes.length; offset += part) {
    const chunk = bytes.subarray(offset, Math.min(bytes.length, offset + part));
    const sent = await admin.request('PATCH', location, {
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
  expect(new Uint8Array(await response.arrayBuffer())[0]).toBe(0x47);
  // The tus upload is gone once transcoded.
  await expect(holder.video?.store.getUpload(id)).rejects.toBeDefined();
}, 180_000);
