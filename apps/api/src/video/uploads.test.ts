import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, type Lecture } from '@aula/contract';
import { FileStore as TusFileStore } from '@tus/file-store';
import { createMemoryFileStore } from '../storage';
import type { TestClient } from '../testing/client';
import { useTestApp } from '../testing/harness';
import { boxType, runTranscoding } from '../testing/video';
import type { VideoSettings } from './uploads';

/**
 * Issue 35: a lecture video sent with tus, checked by its content, made into an HLS ladder by
 * real ffmpeg, and served only on signed links. Every bad file ends with its reason and nothing
 * of it stored.
 */
const work = mkdtempSync(join(tmpdir(), 'aula-video-test-'));
const store = new TusFileStore({ directory: join(work, 'tus') });
const video: VideoSettings = { store, maxBytes: 20_000_000, maxSeconds: 60 };
const files = createMemoryFileStore();
let clock = new Date();
const t = useTestApp({
  files,
  video,
  now: () => clock,
  log: (entry) => {
    if (entry.level === 'error') console.error(entry);
  },
});

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
const sample = (name: string) => readFileSync(join(work, name));

beforeAll(() => {
  // 6 s of 640×360 picture with a tone (one rung: the ladder never upscales), audio alone, a
  // truncated MP4 and a text file.
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=24',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '6',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    join(work, 'ok.mp4'),
  );
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '3',
    '-c:a',
    'aac',
    join(work, 'audio.m4a'),
  );
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240',
    '-frames:v',
    '1',
    '-f',
    'image2',
    '-c:v',
    'png',
    join(work, 'image.mp4'),
  );
  const whole = sample('ok.mp4');
  // The index (moov) is at the end of a plain MP4: half the file has none.
  writeFileSync(join(work, 'truncated.mp4'), whole.subarray(0, Math.floor(whole.length / 2)));
  writeFileSync(
    join(work, 'text.mp4'),
    'isto não é um vídeo, só um texto com outro nome\n'.repeat(50),
  );
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const meta = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

async function lectureOf(role: 'student' | 'admin' = 'student'): Promise<Lecture> {
  const client = await t.as(role);
  const { body } = await client.json('/api/course-by-slug/react-do-zero');
  const lectures = endpoints.courseBySlug.response
    .parse(body)
    .data.sections.flatMap((s) => s.lectures);
  const paid = lectures.find(
    (lecture) => !lecture.is_free && !lecture.is_locked && lecture.video_url,
  );
  if (!paid) throw new Error('the seed changed: no playable paid lecture');
  return paid;
}

async function create(client: TestClient, lectureId: number, size: number, name = 'aula.mp4') {
  return client.post('/api/video-uploads', {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(size),
      'Upload-Metadata': meta({
        lecture_id: String(lectureId),
        filename: name,
        filetype: 'video/mp4',
      }),
    },
  });
}

async function patch(client: TestClient, location: string, offset: number, bytes: Uint8Array) {
  return client.request('PATCH', location, {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body: bytes as unknown as string,
  });
}

/** Sends a whole file in two PATCHes; answers the upload's id. */
async function upload(lectureId: number, bytes: Uint8Array, name?: string) {
  const admin = await t.as('admin');
  const created = await create(admin, lectureId, bytes.length, name);
  expect(created.status).toBe(201);
  const location = created.headers.get('location') ?? '';
  const half = Math.floor(bytes.length / 2);
  expect((await patch(admin, location, 0, bytes.subarray(0, half))).status).toBe(204);
  expect((await patch(admin, location, half, bytes.subarray(half))).status).toBe(204);
  return location.split('/').pop() ?? '';
}

/** Runs the queued transcoding of an upload as a worker would (its one attempt). */
const transcode = (uploadId: string) => runTranscoding(t.db, files, video, uploadId);

