import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cappedFrameRate, ladderFor, probe, transcodeToHls, writePoster } from './ffmpeg';

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

  // Above 60 fps, a whole divisor of the source's rate (even motion); at or below, its own.
  it.each([
    [24, undefined],
    [30000 / 1001, undefined],
    [60, undefined],
    [60000 / 1001, undefined],
    [90, 45],
    [100, 50],
    [120, 60],
    [144, 48],
    [240, 60],
    [undefined, undefined],
  ])('a %s fps source is encoded at %s fps (undefined: its own)', (rate, capped) => {
    expect(cappedFrameRate(rate)).toBe(capped);
  });
});

/** ffmpeg's moving test pattern (`size`: `540x960`), encoded with `options` to `path`. */
const encodePattern = (
  path: string,
  { size, rate = 24, seconds = 2 }: { size: string; rate?: number; seconds?: number },
  options: string[],
) =>
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}`],
    ...['-t', String(seconds), ...options, path],
  ]);

/**
 * A rung's first segment as a file ffprobe reads: its fMP4 header (`init_N.mp4`) and the segment's
 * fragment, one after the other, as hls.js appends them.
 */
function firstSegment(out: string, rung: string): string {
  const folder = join(out, rung);
  const init = readdirSync(folder).find((name) => /^init_\d+\.mp4$/.test(name)) ?? 'init.mp4';
  const path = join(folder, 'first.mp4');
  writeFileSync(
    path,
    Buffer.concat([readFileSync(join(folder, init)), readFileSync(join(folder, 'seg_000.m4s'))]),
  );
  return path;
}

/** Two seconds of the pattern in H.264, as most files are. */
const testPattern = (path: string, size: string) =>
  encodePattern(path, { size }, ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']);

/** A temporary folder for a group's files (made before its tests, removed after them). */
function workFolder(prefix: string): () => string {
  let work = '';
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  return () => work;
}

describe('a portrait video through real ffmpeg', () => {
  const work = workFolder('aula-portrait-');

  it('comes out with upright rungs, each listed with its size in the master playlist', async () => {
    const source = join(work(), 'retrato.mp4');
    testPattern(source, '540x960');
    const info = await probe(source);
    const out = join(work(), 'hls');
    const rungs = await transcodeToHls(source, out, info);
    expect(rungs.map((rung) => rung.lines)).toEqual([360, 540]);
    const master = readFileSync(join(out, 'master.m3u8'), 'utf8');
    expect(master).toContain('RESOLUTION=360x640');
    expect(master).toContain('RESOLUTION=540x960');
    const top = await probe(firstSegment(out, '540p'));
    expect([top.width, top.height]).toEqual([540, 960]);
  });

  // How a phone stores an upright video: landscape frames and a 90° turn to show them with.
  it('of a phone, stored sideways with a turn, comes out upright and unsquashed', async () => {
    const stored = join(work(), 'deitado.mp4');
    testPattern(stored, '960x540');
    const source = join(work(), 'celular.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-i', stored, '-c', 'copy'],
      ...['-metadata:s:v:0', 'rotate=90', source],
    ]);
    const info = await probe(source);
    expect([info.width, info.height]).toEqual([540, 960]);
    const out = join(work(), 'celular-hls');
    const rungs = await transcodeToHls(source, out, info);
    expect(rungs.map((rung) => `${rung.width}×${rung.height}`)).toEqual(['360×640', '540×960']);
    // The frames themselves: upright, at the rung's size, with no turn left to apply.
    const top = await probe(firstSegment(out, '540p'));
    expect([top.width, top.height]).toEqual([540, 960]);
    const poster = join(work(), 'poster');
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

/** Frame `n` of `input` (ffmpeg's input options and file): its mean brightness (Y) and saturation, 0–255. */
function picture(input: string[], n: number, filter = 'null') {
  // signalstats prints on ffmpeg's log (stderr).
  const { stderr } = spawnSync('ffmpeg', [
    ...['-hide_banner', ...input, '-frames:v', '1', '-vf'],
    `select=eq(n\\,${n}),${filter},format=yuv420p,signalstats,metadata=print`,
    ...['-f', 'null', '-'],
  ]);
  const value = (key: string) =>
    Number(new RegExp(`signalstats\\.${key}=([\\d.]+)`).exec(stderr.toString())?.[1]);
  return { brightness: value('YAVG'), saturation: value('SATAVG') };
}

const PATTERN = ['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24'];

describe('an HDR phone video through real ffmpeg', () => {
  const work = workFolder('aula-hdr-');

  // What an iPhone records by default: HEVC, 10-bit, HLG on BT.2020. Made here from the SDR test
  // pattern, white at HLG's reference 203 nits, so the right SDR result is the pattern itself.
  it('comes out as SDR BT.709 that looks like the picture, its poster too', async () => {
    const source = join(work(), 'hlg.mp4');
    encodePattern(source, { size: '640x360', seconds: 1 }, [
      '-vf',
      'zscale=tin=bt709:min=bt709:pin=bt709:t=arib-std-b67:m=bt2020nc:p=bt2020:npl=203,format=yuv420p10le',
      ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error'],
      ...['-color_primaries', 'bt2020', '-color_trc', 'arib-std-b67', '-colorspace', 'bt2020nc'],
    ]);
    const info = await probe(source);
    expect(info.hdr).toEqual({ transfer: 'arib-std-b67', primaries: 'bt2020', matrix: 'bt2020nc' });

    const out = join(work(), 'hls');
    await transcodeToHls(source, out, info, { storyboard: true });
    const segment = firstSegment(out, '360p');
    const tags = execFileSync('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-of', 'csv=p=0', '-show_entries'],
      'stream=pix_fmt,color_space,color_transfer,color_primaries',
      segment,
    ])
      .toString()
      .split('\n')
      .filter(Boolean);
    expect(new Set(tags)).toEqual(new Set(['yuv420p,bt709,bt709,bt709']));

    // Half a second in, the pattern and the rung: within a sixth. Left as HDR and read as SDR
    // (what the poster and the thumbnails were), the colours came out at under half.
    const pattern = picture(PATTERN, 12);
    const rung = picture(['-i', segment], 12);
    for (const measure of ['brightness', 'saturation'] as const) {
      expect(rung[measure] / pattern[measure]).toBeGreaterThan(5 / 6);
      expect(rung[measure] / pattern[measure]).toBeLessThan(7 / 6);
    }
    expect(picture(['-i', source], 12).saturation).toBeLessThan(pattern.saturation / 2);
    // The poster, a tenth of the way in.
    const poster = join(work(), 'poster');
    mkdirSync(poster);
    await writePoster(source, poster, info);
    const still = picture(['-i', join(poster, 'poster.jpg')], 0);
    expect(still.saturation / picture(PATTERN, 2).saturation).toBeGreaterThan(5 / 6);
  });

  it('an SDR video is not taken for HDR', async () => {
    const source = join(work(), 'sdr.mp4');
    testPattern(source, '640x360');
    expect((await probe(source)).hdr).toBeUndefined();
  });
});

/** How many of a video's frames ffmpeg's `idet` finds combed (fields woven) and whole. */
function fieldsOf(path: string) {
  const { stderr } = spawnSync('ffmpeg', [
    '-hide_banner',
    '-i',
    path,
    '-vf',
    'idet',
    '-f',
    'null',
    '-',
  ]);
  const multi = /Multi frame detection: TFF:\s*(\d+) BFF:\s*(\d+) Progressive:\s*(\d+)/.exec(
    stderr.toString(),
  );
  return { combed: Number(multi?.[1]) + Number(multi?.[2]), whole: Number(multi?.[3]) };
}

describe('a transcoding’s progress', () => {
  const work = workFolder('aula-progress-');

  // The admin watches "Processando N %". With the storyboard in the same run, ffmpeg's own
  // `-progress` said nothing until the sheet was full (here: the end), and the admin saw 0 %
  // for the whole transcoding; the segments written so far tell it as it goes.
  it('is told as it goes, the storyboard written in the same run, and ends at 1', async () => {
    const source = join(work(), 'aula-longa.mp4');
    encodePattern(source, { size: '640x360', seconds: 60 }, [
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ]);
    const info = await probe(source);
    const told: number[] = [];
    await transcodeToHls(source, join(work(), 'hls'), info, {
      storyboard: true,
      onProgress: (fraction) => told.push(fraction),
    });
    expect(readdirSync(join(work(), 'hls'))).toContain('sprite_0.jpg');
    // Before the end: some fraction between the start and the whole (several, on most machines).
    expect(told.filter((fraction) => fraction > 0 && fraction < 0.9).length).toBeGreaterThan(0);
    expect([...told].sort((a, b) => a - b)).toEqual(told);
    expect(told[told.length - 1]).toBe(1);
  });
});

describe('files a school sends, as their devices write them', () => {
  const work = workFolder('aula-files-');

  // A browser's own recording (MediaRecorder; Loom-style and in-browser screen recorders): WebM
  // written as a live stream, with no duration and no index in its header.
  it('measures a browser recording whose header states no duration, instead of refusing it', async () => {
    const source = join(work(), 'gravacao.webm');
    encodePattern(source, { size: '640x360', seconds: 3 }, [
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '1M', '-live', '1'],
    ]);
    const stated = execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', source],
    ]);
    expect(stated.toString().trim()).toBe('N/A');
    const info = await probe(source);
    expect(info.durationSeconds).toBeGreaterThan(2.9);
    expect(info.durationSeconds).toBeLessThanOrEqual(3);
  });

  // What iTunes, podcast tools and many audio editors write: AAC in an MP4 container with the cover
  // art as a one-picture "video" stream (attached_pic). Taken for a 300×300 video before.
  it('refuses an audio file with its cover art as audio only', async () => {
    const audio = join(work(), 'aula.m4a');
    const cover = join(work(), 'capa.jpg');
    const source = join(work(), 'aula-com-capa.m4a');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine', '-t', '2', audio]);
    encodePattern(cover, { size: '300x300' }, ['-frames:v', '1']);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-i', audio, '-i', cover, '-map', '0', '-map', '1', '-c', 'copy'],
      ...['-disposition:v:0', 'attached_pic', source],
    ]);
    await expect(probe(source)).rejects.toMatchObject({ reason: 'no_video_stream' });
  });

  // A phone's or a game capture's high-frame-rate video (120 fps): each rung got 120 frames a
  // second at the bitrate planned for 30, so every frame came out blurred with blocks.
  it('brings a 120 fps source down to 60 fps on every rung', async () => {
    const source = join(work(), 'camera-lenta.mp4');
    encodePattern(source, { size: '640x360', rate: 120 }, [
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ]);
    const info = await probe(source);
    expect(info.frameRate).toBe(120);
    const out = join(work(), 'hls-120');
    await transcodeToHls(source, out, info);
    const rate = execFileSync('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-count_frames'],
      ...['-show_entries', 'stream=avg_frame_rate,nb_read_frames', '-of', 'json'],
      join(out, '360p', 'index.m3u8'),
    ]);
    const stream = (
      JSON.parse(rate.toString()) as {
        streams: { avg_frame_rate: string; nb_read_frames: string }[];
      }
    ).streams[0];
    expect(stream?.avg_frame_rate).toBe('60/1');
    // Two seconds: 120 frames, not 240.
    expect(Number(stream?.nb_read_frames)).toBeGreaterThanOrEqual(119);
    expect(Number(stream?.nb_read_frames)).toBeLessThanOrEqual(121);
  });

  // A camcorder's or a broadcast's interlaced video (1080i, 576i): every moving edge combed in
  // every rung before; deinterlaced now, at the source's frame rate.
  it('deinterlaces an interlaced source before cutting the rungs', async () => {
    const source = join(work(), 'filmadora.mp4');
    encodePattern(source, { size: '640x360', rate: 50 }, [
      ...['-vf', 'tinterlace=mode=interleave_top,fieldorder=tff'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-flags', '+ildct+ilme', '-x264opts', 'tff=1'],
      ...['-pix_fmt', 'yuv420p'],
    ]);
    const info = await probe(source);
    expect(info.interlaced).toBe(true);
    expect(fieldsOf(source).whole).toBe(0);
    const out = join(work(), 'hls');
    await transcodeToHls(source, out, info);
    const rung = fieldsOf(join(out, '360p', 'index.m3u8'));
    expect(rung.whole).toBeGreaterThan(rung.combed * 5);
  });
});
