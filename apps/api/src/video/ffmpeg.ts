import { spawn } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VideoFailure } from '@aula/contract';

/**
 * The video pipeline's use of ffmpeg and ffprobe (Debian's `ffmpeg` package; issue 35, ADR 038):
 * what a file is, its HLS ladder, its poster and its storyboard. Every function takes paths on
 * this machine's disk; the job (transcode-job.ts) moves bytes between them and the `FileStore`.
 */

export const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

/**
 * The rungs of the ladder: lines (the "p": the picture's short side, so a 1080×1920 phone video
 * is "1080p" as on YouTube), video and audio bitrates (kbit/s). Never above the source.
 */
export const LADDER = [
  { lines: 360, videoKbps: 800, audioKbps: 96 },
  { lines: 540, videoKbps: 1400, audioKbps: 128 },
  { lines: 720, videoKbps: 2800, audioKbps: 128 },
  { lines: 1080, videoKbps: 5000, audioKbps: 160 },
] as const;
/** A rung as encoded: its lines (its name, `720p`), its picture's size and its bitrates. */
export type Rung = {
  lines: number;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
};

/** Segment length (s): every rung has a keyframe at each multiple, so players switch cleanly. */
export const SEGMENT_SECONDS = 4;
/**
 * The first 12 s come in shorter segments, 1, 1, 1, 1, 2, 2, 2, 2 s, then SEGMENT_SECONDS. A
 * player starts on a segment a quarter the size, so the first frame comes sooner on a slow
 * connection (issue 35: a 4 s 360p segment alone takes 2.3 s at 1.6 Mbps), and each short segment
 * arrives sooner than it plays, so the buffer is ahead by the time the first 4 s segment is asked
 * for (with four 1 s segments only, the player stalled ~1 s there in every `bench:video` session).
 */
export const INITIAL_SEGMENTS = [1, 1, 1, 1, 2, 2, 2, 2] as const;

/**
 * The instant (s) of the `n`-th keyframe as an ffmpeg expression of `n`: the initial segments'
 * boundaries, then every SEGMENT_SECONDS. Runs of equal lengths nest as `if`s, the last first.
 */
function boundaryOf(n: string): string {
  let index = INITIAL_SEGMENTS.length;
  let time = INITIAL_SEGMENTS.reduce((sum: number, seconds) => sum + seconds, 0);
  let expression = `${time}+${SEGMENT_SECONDS}*(${n}-${index})`;
  while (index > 0) {
    const seconds = INITIAL_SEGMENTS[index - 1] ?? SEGMENT_SECONDS;
    let start = index;
    while (start > 0 && INITIAL_SEGMENTS[start - 1] === seconds) start -= 1;
    time -= seconds * (index - start);
    expression = `if(lt(${n},${index}),${time}+${seconds}*(${n}-${start}),${expression})`;
    index = start;
  }
  return expression;
}

/**
 * Keyframes at the segments' boundaries (0, 1, 2, 3, 4, 6, 8, 10, 12, 16, 20… s), the same
 * instants on every rung; the HLS muxer cuts a segment at each (`n_forced` counts the keyframes
 * forced so far, `-hls_time` is the shortest segment).
 */
export const KEYFRAMES = `expr:gte(t,${boundaryOf('n_forced')})`;

/** The seconds the first `count` segments cover (1, 2, 3, 4, 6, 8, 10, 12, 16…). */
function segmentsCover(count: number): number {
  let seconds = 0;
  for (let i = 0; i < count; i += 1) seconds += INITIAL_SEGMENTS[i] ?? SEGMENT_SECONDS;
  return seconds;
}

/** Storyboard thumbnails: size, columns and rows of a sprite sheet. */
export const THUMB = { width: 160, height: 90, columns: 10, rows: 10 } as const;

export interface ProbeResult {
  durationSeconds: number;
  /** The picture's size as shown (a phone's upright video is taller than wide). */
  width: number;
  height: number;
  hasAudio: boolean;
  format: string;
  /** The colours of an HDR recording (HLG or PQ), to be tone-mapped to SDR; absent for SDR. */
  hdr?: Hdr;
  /** Stored as fields (a camcorder's 1080i, broadcast): deinterlaced before anything else. */
  interlaced?: true;
  /** Frames per second (the stream's average; absent when the file does not say). */
  frameRate?: number;
}

