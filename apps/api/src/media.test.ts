import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { endpoints } from '@aula/contract';
import { createApp } from './app';
import { parseRange } from './media';
import { MEDIA_URL_LIFETIME_SECONDS } from './media-signing';
import { MEDIA_DIR } from './server';
import type { DemoRole } from './testing/client';
import { useTestApp } from './testing/harness';

const HOUR = 3600 * 1000;
/** Five minutes into the current hour: every URL signed now expires at the same whole hour. */
const start = new Date(Math.floor(Date.now() / HOUR) * HOUR + 5 * 60 * 1000);
let clock = start;
const t = useTestApp({ mediaDir: MEDIA_DIR, now: () => clock });

beforeEach(() => {
  clock = start;
});

type Lecture = ReturnType<
  typeof endpoints.courseBySlug.response.parse
>['data']['sections'][number]['lectures'][number];

async function lectures(role: DemoRole | 'guest', slug = 'react-do-zero'): Promise<Lecture[]> {
  const client = await t.as(role);
  const { status, body } = await client.json(`/api/course-by-slug/${slug}`);
  expect(status).toBe(200);
  return endpoints.courseBySlug.response
    .parse(body)
    .data.sections.flatMap((s) => s.lectures) as Lecture[];
}

/** The free first lecture and a paid, released one of "React do zero", as the viewer gets them. */
async function freeAndPaid(role: DemoRole | 'guest') {
  const all = await lectures(role);
  const free = all.find((l) => l.is_free);
  const paid = all.find((l) => !l.is_free && l.scheduled_for === null);
  if (!free || !paid) throw new Error('the seed changed: no free or no paid lecture');
  return { free, paid };
}

const fetchMedia = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  t.app.request(url, { method, headers });

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
  ])('reads %s of a 1000-byte file', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each(['bytes=1000-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=0-1,4-5'])(
    'refuses %s',
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );
});

