// npm run bench:video (issue 35's budgets): the transcoding of a 60 s 720p30 source to its whole
// ladder through the API's pipeline, against the bare ffmpeg command with the same settings
// timed in the same run; the server's memory while a large file uploads over tus; and a kill -9
// of the API in the middle of an upload, then the resume. A benchmark, not a test.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordBench, recordFailure } from './lib/bench-results.mjs';
import { printCalibration, spreadText } from './lib/bench-stats.mjs';
import { root } from './lib/paths.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const work = mkdtempSync(join(tmpdir(), 'aula-bench-video-'));
printCalibration('bench:video');

/**
 * @param {string} script
 * @param {NodeJS.ProcessEnv} [env]
 */
const tsx = (script, env = {}) =>
  spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
/**
 * A child's whole stdout, once it exits with 0.
 * @param {import('node:child_process').ChildProcessWithoutNullStreams | import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, null>} child
 * @returns {Promise<string>}
 */
const output = (child) =>
  new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      text += chunk;
    });
    child.on('exit', (/** @type {number | null} */ code) =>
      code === 0 ? resolve(text) : reject(new Error(`exit ${code}: ${text.slice(-500)}`)),
    );
  });

try {
  // 1. Transcoding: the pipeline (probe, ladder, poster, storyboard) against bare ffmpeg.
  const source = join(work, 'source.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    '60',
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
  const times = JSON.parse(
    await output(
      tsx('scripts/bench-video/transcode.ts', {
        SOURCE: source,
        OUT: join(work, 'out'),
        RUNS: String(RUNS),
      }),
    ),
  );
  const pipeline = /** @type {number[]} */ (times.pipeline);
  const bare = /** @type {number[]} */ (times.bare);
  const ratios = pipeline.map((value, i) => value / (bare[i] ?? Number.NaN));
  const median = (/** @type {number[]} */ values) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  recordBench([
    {
      measure:
        'transcoding a 60 s 720p30 source to its ladder (360/540/720p, poster, storyboard), 2 cores',
      now: `${(median(pipeline) / 1000).toFixed(1)} s; bare ffmpeg ladder ${(median(bare) / 1000).toFixed(1)} s; ratio ${median(ratios).toFixed(2)}`,
      spread: `${spreadText(
        pipeline.map((v) => v / 1000),
        1,
        's',
      )}; bare ${spreadText(
        bare.map((v) => v / 1000),
        1,
        's',
      )}`,
      goal: '≤ 60 s and ≤ 1.2× bare ffmpeg',
      judged: 'reference: the same ffmpeg ladder command timed alone in the same run',
      met: median(pipeline) <= 60_000 && median(ratios) <= 1.2,
    },
  ]);

  // 2 and 3. A 1 GB upload's server memory, and kill -9 mid-upload then resume.
  const port = await new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(free));
    });
  });
  const result = JSON.parse(
    await output(
      tsx('scripts/bench-video/upload.ts', {
        PORT: String(port),
        WORK: work,
        SIZE_MB: process.env.BENCH_UPLOAD_MB ?? '1024',
      }),
    ),
  );
  recordBench([
    {
      measure: `server memory (RSS) while a ${result.sizeMb} MB file uploads over tus (8 MiB chunks)`,
      now: `+${result.rssGrowthMb.toFixed(0)} MB (peak ${result.peakMb.toFixed(0)} MB from ${result.startMb.toFixed(0)} MB)`,
      spread: `${result.seconds.toFixed(1)} s to upload`,
      goal: 'grows < 100 MB',
      judged: 'RSS of the API process sampled every 100 ms',
      met: result.rssGrowthMb < 100,
    },
    {
      measure: 'kill -9 of the API mid-upload, then resume on a new process',
      now: `${result.resume.completed ? 'completed' : 'NOT completed'}; ${result.resume.resentMb.toFixed(1)} MB sent again (a chunk is 8 MiB)`,
      spread: `killed at ${result.resume.killedAtMb.toFixed(0)} MB, server had ${result.resume.serverOffsetMb.toFixed(0)} MB`,
      goal: 'completes; at most one chunk sent again',
      judged: 'offset after restart vs bytes sent before the kill',
      met: result.resume.completed && result.resume.resentMb <= 8,
    },
  ]);
} catch (error) {
  recordFailure('bench:video', String(error).slice(0, 300));
  console.error(error);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