/** An HDR stream's transfer, primaries and matrix, as ffprobe and zscale name them. */
export interface Hdr {
  transfer: 'arib-std-b67' | 'smpte2084';
  primaries: string;
  matrix: string;
}

export class VideoRefused extends Error {
  override name = 'VideoRefused';
  constructor(
    readonly reason: VideoFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a tool; `onLine` gets stdout line by line (ffmpeg's `-progress pipe:1`). */
export function run(
  command: string,
  args: readonly string[],
  options: { signal?: AbortSignal; onLine?: (line: string) => void } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.signal ? { signal: options.signal } : {}),
    });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!options.onLine) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        options.onLine(pending.slice(0, newline).trim());
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
    });
    // Only the end of stderr is kept: ffmpeg writes a line per frame on some inputs.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8_000);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let available: Promise<boolean> | null = null;
/** Whether ffmpeg and ffprobe run on this machine (checked once per process). */
export function ffmpegAvailable(): Promise<boolean> {
  available ??= Promise.all([run(FFMPEG, ['-version']), run(FFPROBE, ['-version'])]).then(
    ([a, b]) => a.code === 0 && b.code === 0,
    () => false,
  );
  return available;
}

interface ProbeJson {
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    /** A phone's upright recording: stored sideways, with the turn to show it in. */
    side_data_list?: { rotation?: number | string }[];
    tags?: { rotate?: string };
    color_transfer?: string;
    color_primaries?: string;
    color_space?: string;
    disposition?: { attached_pic?: number };
    field_order?: string;
    /** `30000/1001`; `0/0` when unknown. */
    avg_frame_rate?: string;
    r_frame_rate?: string;
  }[];
  format?: { format_name?: string; duration?: string };
}

/**
 * The quarter turns a stream is shown with (its display matrix, or the older `rotate` tag). A
 * phone held upright stores 1920×1080 frames turned 90°; ffmpeg turns them upright as it decodes
 * (its `autorotate`), so the ladder must be planned on the size as shown, 1080×1920: planned on
 * the stored size, every rung came out squashed.
 */
function turnedSideways(stream: NonNullable<ProbeJson['streams']>[number]): boolean {
  const rotation = Number(
    stream.side_data_list?.find((side) => side.rotation !== undefined)?.rotation ??
      stream.tags?.rotate ??
      0,
  );
  return Number.isFinite(rotation) && Math.abs(Math.round(rotation / 90)) % 2 === 1;
}

/**
 * HDR, if the stream is: HLG (`arib-std-b67`, what iPhones since the 12 and many Android phones
 * record by default) or PQ (`smpte2084`, HDR10). Left as it was, its 10-bit colours came out as
 * 8-bit H.264 still tagged HDR (banding, and washed out wherever the tags are not honoured) and as
 * a grey, washed-out poster and storyboard (JPEG has no HDR).
 */
function hdrOf(stream: NonNullable<ProbeJson['streams']>[number]): Hdr | undefined {
  const transfer = stream.color_transfer;
  if (transfer !== 'arib-std-b67' && transfer !== 'smpte2084') return undefined;
  // Only names zscale also knows (a file's tags are the uploader's to write); else BT.2020's.
  const known = (value: string | undefined, fallback: string, ...others: string[]) =>
    value && others.includes(value) ? value : fallback;
  return {
    transfer,
    primaries: known(stream.color_primaries, 'bt2020', 'bt709'),
    matrix: known(stream.color_space, 'bt2020nc', 'bt2020c', 'bt709'),
  };
}

/**
 * HDR to SDR (BT.709, 8-bit), zscale + tonemap: to linear light (1.0 = 100 nits), BT.709
 * primaries, the Möbius curve (linear up to near white, then a smooth roll-off for highlights),
 * back to BT.709. Chosen by a round trip (SDR pattern → HLG as a phone writes it → this chain):
 * Möbius came back at 96 % of the pattern's brightness and 88 % of its saturation; the Hable
 * curve most guides give at 80 % and 72 % (too dark); left untouched, the colours at 39 %.
 */