describe('the sample lecture video', () => {
  it('is committed and under 1 MB', async () => {
    const info = await stat(join(MEDIA_DIR, 'aula-demo.mp4'));
    expect(info.size).toBeGreaterThan(10_000);
    expect(info.size).toBeLessThan(1024 * 1024);
  });

  it('is refused without a signed URL, to a guest and to a signed-in student alike', async () => {
    const plain = await fetchMedia('/media/aula-demo.mp4');
    expect(plain.status).toBe(403);
    expect(plain.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(plain.headers.get('cache-control')).toBe('no-store');
    const student = await t.as('student');
    expect((await student.get('/media/aula-demo.mp4')).status).toBe(403);
    expect((await fetchMedia('/media/aula-demo.mp4', {}, 'HEAD')).status).toBe(403);
    expect((await fetchMedia('/media/aula-demo.mp4?lecture=1&expires=9999999999')).status).toBe(
      403,
    );
  });

  it('is served whole and in byte ranges to an enrolled student, on a signed URL', async () => {
    const { paid } = await freeAndPaid('student');
    const url = paid.video_url ?? '';
    const expires = Math.floor(start.getTime() / HOUR) * 3600 + 7 * 3600;
    expect(url).toBe(
      `/media/aula-demo.mp4?lecture=${paid.id}&expires=${expires}&signature=${new URL(url, 'http://x').searchParams.get('signature')}`,
    );
    expect(new URL(url, 'http://x').searchParams.get('signature')).toMatch(/^[\w-]{43}$/);

    const whole = await fetchMedia(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe(
      `public, max-age=${expires - start.getTime() / 1000}`,
    );
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBe((await stat(join(MEDIA_DIR, 'aula-demo.mp4'))).size);

    const part = await fetchMedia(url, { Range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const head = await fetchMedia(url, { Range: 'bytes=100-199' }, 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(head.headers.get('content-length')).toBe('100');

    const beyond = await fetchMedia(url, { Range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
  });

  it('keeps the same URL for the whole hour, and a new one the next hour', async () => {
    const first = (await freeAndPaid('student')).paid.video_url;
    clock = new Date(start.getTime() + 50 * 60 * 1000);
    expect((await freeAndPaid('student')).paid.video_url).toBe(first);
    clock = new Date(start.getTime() + HOUR);
    expect((await freeAndPaid('student')).paid.video_url).not.toBe(first);
  });

  it("never gives a locked lecture's URL to a guest, an account without a product, or a student of another product", async () => {
    for (const role of ['guest', 'account', 'noAccessStudent'] as const) {
      const all = await lectures(role);
      for (const lecture of all.filter((l) => l.is_locked)) expect(lecture.video_url).toBeNull();
      expect((await (await t.as(role)).get('/media/aula-demo.mp4')).status).toBe(403);
      expect(all.filter((l) => l.video_url !== null).every((l) => l.is_free)).toBe(true);
    }
  });

  it("serves a free lecture's video to a guest, on its signed URL", async () => {
    const { free } = await freeAndPaid('guest');
    expect(free.video_url).toMatch(/^\/media\/aula-demo\.mp4\?lecture=\d+&expires=\d+&signature=/);
    const response = await fetchMedia(free.video_url ?? '', { Range: 'bytes=0-99' });
    expect(response.status).toBe(206);
  });

  it("gives no URL for a scheduled lecture before its date (the admin's preview is signed)", async () => {
    const scheduled = (await lectures('student')).find((l) => l.scheduled_for !== null);
    expect(scheduled?.video_url).toBeNull();
    const preview = (await lectures('admin')).find((l) => l.scheduled_for !== null);
    expect(preview?.video_url).toMatch(/^\/media\/aula-demo\.mp4\?lecture=/);
    expect((await fetchMedia(preview?.video_url ?? '')).status).toBe(200);
  });

  it('refuses a tampered signature, another lecture or file, a moved expiry and an expired URL', async () => {
    const { free, paid } = await freeAndPaid('student');
    const url = new URL(paid.video_url ?? '', 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const variant = (path: string, params: Record<string, string>) =>
      `${path}?${new URLSearchParams({ lecture: String(paid.id), expires, signature, ...params })}`;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [
      variant(url.pathname, { signature: flipped }),
      variant(url.pathname, { signature: `${signature}A` }),
      variant(url.pathname, { signature: '' }),
      // The paid lecture's signature presented for the free one (and the other way round).
      variant(url.pathname, { lecture: String(free.id) }),
      `${url.pathname}?${new URL(free.video_url ?? '', 'http://x').searchParams}`.replace(
        `lecture=${free.id}`,
        `lecture=${paid.id}`,
      ),
      variant('/media/outro.mp4', {}),
      variant(url.pathname, { expires: String(Number(expires) + 3600) }),
    ]) {
      const response = await fetchMedia(tampered, { Range: 'bytes=0-99' });
      expect(response.status, tampered).toBe(403);
      expect(await response.text()).toMatch(/^Forbidden/);
    }

    expect((await fetchMedia(url.pathname + url.search)).status).toBe(200);
    clock = new Date(Number(expires) * 1000 - 1000);
    expect((await fetchMedia(url.pathname + url.search)).status).toBe(200);
    clock = new Date(Number(expires) * 1000);
    expect((await fetchMedia(url.pathname + url.search)).status).toBe(403);
    clock = new Date(start.getTime() + (MEDIA_URL_LIFETIME_SECONDS + 3600) * 1000);
    expect((await fetchMedia(url.pathname + url.search, {}, 'HEAD')).status).toBe(403);
  });

  it('serves nothing outside the media folder, signed or not', async () => {
    const { paid } = await freeAndPaid('student');
    const query = new URL(paid.video_url ?? '', 'http://x').search;
    for (const path of [
      '/media/..%2Fsrc%2Fmain.ts',
      '/media/%2E%2E%2Fpackage.json',
      '/media/.hidden.mp4',
      '/media/main.ts',
    ]) {
      expect((await fetchMedia(path)).status).toBe(404);
      expect((await fetchMedia(path + query)).status).toBe(404);
    }
  });
});

describe('media URLs across processes and for editing', () => {
  it('signs alike in every API process on the same database (the secret is stored there)', async () => {
    const { paid } = await freeAndPaid('student');
    const other = createApp({
      db: t.db,
      mediaDir: MEDIA_DIR,
      log: () => undefined,
      now: () => clock,
    });
    const response = await other.request(paid.video_url ?? '', { headers: { Range: 'bytes=0-9' } });
    expect(response.status).toBe(206);
    // One media key for all processes (the device-cookie key lives beside it).
    const rows = await t.db.query<{ name: string }>(
      "select name from server_secrets where name = 'media_signing'",
    );
    expect(rows).toEqual([{ name: 'media_signing' }]);
  });

  it('uses MEDIA_SIGNING_SECRET when configured, and refuses a short one', async () => {
    const { paid } = await freeAndPaid('student');
    const configured = createApp({
      db: t.db,
      mediaDir: MEDIA_DIR,
      log: () => undefined,
      now: () => clock,
      mediaSigningSecret: 'x'.repeat(32),
    });
    expect((await configured.request(paid.video_url ?? '')).status).toBe(403);
    expect(() =>
      createApp({ db: t.db, log: () => undefined, mediaSigningSecret: 'curto' }),
    ).toThrow(/MEDIA_SIGNING_SECRET/);
  });

  it("gives the admin's editing payload the stored URL, never a signed one", async () => {
    const admin = await t.as('admin');
    const [course] = await t.db.query<{ id: number }>(
      "select id from courses where slug = 'react-do-zero'",
    );
    const read = endpoints.getCourse.response.parse(
      (await admin.json(`/api/courses/${course?.id}`)).body,
    );
    const urls = read.data.sections.flatMap((s) => s.lectures.map((l) => l.video_url));
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls)).toEqual(new Set(['/media/aula-demo.mp4']));
  });

  it('passes an external video URL through unchanged', async () => {
    const { paid } = await freeAndPaid('student');
    // As every content write does (ADR 020), the lecture's course is touched: the server's copy
    // of the course's structure follows (issue 21).
    const setVideo = (url: string) =>
      t.db.transaction(async (tx) => {
        await tx.query('update lectures set video_url = $1 where id = $2', [url, paid.id]);
        await tx.query(
          `update courses set updated_at = clock_timestamp() where id =
             (select s.course_id from lectures l join sections s on s.id = l.section_id where l.id = $1)`,
          [paid.id],
        );
      });
    await setVideo('https://cdn.example.com/aula.mp4');
    try {
      const again = (await lectures('student')).find((l) => l.id === paid.id);
      expect(again?.video_url).toBe('https://cdn.example.com/aula.mp4');
    } finally {
      await setVideo('/media/aula-demo.mp4');
    }
  });
});
