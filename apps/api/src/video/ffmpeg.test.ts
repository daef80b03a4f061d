import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ladderFor, probe, transcodeToHls, writePoster } from './ffmpeg';

const sizes = (source: { width: number; height: number }) =>
  ladderFor(source).map((rung) => `${rung.lines}p ${rung.width}×${rung.height}`);

/**
 * Each source and its ladder (issue 35 §2: never upscaled). A rung is named by the picture's short
 * side: a landscape source's height, a portrait one's width (a phone held upright; by height
 * alone a 1080×1920 source's top rung would be 608×1080, under two fifths of its pixels).
 */
const LADDERS: [string, number, number, string[]][] = [
  [
    'landscape 1080p',
    1920,
    1080,
    ['360p 640×360', '540p 960×540', '720p 1280×720', '1080p 1920×1080'],
  ],
  ['landscape 720p', 1280, 720, ['360p 640×360', '540p 960×540', '720p 1280×720']],
  [
    'portrait 1080p',
    1080,
    1920,
    ['360p 360×640', '540p 540×960', '720p 720×1280', '1080p 1080×1920'],
  ],
  [
    "Instagram's 4:5",
    1080,
    1350,
    ['360p 360×450', '540p 540×676', '720p 720×900', '1080p 1080×1350'],
  ],
  ['landscape below 360p: one rung of its own size', 480, 270, ['270p 480×270']],
  ['portrait below 360p: one rung of its own size', 270, 480, ['270p 270×480']],
];

describe('the ladder a source gets', () => {
  it.each(LADDERS)('%s (%i×%i)', (_name, width, height, ladder) => {
    expect(sizes({ width, height })).toEqual(ladder);
  });
});

/** ffmpeg's moving test pattern, `size` (`540x960`), two seconds of H.264, written to `path`. */
const testPattern = (path: string, size: string) =>
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=24`],
    ...['-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', path],
  ]);

describe('a portrait video through real ffmpeg', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'aula-portrait-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('comes out with upright rungs, each listed with its size in the master playlist', async () => {
    const source = join(work, 'retrato.mp4');
    testPattern(source, '540x960');
    const info = await probe(source);
    const out = join(work, 'hls');
    const rungs = await transcodeToHls(source, out, info);
    expect(rungs.map((rung) => rung.lines)).toEqual([360, 540]);
    const master = readFileSync(join(out, 'master.m3u8'), 'utf8');
    expect(master).toContain('RESOLUTION=360x640');
    expect(master).toContain('RESOLUTION=540x960');
    const top = await probe(join(out, '540p', 'seg_000.ts'));
    expect([top.width, top.height]).toEqual([540, 960]);
  });

  // How a phone stores an upright video: landscape frames and a 90° turn to show them with.
  it('of a phone, stored sideways with a turn, comes out upright and unsquashed', async () => {
    const stored = join(work, 'deitado.mp4');
    testPattern(stored, '960x540');
    const source = join(work, 'celular.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-i', stored, '-c', 'copy'],
      ...['-metadata:s:v:0', 'rotate=90', source],
    ]);
    const info = await probe(source);
    expect([info.width, info.height]).toEqual([540, 960]);
    const out = join(work, 'celular-hls');
    const rungs = await transcodeToHls(source, out, info);
    expect(rungs.map((rung) => `${rung.width}×${rung.height}`)).toEqual(['360×640', '540×960']);
    // The frames themselves: upright, at the rung's size, with no turn left to apply.
    const top = await probe(join(out, '540p', 'seg_000.ts'));
    expect([top.width, top.height]).toEqual([540, 960]);
    const poster = join(work, 'poster');
    mkdirSync(poster);
    await writePoster(source, poster, info);
    const still = execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0'],
      join(poster, 'poster.jpg'),
    ])
      .toString()
      .trim();
    expect(still).toBe('406,720');
  });
});