export function toSdr(hdr: Hdr): string {
  return [
    `zscale=tin=${hdr.transfer}:pin=${hdr.primaries}:min=${hdr.matrix}:t=linear:npl=100`,
    'format=gbrpf32le',
    'zscale=p=bt709',
    'tonemap=tonemap=mobius:desat=0',
    'zscale=t=bt709:m=bt709:r=tv',
    'format=yuv420p',
  ].join(',');
}

/** What an SDR output made from an HDR source says of its colours. */
const SDR_TAGS = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'];

/**
 * What the file is, by its content (never its name). Refuses with the reason the admin reads:
 * not a media file at all, no video stream (audio only), or a file cut short.
 */
export async function probe(path: string, signal?: AbortSignal): Promise<ProbeResult> {
  const result = await run(
    FFPROBE,
    [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,width,height,duration,field_order,avg_frame_rate,r_frame_rate,color_transfer,color_primaries,color_space:stream_disposition=attached_pic:stream_side_data=rotation:stream_tags=rotate:format=format_name,duration',
      '-of',
      'json',
      path,
    ],
    signal ? { signal } : {},
  );
  let json: ProbeJson = {};
  try {
    json = JSON.parse(result.stdout || '{}') as ProbeJson;
  } catch {
    json = {};
  }
  const format = json.format?.format_name ?? '';
  // Images (a PNG renamed .mp4) probe as a "video" of one frame: only moving-picture containers.
  const container = /mov|mp4|matroska|webm|avi|mpegts|flv|ogg|3gp|mxf/.test(format);
  if (result.code !== 0 || !format || !container) {
    // A container ffmpeg recognised (it names its demuxer: `[mov,mp4,… @ 0x…]`) whose index or
    // data stops short is a cut file; anything else (a text or an image renamed) is no video.
    const recognised = /\[(?:mov,mp4|matroska|avi|mpegts|flv|ogg)[^\]]*@/.test(result.stderr);
    const cut = /moov atom not found|partial file|End of file|truncat/i.test(result.stderr);
    throw new VideoRefused(
      (recognised || container) && cut ? 'truncated' : 'not_video',
      result.stderr.trim().slice(-300) || format || 'no format',
    );
  }
  // A song's or a podcast's cover art is listed as a video stream of one picture
  // (`attached_pic`): an .m4a with its cover is still audio only.
  const video = json.streams?.find(
    (stream) =>
      stream.codec_type === 'video' &&
      (stream.width ?? 0) > 0 &&
      Number(stream.disposition?.attached_pic ?? 0) === 0,
  );
  if (!video?.width || !video.height) throw new VideoRefused('no_video_stream', format);
  const stated = Number(json.format?.duration ?? video.duration ?? Number.NaN);
  const duration =
    Number.isFinite(stated) && stated > 0 ? stated : await scannedDuration(path, signal);
  if (!Number.isFinite(duration) || duration <= 0)
    throw new VideoRefused('truncated', 'no duration');
  const sideways = turnedSideways(video);
  const hdr = hdrOf(video);
  const frameRate = rateOf(video.avg_frame_rate) ?? rateOf(video.r_frame_rate);
  return {
    durationSeconds: duration,
    // The size as shown, which is what ffmpeg decodes (see turnedSideways).
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    hasAudio: json.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
    format,
    ...(hdr ? { hdr } : {}),
    // Top or bottom field first, or either coded first: fields, not frames.
    ...(['tt', 'bb', 'tb', 'bt'].includes(video.field_order ?? '') ? { interlaced: true } : {}),
    ...(frameRate ? { frameRate } : {}),
  };
}

/** A rate as ffprobe writes it (`30000/1001`, `120/1`); undefined for `0/0` or nonsense. */
function rateOf(value: string | undefined): number | undefined {
  const [num, den = '1'] = (value ?? '').split('/');
  const rate = Number(num) / Number(den);
  return Number.isFinite(rate) && rate > 0 && rate <= 1000 ? rate : undefined;
}

