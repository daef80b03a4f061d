// The player's streaming budgets (issue 35), run by bench-video.mjs under tsx (it imports the
// API's ladder from apps/api/src/video/ffmpeg.ts). Prints JSON on stdout, progress on stderr.
//
// What it sets up, all on loopback: a 75 s 720p30 source (testsrc2 + a tone); the production
// build of the web app; the API (embedded database, its own DATA_DIR, in-process worker) serving
// both. The source is uploaded over tus as the admin to the first lecture of `react-do-zero` and
// transcoded by the API's own job (the real HLS ladder, served through the signed, rewritten
// playlists of `/media/s/`). The same source encoded once with the 720p rung's settings as one
// progressive MP4 with +faststart (today's reference) is served by the same API from its media
// folder (`/media/<file>`, signed with the secret the bench gives the API) and set as the second
// lecture's link. A student (aluna@aula.dev) opens each lecture page in a fresh browser context
// (no cache, no remembered position or quality), throttled by CDP.
//
// Time to first frame: from the `play()` call, made as soon as the open lecture's player accepts
// one (controls shown and the <video> has its source: the MP4's URL, or hls.js's MediaSource
// attached), to the first `requestVideoFrameCallback` after it. Stalls: `waiting` events after
// that first frame, over PLAY_SECONDS (60) s of wall time. At 5 Mbps: from `play()` to the first
// `resize` that makes `videoHeight` ≥ 720 (the picture actually shown, whatever hls.js chose).
import { execFileSync, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { KEYFRAMES, LADDER } from '../../apps/api/src/video/ffmpeg.ts';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { bin, root } from '../lib/paths.mjs';

const port = Number(process.env.PORT);
const work = process.env.WORK ?? '';
const runs = Number(process.env.RUNS ?? 3);
const playSeconds = Number(process.env.PLAY_SECONDS ?? 60);
/** Which sessions each run has (all four for the bench; fewer while working on it). */
const sessions = (process.env.SESSIONS ?? 'hls,tap,mp4,fast').split(',');
const base = `http://127.0.0.1:${port}`;
const COURSE = 'react-do-zero';
const SOURCE_SECONDS = 75;
const secret = randomBytes(24).toString('hex');
/** The progressive MP4 sits in the API's media folder while the bench runs (never committed). */
const mp4Name = `bench-progressive-${process.pid}.mp4`;
const mp4Path = join(root, 'apps/api/media', mp4Name);

/** CDP profiles: bytes per second (1.6 Mbps = 200,000 B/s) and round-trip latency. */
const SLOW = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const FAST = { latency: 150, downloadThroughput: 625_000, uploadThroughput: 625_000 };

/** @param {string} line */
const say = (line) => process.stderr.write(`playback: ${line}\n`);

/** @param {string[]} args */
const ffmpeg = (args) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

/** The source: 75 s of 720p30 test pattern and a tone. @param {string} source */
function makeSource(source) {
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    String(SOURCE_SECONDS),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    source,
  ]);
}

function makeSources() {
  const source = join(work, 'playback-source.mp4');
  if (!(process.env.REUSE === '1' && existsSync(source))) makeSource(source);
  // Today's reference: the 720p rung's settings (ffmpeg.ts hlsArguments) as one progressive file.
  const rung = LADDER.find((r) => r.lines === 720);
  if (!rung) throw new Error('no 720p rung in the ladder');
  ffmpeg([
    '-i',
    source,
    '-vf',
    'scale=1280:720',
    '-c:v',
    'libx264',
    '-b:v',
    `${rung.videoKbps}k`,
    '-maxrate',
    `${Math.round(rung.videoKbps * 1.07)}k`,
    '-bufsize',
    `${Math.round(rung.videoKbps * 1.5)}k`,
    '-preset',
    'veryfast',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-sc_threshold',
    '0',
    '-force_key_frames',
    KEYFRAMES,
    '-c:a',
    'aac',
    '-b:a',
    `${rung.audioKbps}k`,
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    mp4Path,
  ]);
  const mp4Kbps = (statSync(mp4Path).size * 8) / 1000 / SOURCE_SECONDS;
  return { source, mp4Kbps };
}

function startApi() {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'playback-data'),
      STATIC_DIR: join(work, 'playback-web'),
      MEDIA_SIGNING_SECRET: secret,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function ready() {
  for (let i = 0; i < 1200; i++) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start');
}

/**
 * A signed-in session over fetch: cookies and the XSRF token.
 * @param {string} email @param {string} password
 */