const courseIdOf = async (lectureId: number) =>
  (
    await t.db.query<{ id: number }>(
      'select s.course_id as id from lectures l join sections s on s.id = l.section_id where l.id = $1',
      [lectureId],
    )
  )[0]?.id;

const row = async (id: string) =>
  (
    await t.db.query<{ status: string; failure: string | null; progress: number; files: string[] }>(
      'select status, failure, progress, files from video_uploads where id = $1',
      [id],
    )
  )[0];

describe('a lecture video sent with tus', () => {
  it('is resumable, transcoded to HLS and served to the student only on signed links', async () => {
    const lecture = await lectureOf();
    const bytes = sample('ok.mp4');
    const admin = await t.as('admin');
    const created = await create(admin, lecture.id, bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const id = location.split('/').pop() ?? '';
    const third = Math.floor(bytes.length / 3);
    expect((await patch(admin, location, 0, bytes.subarray(0, third))).status).toBe(204);
    expect((await row(id))?.progress).toBe(33);
    // A dropped connection: the client asks where the server is, and goes on from there.
    const head = await admin.request('HEAD', location, { headers: { 'Tus-Resumable': '1.0.0' } });
    expect(head.headers.get('upload-offset')).toBe(String(third));
    expect((await patch(admin, location, third, bytes.subarray(third))).status).toBe(204);
    expect((await row(id))?.status).toBe('processing');

    // The lecture keeps its previous video until the new one is ready.
    expect((await lectureOf()).video_url).toContain('/media/aula-demo.mp4');
    await transcode(id);
    const ready = await row(id);
    expect(ready?.status).toBe('ready');
    expect(ready?.files).toEqual(
      expect.arrayContaining([
        `videos/${id}/master.m3u8`,
        `videos/${id}/poster.jpg`,
        `videos/${id}/storyboard.vtt`,
        `videos/${id}/sprite_0.jpg`,
      ]),
    );
    // The tus bytes are gone once transcoded.
    await expect(store.getUpload(id)).rejects.toBeDefined();

    const playing = await lectureOf();
    expect(playing.video_url).toMatch(
      new RegExp(
        `^/media/s/videos/${id}/master\\.m3u8\\?lecture=${lecture.id}&expires=\\d+&signature=`,
      ),
    );
    expect(playing.poster_url).toMatch(/\/poster\.jpg\?lecture=/);
    expect(playing.storyboard_url).toMatch(/\/storyboard\.vtt\?lecture=/);
    expect(playing.duration_seconds).toBe(6);

    const student = await t.as('student');
    const master = await student.get(playing.video_url ?? '');
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const variants = (await master.text())
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(variants).toEqual([
      expect.stringMatching(
        new RegExp(`^/media/s/videos/${id}/360p/index\\.m3u8\\?lecture=${lecture.id}&`),
      ),
    ]);
    const media = await (await student.get(variants[0] ?? '')).text();
    const segments = media.split('\n').filter((line) => line && !line.startsWith('#'));
    // 6 s: four 1 s segments first (a quick first frame on a slow connection), then a 2 s one.
    const durations = [...media.matchAll(/#EXTINF:([\d.]+),/g)].map((match) => Number(match[1]));
    expect(durations.map(Math.round)).toEqual([1, 1, 1, 1, 2]);
    expect(durations.reduce((sum, seconds) => sum + seconds, 0)).toBeCloseTo(6, 0);
    expect(segments).toHaveLength(durations.length);
    const segment = await student.get(segments[0] ?? '', { headers: { Range: 'bytes=0-15' } });
    expect(segment.status).toBe(206);
    expect(segment.headers.get('content-type')).toBe('video/iso.segment');
    expect(segment.headers.get('cache-control')).toMatch(/immutable/);
    // An fMP4 fragment: its first box's type at bytes 4–7 (`styp`, or `moof` with no type box).
    expect(boxType(await segment.arrayBuffer())).toMatch(/^(styp|moof)$/);
    // Its header (the EXT-X-MAP), signed as the segments are.
    const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(media)?.[1] ?? '';
    expect(map).toMatch(
      new RegExp(`^/media/s/videos/${id}/360p/init(_0)?\\.mp4\\?lecture=${lecture.id}&`),
    );
    const init = await student.get(map);
    expect(init.headers.get('content-type')).toBe('video/mp4');
    expect(boxType(await init.arrayBuffer())).toBe('ftyp');

    const storyboard = await (await student.get(playing.storyboard_url ?? '')).text();
    expect(storyboard).toMatch(
      new RegExp(
        `/media/s/videos/${id}/sprite_0\\.jpg\\?lecture=${lecture.id}&expires=\\d+&signature=[^#]+#xywh=0,0,160,90`,
      ),
    );

    // Tampered, for another lecture, unsigned, expired: 403.
    const url = new URL(segments[0] ?? '', 'http://aula.test');
    // Its signature's first character changed (to one it is not: "A" would leave 1 in 64 as is).
    const tampered = `${url.pathname}?${url.search.slice(1).replace(/signature=(.)/, (_, first) => `signature=${first === 'A' ? 'B' : 'A'}`)}`;
    expect((await student.get(tampered)).status).toBe(403);
    const otherLecture = `${url.pathname}?${url.search.slice(1).replace(`lecture=${lecture.id}`, `lecture=${lecture.id + 1}`)}`;
    expect((await student.get(otherLecture)).status).toBe(403);
    expect((await student.get(url.pathname)).status).toBe(403);
    clock = new Date(clock.getTime() + 8 * 3600_000);
    expect((await student.get(segments[0] ?? '')).status).toBe(403);
    clock = new Date();

    const answer = await admin.json(`/api/lectures/${lecture.id}/video`);
    expect(answer).toMatchObject({ status: 200 });
    const info = endpoints.lectureVideo.response.parse(answer.body).data;
    expect(info).toMatchObject({
      source: 'upload',
      duration_seconds: 6,
      upload: { id, status: 'ready', progress: 100, file_name: 'aula.mp4' },
      // The drawer's limit is the server's setting (VIDEO_MAX_BYTES), not the default 5 GB.
      max_bytes: video.maxBytes,
    });
    expect(info.poster_url).toMatch(/poster\.jpg\?lecture=/);
    // The video plays since its upload began: a caption saved before then was for another one.
    const [sent] = await t.db.query<{ created_at: Date }>(
      'select created_at from video_uploads where id = $1',
      [id],
    );
    expect(info.video_sent_at).toBe(new Date(sent?.created_at ?? 0).toISOString());
    // The editing payload names the uploaded video by its unsigned path (no signature stored
    // back by a save; the curriculum's "sem vídeo" badge reads it).
    const course = await admin.json(`/api/courses/${await courseIdOf(lecture.id)}`);
    expect(course.status).toBe(200);
    expect(JSON.stringify(course.body)).toContain(`"/media/s/videos/${id}/master.m3u8"`);
    expect(JSON.stringify(course.body)).not.toContain('signature=');

    // A newer upload replaces it, and the replaced files are removed.
    const next = await upload(lecture.id, bytes, 'aula-v2.mp4');
    await transcode(next);
    expect((await row(next))?.status).toBe('ready');
    expect(files.keys().some((key) => key.startsWith(`videos/${id}/`))).toBe(false);
    expect((await lectureOf()).video_url).toContain(`/videos/${next}/`);
  }, 120_000);

  it("keeps a replaced upload's files while another lecture still plays it (the demo's shared video)", async () => {
    const lecture = await lectureOf();
    const bytes = sample('ok.mp4');
    const shared = await upload(lecture.id, bytes);
    await transcode(shared);
    // A second lecture plays the same upload, as the demo's lectures do (video/demo.ts).
    const [other] = await t.db.query<{ id: number }>(
      `update lectures set video_upload_id = $1, video_url = null
        where id = (select id from lectures where id <> $2 order by id limit 1) returning id`,
      [shared, lecture.id],
    );
    const next = await upload(lecture.id, bytes, 'aula-v2.mp4');
    await transcode(next);
    expect((await row(next))?.status).toBe('ready');
    expect(files.keys().filter((key) => key.startsWith(`videos/${shared}/`)).length).toBe(
      (await row(shared))?.files.length,
    );
    expect((await row(shared))?.files).toContain(`videos/${shared}/master.m3u8`);
    const [still] = await t.db.query<{ video_upload_id: string }>(
      'select video_upload_id from lectures where id = $1',
      [other?.id],
    );
    expect(still?.video_upload_id).toBe(shared);
  }, 120_000);

  it.each([
    ['a text file renamed .mp4', 'text.mp4', 'not_video'],
    ['a truncated MP4', 'truncated.mp4', 'truncated'],
    ['a PNG image renamed .mp4', 'image.mp4', 'not_video'],
    ['an audio-only file', 'audio.m4a', 'no_video_stream'],
  ])(
    'refuses %s by its content, with its reason, keeping nothing',
    async (_what, name, reason) => {
      const lecture = await lectureOf();
      const before = await lectureOf();
      const keys = files.keys().length;
      const id = await upload(lecture.id, sample(name), name);
      await transcode(id);
      expect(await row(id)).toMatchObject({ status: 'failed', failure: reason, files: [] });
      expect(files.keys().length).toBe(keys);
      await expect(store.getUpload(id)).rejects.toBeDefined();
      expect((await lectureOf()).video_url).toBe(before.video_url);
    },
    60_000,
  );

  it('refuses a video longer than the limit', async () => {
    const lecture = await lectureOf();
    const short = { ...video, maxSeconds: 3 };
    const id = await upload(lecture.id, sample('ok.mp4'));
    await runTranscoding(t.db, files, short, id);
    expect(await row(id)).toMatchObject({ status: 'failed', failure: 'too_long' });
  }, 60_000);

  it('refuses an empty file and one over the size limit before storing anything', async () => {
    const lecture = await lectureOf();
    const admin = await t.as('admin');
    const empty = await create(admin, lecture.id, 0);
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('vazio');
    const large = await create(admin, lecture.id, video.maxBytes + 1);
    expect(large.status).toBe(413);
    expect(await large.text()).toContain('tamanho máximo');
    const unknown = await create(admin, 999_999, 10);
    expect(unknown.status).toBe(404);
    const [{ count }] = (await t.db.query<{ count: number }>(
      `select count(*)::int as count from video_uploads where size_bytes in (0, $1) or lecture_id = 999999`,
      [video.maxBytes + 1],
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('is for admins only, with the CSRF token', async () => {
    const lecture = await lectureOf();
    expect((await create(await t.as('student'), lecture.id, 10)).status).toBe(403);
    expect((await create(await t.as('guest'), lecture.id, 10)).status).toBe(401);
    const admin = await t.as('admin');
    const forged = await admin.request('POST', '/api/video-uploads', {
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '10',
        'Upload-Metadata': meta({ lecture_id: String(lecture.id) }),
      },
      xsrf: false,
    });
    expect(forged.status).toBe(419);
  });

  it('cancelling an upload removes it', async () => {
    const lecture = await lectureOf();
    const admin = await t.as('admin');
    const created = await create(admin, lecture.id, 1000);
    const location = created.headers.get('location') ?? '';
    const id = location.split('/').pop() ?? '';
    expect(await row(id)).toBeDefined();
    const deleted = await admin.request('DELETE', location, {
      headers: { 'Tus-Resumable': '1.0.0' },
    });
    expect(deleted.status).toBe(204);
    expect(await row(id)).toBeUndefined();
    await expect(store.getUpload(id)).rejects.toBeDefined();
  });
});