/** The fastest frame rate a rung is encoded at: what players and YouTube go up to. */
export const MAX_FRAME_RATE = 60;

/**
 * The rate a source above MAX_FRAME_RATE is encoded at: its own divided by the smallest whole
 * number that brings it under (120 and 240 fps → 60, 100 → 50, 144 → 48), so every kept frame is
 * the same number of source frames apart and motion stays even. Undefined at or below the cap:
 * the source's own rate. At 120 fps every rung spent the 30 fps bitrate on four times the frames.
 */
export function cappedFrameRate(rate: number | undefined): number | undefined {
  if (!rate || rate <= MAX_FRAME_RATE + 0.5) return undefined;
  return Math.round((rate / Math.ceil(rate / (MAX_FRAME_RATE + 0.5))) * 1000) / 1000;
}

/**
 * The duration of a file whose header states none, read from its last video packet: what a
 * browser's recording is (MediaRecorder writes WebM as a live stream: no duration, no index; Loom-
 * style and in-browser screen recorders save these). Refused as cut short before; it is a whole
 * video. The packets are copied to nowhere, not decoded: a read of the file, seconds for a GB.
 */
async function scannedDuration(path: string, signal?: AbortSignal): Promise<number> {
  let last = Number.NaN;
  await run(
    FFMPEG,
    [
      '-v',
      'error',
      '-i',
      path,
      '-map',
      '0:v:0',
      '-c',
      'copy',
      '-f',
      'null',
      '-progress',
      'pipe:1',
      '-nostats',
      '-',
    ],
    {
      ...(signal ? { signal } : {}),
      onLine: (line) => {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) last = Number(match[1]) / 1e6;
      },
    },
  );
  return last;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The ladder for a source: each standard rung up to its short side, or that side alone if lower.
 * A rung keeps the source's shape: a landscape 1920×1080 gives 640×360 … 1920×1080, a portrait
 * 1080×1920 (a phone held upright) 360×640 … 1080×1920, never a 608×1080 that throws away most
 * of a vertical video's detail.
 */
export function ladderFor(source: { width: number; height: number }): Rung[] {
  const portrait = source.height > source.width;
  const short = Math.min(source.width, source.height);
  const long = Math.max(source.width, source.height);
  const rungs = LADDER.filter((rung) => rung.lines <= short);
  const chosen = rungs.length > 0 ? rungs : [{ ...LADDER[0], lines: even(short) }];
  return chosen.map((rung) => {
    const across = even((rung.lines * long) / short);
    return portrait
      ? { ...rung, width: rung.lines, height: across }
      : { ...rung, width: across, height: rung.lines };
  });
}

/** The storyboard's filter: one thumbnail every `interval` s, letterboxed, tiled 10×10. */
const storyboardFilter = (interval: number) =>
  [
    `fps=1/${interval}`,
    `scale=${THUMB.width}:${THUMB.height}:force_original_aspect_ratio=decrease`,
    `pad=${THUMB.width}:${THUMB.height}:(ow-iw)/2:(oh-ih)/2`,
    `tile=${THUMB.columns}x${THUMB.rows}`,
  ].join(',');

/**
 * The arguments of the one ffmpeg run that writes every rung (timed bare by the bench). With
 * `storyboardInterval`, the same decode also writes the storyboard's sprite sheets
 * (`sprite_N.jpg`): the source is read once for the ladder and the thumbnails. `sourceFilter`
 * runs on the decoded picture before it is split (deinterlacing, an HDR source's tone mapping);
 * with `bt709`, the outputs say their colours are BT.709 (what the tone mapping made).
 */