async function signIn(email, password) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  /** @param {Response} response */
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name) jar.set(name, value ?? '');
    }
  };
  const headers = () => ({
    Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    Accept: 'application/json',
  });
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { ...headers(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 204) throw new Error(`sign-in of ${email}: ${login.status}`);
  keep(login);
  return headers;
}

/**
 * Uploads the source over tus (8 MiB chunks) to the lecture and waits for its ladder.
 * @param {() => Record<string, string>} headers @param {number} lectureId @param {string} file
 */
async function uploadAndTranscode(headers, lectureId, file) {
  const bytes = readFileSync(file);
  const created = await fetch(`${base}/api/video-uploads`, {
    method: 'POST',
    headers: {
      ...headers(),
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `lecture_id ${Buffer.from(String(lectureId)).toString('base64')},filename ${Buffer.from('bench.mp4').toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status}`);
  const url = `${base}${created.headers.get('location')}`;
  const CHUNK = 8 * 1024 * 1024;
  // A dropped connection (seen on a loaded machine: EPIPE mid-chunk) resumes as tus clients do:
  // the server's offset, then the rest; three tries in a row at most.
  for (let offset = 0, failures = 0; offset < bytes.length; ) {
    try {
      const response = await fetch(url, {
        method: 'PATCH',
        headers: {
          ...headers(),
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: bytes.subarray(offset, offset + CHUNK),
      });
      if (response.status !== 204) throw new Error(`tus patch: ${response.status}`);
      offset = Number(response.headers.get('upload-offset'));
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures >= 3) throw error;
      say(`tus patch failed (${String(error)}), asking the server's offset`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const head = await fetch(url, {
        method: 'HEAD',
        headers: { ...headers(), 'Tus-Resumable': '1.0.0' },
      });
      offset = Number(head.headers.get('upload-offset'));
    }
  }
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${base}/api/lectures/${lectureId}/video`, { headers: headers() });
    const body =
      /** @type {{ data: { upload: { status: string; failure: string | null } | null } }} */ (
        await response.json()
      );
    const status = body.data.upload?.status;
    if (status === 'ready') return (performance.now() - started) / 1000;
    if (status === 'failed') throw new Error(`transcoding failed: ${body.data.upload?.failure}`);
    if (performance.now() - started > 20 * 60_000) throw new Error('transcoding took over 20 min');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * @typedef {{ firstFrameMs: number; firstMediaTime: number; playingMs: number | null; stalls: number; stalledMs: number;
 *   playedSeconds: number; to720Ms: number | null; heights: number[] }} Playback
 */

/**
 * One student session on a lecture page, throttled: play as soon as the player accepts it, then
 * watch for `watchSeconds` (or until the picture is 720p high when `until720`). With `tap`, the
 * student has auto-play off, so the page loads nothing of the video (hls.js comes on the intent
 * to play): play is pressed once the page has settled, as a tap on a phone (no hover before it).
 * @param {import('@playwright/test').Browser} browser
 * @param {number} lectureId
 * @param {typeof SLOW} network
 * @param {{ watchSeconds: number; until720: boolean; tap?: boolean }} options
 * @returns {Promise<Playback>}
 */
async function session(browser, lectureId, network, options) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
  });
  try {
    await context.request.get('/sanctum/csrf-cookie');
    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await context.request.post('/login', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
      data: { email: 'aluna@aula.dev', password: 'aula-aluna-2026' },
    });
    if (login.status() !== 204) throw new Error(`student sign-in: ${login.status()}`);
    // And none on the server: 0 is "start over" (a closing tab's last write may have landed).
    const reset = await context.request.put(`/api/lectures/${lectureId}/position`, {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
      data: { seconds: 0 },
    });
    if (!reset.ok()) throw new Error(`position reset: ${reset.status()}`);
    const preferences = await context.request.put('/api/me/preferences', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
      data: { auto_play: !options.tap },
    });
    if (!preferences.ok()) throw new Error(`auto-play preference: ${preferences.status()}`);
    const page = await context.newPage();
    if (process.env.TRACE) {
      const opened = Date.now();
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        const path = new URL(request.url()).pathname;
        void request.sizes().then(
          (sizes) =>
            say(
              `  ${((timing.startTime - opened) / 1000).toFixed(2)} s +${(timing.responseEnd / 1000).toFixed(2)} s ${sizes.responseBodySize} B ${path}`,
            ),
          () => undefined, // the page closed first
        );
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // No remembered position: every run starts at 0 (the server would resume the last run's, and
    // a closing tab's last write could land after the reset above). Blocked by the browser, not
    // by Playwright's \`route\`: routing turns the HTTP cache off, and the tap's session needs it
    // for the chunk the page prefetched (with \`route\`, hls.js was fetched twice: +0.64 s).
    await cdp.send('Network.setBlockedURLs', { urls: ['*/api/lectures/*/position'] });
    // A fresh context has an empty cache; the tap's session keeps it on, for the chunk the page
    // prefetched (hls.js) to be used as a browser would.
    if (!options.tap) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await page.goto(`/${COURSE}/aula/${lectureId}`);
    await page.waitForFunction(
      (tap) => {
        const video = document.querySelector('video[data-testid="video-da-aula"]');
        return video instanceof HTMLVideoElement && video.controls && (tap || video.src !== '');
      },
      options.tap ?? false,
      { timeout: 120_000, polling: 10 },
    );
    // The student taps once the page has settled (its reads and idle fetches done), not at once.
    if (options.tap) await page.waitForLoadState('networkidle');
    return await page.evaluate(
      async ({ watchSeconds, until720, trace }) => {
        const video = /** @type {HTMLVideoElement} */ (
          document.querySelector('video[data-testid="video-da-aula"]')
        );
        let first = /** @type {number | null} */ (null);
        let playing = /** @type {number | null} */ (null);
        let to720 = /** @type {number | null} */ (null);
        let stalls = 0;
        let stalledMs = 0;
        let waitingSince = /** @type {number | null} */ (null);
        const heights = /** @type {number[]} */ ([]);
        let firstMediaTime = Number.NaN;
        const t0 = performance.now();
        video.addEventListener('waiting', () => {
          if (first === null || waitingSince !== null) return;
          stalls += 1;
          waitingSince = performance.now();
        });
        video.addEventListener('playing', () => {
          playing ??= performance.now() - t0;
          if (waitingSince !== null) stalledMs += performance.now() - waitingSince;
          waitingSince = null;
        });
        const sawHeight = () => {
          if (!heights.includes(video.videoHeight)) heights.push(video.videoHeight);
          if (to720 === null && video.videoHeight >= 720) to720 = performance.now() - t0;
        };
        video.addEventListener('resize', sawHeight);
        /** @type {string[]} */
        const log = [];
        if (trace) {
          for (const name of [
            'loadedmetadata',
            'loadeddata',
            'canplay',
            'waiting',
            'playing',
            'seeking',
            'seeked',
            'stalled',
          ]) {
            video.addEventListener(name, () => {
              const ranges = Array.from(
                { length: video.buffered.length },
                (_, i) =>
                  `${video.buffered.start(i).toFixed(3)}-${video.buffered.end(i).toFixed(3)}`,
              );
              log.push(
                `${((performance.now() - t0) / 1000).toFixed(2)} s ${name} at ${video.currentTime.toFixed(3)} [${ranges.join(' ')}]`,
              );
            });
          }
        }
        const startedAt = video.currentTime;
        void video.play().catch(() => undefined);
        await new Promise((resolve) => {
          video.requestVideoFrameCallback((_now, frame) => {
            first = performance.now() - t0;
            firstMediaTime = frame.mediaTime;
            resolve(undefined);
          });
        });
        sawHeight();
        const end = performance.now() + watchSeconds * 1000;
        while (performance.now() < end && !(until720 && to720 !== null)) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if (waitingSince !== null) stalledMs += performance.now() - waitingSince;
        return {
          firstFrameMs: first ?? Number.NaN,
          firstMediaTime,
          playingMs: playing,
          stalls,
          stalledMs,
          playedSeconds: video.currentTime - startedAt,
          to720Ms: to720,
          heights,
          ...(trace ? { log } : {}),
        };
      },
      { ...options, trace: Boolean(process.env.TRACE) },
    );
  } finally {
    // The other sessions play with auto-play on (hls.js at once), aluna's default.
    if (options.tap) {
      const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      await context.request.put('/api/me/preferences', {
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
        data: { auto_play: true },
      });
    }
    await context.close();
  }
}

/**
 * The HMAC the API checks on `/media/<file>` (media-signing.ts): lecture, file and expiry.
 * @param {number} lectureId @param {string} file
 */
function signedMediaUrl(lectureId, file) {
  const expires = String(Math.floor(Date.now() / 1000) + 6 * 3600);
  const signature = createHmac('sha256', Buffer.from(secret))
    .update(`${lectureId}:${file}:${expires}`)
    .digest('base64url');
  return `${base}/media/${file}?lecture=${lectureId}&expires=${expires}&signature=${signature}`;
}

async function main() {
  say('the source (unless REUSE=1 finds it) and the progressive MP4');
  const { source, mp4Kbps } = makeSources();
  say('building the web app');
  execFileSync(
    bin('vite'),
    ['build', '--logLevel', 'warn', '--outDir', join(work, 'playback-web'), '--emptyOutDir'],
    { cwd: join(root, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const api = startApi();
  /** @type {import('@playwright/test').Browser | undefined} */
  let browser;
  try {
    // An API that exits at once (the port taken, e.g. by a leftover of an earlier run) would leave
    // the bench talking to that other process: fail instead.
    const exited = new Promise((_, reject) =>
      api.once('exit', (code) =>
        reject(new Error(`the API exited (${code}): is port ${port} taken?`)),
      ),
    );
    await Promise.race([ready(), exited]);
    exited.catch(() => undefined);
    const admin = await signIn('admin@aula.dev', 'aula-admin-2026');
    const course =
      /** @type {{ data: { id: number; sections: { id: number; lectures: { id: number; title: string }[] }[] } }} */ (
        await (await fetch(`${base}/api/course-by-slug/${COURSE}`, { headers: admin() })).json()
      );
    const section = course.data.sections[0];
    const [hlsLecture, mp4Lecture] = section?.lectures ?? [];
    if (!section || !hlsLecture || !mp4Lecture) throw new Error('the seed changed: no 2 lectures');
    say(`uploading to lecture ${hlsLecture.id} and transcoding with the API's job`);
    // REUSE=1 (while working on this bench): a DATA_DIR whose lecture already has this ladder.
    const current =
      /** @type {{ data: { source: string; upload: { status: string; file_name: string } | null } }} */ (
        await (
          await fetch(`${base}/api/lectures/${hlsLecture.id}/video`, { headers: admin() })
        ).json()
      );
    const reuse =
      process.env.REUSE === '1' &&
      current.data.source === 'upload' &&
      current.data.upload?.status === 'ready' &&
      current.data.upload.file_name === 'bench.mp4';
    const transcodeSeconds = reuse
      ? Number.NaN
      : await uploadAndTranscode(admin, hlsLecture.id, source);
    const put = await fetch(`${base}/api/courses/${course.data.id}/lectures/${mp4Lecture.id}`, {
      method: 'PUT',
      headers: { ...admin(), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        section_id: section.id,
        title: mp4Lecture.title,
        video_url: signedMediaUrl(mp4Lecture.id, mp4Name),
        duration_seconds: SOURCE_SECONDS,
      }),
    });
    if (!put.ok) throw new Error(`setting the MP4 link: ${put.status} ${await put.text()}`);

    browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, '--autoplay-policy=no-user-gesture-required'],
    });
    /** @type {{ hls: Playback[]; tap: Playback[]; mp4: Playback[]; fast: Playback[] }} */
    const result = { hls: [], tap: [], mp4: [], fast: [] };
    for (let i = 0; i < runs; i++) {
      // Alternated, so that a busy moment of the machine does not fall on one source only.
      const watch = { watchSeconds: playSeconds, until720: false };
      if (sessions.includes('hls')) {
        result.hls.push(await session(browser, hlsLecture.id, SLOW, watch));
        say(`run ${i + 1} HLS 1.6 Mbps: ${JSON.stringify(result.hls.at(-1))}`);
      }
      if (sessions.includes('tap')) {
        result.tap.push(
          await session(browser, hlsLecture.id, SLOW, {
            watchSeconds: 0,
            until720: false,
            tap: true,
          }),
        );
        say(`run ${i + 1} HLS 1.6 Mbps, tap: ${JSON.stringify(result.tap.at(-1))}`);
      }
      if (sessions.includes('mp4')) {
        result.mp4.push(await session(browser, mp4Lecture.id, SLOW, watch));
        say(`run ${i + 1} MP4 1.6 Mbps: ${JSON.stringify(result.mp4.at(-1))}`);
      }
      if (sessions.includes('fast')) {
        result.fast.push(
          await session(browser, hlsLecture.id, FAST, { watchSeconds: 30, until720: true }),
        );
        say(`run ${i + 1} HLS 5 Mbps: ${JSON.stringify(result.fast.at(-1))}`);
      }
    }
    console.log(JSON.stringify({ ...result, mp4Kbps, transcodeSeconds, playSeconds }));
  } finally {
    await browser?.close();
    api.kill('SIGTERM');
  }
}

void main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(mp4Path, { force: true }));