export function hlsArguments(
  input: string,
  outDir: string,
  rungs: readonly Rung[],
  hasAudio: boolean,
  preset = 'veryfast',
  storyboardInterval?: number,
  sourceFilter?: string,
  bt709 = false,
): string[] {
  const branches = rungs.map((_, i) => `[v${i}]`).join('') + (storyboardInterval ? '[sb]' : '');
  const count = rungs.length + (storyboardInterval ? 1 : 0);
  const scales = rungs.map((rung, i) => `[v${i}]scale=${rung.width}:${rung.height}[o${i}]`);
  if (storyboardInterval) scales.push(`[sb]${storyboardFilter(storyboardInterval)}[sbo]`);
  const args = [
    '-hide_banner',
    '-y',
    '-i',
    input,
    '-filter_complex',
    `[0:v]${sourceFilter ? `${sourceFilter},` : ''}split=${count}${branches};${scales.join(';')}`,
  ];
  if (storyboardInterval) {
    args.push(
      '-map',
      '[sbo]',
      '-q:v',
      '5',
      '-start_number',
      '0',
      '-f',
      'image2',
      join(outDir, 'sprite_%d.jpg'),
    );
  }
  rungs.forEach((rung, i) => {
    args.push('-map', `[o${i}]`);
    args.push(
      `-c:v:${i}`,
      'libx264',
      `-b:v:${i}`,
      `${rung.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(rung.videoKbps * 1.07)}k`,
      `-bufsize:v:${i}`,
      `${Math.round(rung.videoKbps * 1.5)}k`,
    );
  });
  if (hasAudio) {
    rungs.forEach((rung, i) => {
      args.push(
        '-map',
        'a:0',
        `-c:a:${i}`,
        'aac',
        `-b:a:${i}`,
        `${rung.audioKbps}k`,
        `-ac:a:${i}`,
        '2',
      );
    });
  }
  const streamMap = rungs
    .map((rung, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${rung.lines}p`)
    .join(' ');
  args.push(
    '-preset',
    preset,
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    ...(bt709 ? SDR_TAGS : []),
    '-sc_threshold',
    '0',
    // A keyframe at every segment boundary, the same instants on every rung.
    '-force_key_frames',
    KEYFRAMES,
    '-f',
    'hls',
    // The keyframes decide the cuts: a segment ends at each one, at least this long after the last.
    '-hls_time',
    String(Math.min(...INITIAL_SEGMENTS)),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    // Fragmented MP4 (CMAF) segments, not MPEG-TS: hls.js appends them as they come instead of
    // rewriting each one into MP4 on the page's main thread (ADR 038, "Segments").
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    join(outDir, '%v', 'seg_%03d.m4s'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    join(outDir, '%v', 'index.m3u8'),
  );
  return args;
}

/** How often a transcoding looks at the segments it has written (its progress). */
const SEGMENT_WATCH_MS = 500;

/**
 * Writes the HLS ladder under `outDir` (`master.m3u8`, `<lines>p/index.m3u8`, its
 * `init_N.mp4` and `seg_NNN.m4s`),
 * reporting the fraction done (0–1) from ffmpeg's progress.
 */
export async function transcodeToHls(
  input: string,
  outDir: string,
  info: ProbeResult,
  options: {
    signal?: AbortSignal;
    onProgress?: (fraction: number) => void;
    rungs?: Rung[];
    /** Also writes the storyboard (sprites in the same run, then `storyboard.vtt`). */
    storyboard?: boolean;
  } = {},
): Promise<Rung[]> {
  const rungs = options.rungs ?? ladderFor(info);
  await Promise.all(
    rungs.map((rung) => mkdir(join(outDir, `${rung.lines}p`), { recursive: true })),
  );
  const interval = options.storyboard ? thumbnailInterval(info.durationSeconds) : undefined;
  const args = [
    ...hlsArguments(
      input,
      outDir,
      rungs,
      info.hasAudio,
      'veryfast',
      interval,
      pictureSteps(info, { top: rungs[rungs.length - 1] }).join(',') || undefined,
      Boolean(info.hdr),
    ),
    '-progress',
    'pipe:1',
    '-nostats',
  ];
  // How far it is: with the storyboard's sprites in the same run, ffmpeg 5.1 prints its
  // `-progress` once, at the end (ADR 059), so the top rung's segments written so far say it
  // too (all but the newest are whole). The larger of the two wins.
  let done = 0;
  const report = (fraction: number) => {
    if (!options.onProgress || fraction <= done) return;
    done = Math.min(1, fraction);
    options.onProgress(done);
  };
  const topDir = join(outDir, `${rungs[rungs.length - 1]?.lines}p`);
  const watch = options.onProgress
    ? setInterval(() => {
        readdir(topDir)
          .then((names) => {
            const whole = names.filter((name) => /^seg_\d+\.m4s$/.test(name)).length - 1;
            if (whole > 0) report(segmentsCover(whole) / info.durationSeconds);
          })
          .catch(() => undefined);
      }, SEGMENT_WATCH_MS)
    : undefined;
  const result = await run(FFMPEG, args, {
    ...(options.signal ? { signal: options.signal } : {}),
    onLine: (line) => {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match) report(Number(match[1]) / 1e6 / info.durationSeconds);
    },
  }).finally(() => clearInterval(watch));
  if (result.code !== 0)
    throw new VideoRefused('transcode_failed', result.stderr.trim().slice(-500));
  if (interval) {
    await writeFile(join(outDir, 'storyboard.vtt'), storyboardVtt(info.durationSeconds, interval));
  }
  return rungs;
}

/**
 * Fields woven into frames: every moving edge combed. bwdif rebuilds each frame from its two
 * fields (one frame out per frame in: the same rate) and touches only frames marked interlaced.
 */
const DEINTERLACE = 'bwdif=mode=send_frame:deint=interlaced';

/**
 * What the decoded picture goes through before it is scaled (the rungs, the poster):
 * deinterlacing; for the ladder, a source above MAX_FRAME_RATE brought under it (before anything
 * costlier runs on frames that are dropped) and, when its `top` rung is smaller than the source,
 * the picture shrunk to it ahead of an HDR source's way to SDR (tone mapping works on 32-bit floats
 * per pixel, four times the work at a phone's 4K than at the 1080p the ladder keeps).
 */
function pictureSteps(info: ProbeResult, ladder?: { top: Rung | undefined }): string[] {
  const steps: string[] = info.interlaced ? [DEINTERLACE] : [];
  const rate = ladder ? cappedFrameRate(info.frameRate) : undefined;
  if (rate) steps.push(`fps=${rate}`);
  if (info.hdr) {
    const top = ladder?.top;
    if (top && top.width * top.height < info.width * info.height)
      steps.push(`scale=${top.width}:${top.height}`);
    steps.push(toSdr(info.hdr));
  }
  return steps;
}

/** A still a tenth of the way in (at most 5 s), 720 px high at most, as `poster.jpg`. */
export async function writePoster(
  input: string,
  outDir: string,
  info: ProbeResult,
  signal?: AbortSignal,
) {
  const at = Math.min(5, info.durationSeconds / 10);
  const height = Math.min(720, even(info.height));
  const result = await run(
    FFMPEG,
    [
      '-hide_banner',
      '-y',
      '-ss',
      at.toFixed(2),
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      [...pictureSteps(info), `scale=-2:${height}`].join(','),
      '-q:v',
      '4',
      join(outDir, 'poster.jpg'),
    ],
    signal ? { signal } : {},
  );
  if (result.code !== 0)
    throw new VideoRefused('transcode_failed', result.stderr.trim().slice(-300));
}

/** Seconds between two thumbnails: about 100 per video, 1 to 10 s apart. */
export const thumbnailInterval = (durationSeconds: number) =>
  Math.min(10, Math.max(1, Math.ceil(durationSeconds / 100)));

const clock = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** The storyboard's WebVTT: one cue per thumbnail, naming its region of a sprite sheet. */
export function storyboardVtt(durationSeconds: number, interval: number): string {
  const count = Math.max(1, Math.ceil(durationSeconds / interval));
  const perSheet = THUMB.columns * THUMB.rows;
  const lines = ['WEBVTT', ''];
  for (let i = 0; i < count; i++) {
    const sheet = Math.floor(i / perSheet);
    const cell = i % perSheet;
    const x = (cell % THUMB.columns) * THUMB.width;
    const y = Math.floor(cell / THUMB.columns) * THUMB.height;
    const end = Math.min(durationSeconds, (i + 1) * interval);
    lines.push(
      `${clock(i * interval)} --> ${clock(end)}`,
      `sprite_${sheet}.jpg#xywh=${x},${y},${THUMB.width},${THUMB.height}`,
      '',
    );
  }
  return lines.join('\n');
}
