// Writes the demo school's sample HLS ladder (apps/api/media/demo-hls; video/demo.ts installs it)
// with this API's own pipeline: 12 s of ffmpeg's test pattern and a tone, at demo bitrates (a
// small repository), 360p/540p/720p in fMP4 segments. The poster, the storyboard's sprite and
// its track and the pt-BR captions are kept as they are (stories and visual baselines show them).
//
// Run again after changing the ladder's format: `npx tsx apps/api/scripts/make-demo-hls.ts`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FFMPEG, probe, type Rung, transcodeToHls } from '../src/video/ffmpeg';

const out = new URL('../media/demo-hls/', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'demo-hls-'));
const source = join(work, 'source.mp4');

/** Low bitrates: a test pattern needs little, and the repository carries every byte. */
const RUNGS: Rung[] = [
  { lines: 360, width: 640, height: 360, videoKbps: 110, audioKbps: 48 },
  { lines: 540, width: 960, height: 540, videoKbps: 190, audioKbps: 48 },
  { lines: 720, width: 1280, height: 720, videoKbps: 290, audioKbps: 48 },
];

execFileSync(FFMPEG, [
  ...['-v', 'error', '-y'],
  ...['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=30:duration=12'],
  ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=12'],
  ...['-c:v', 'libx264', '-crf', '18', '-c:a', 'aac', '-shortest', source],
]);

// Only the ladder is written again: its old playlists and segments go first.
for (const lines of RUNGS.map((rung) => `${rung.lines}p`)) {
  rmSync(join(out, lines), { recursive: true, force: true });
}
rmSync(join(out, 'master.m3u8'), { force: true });
await transcodeToHls(source, out, await probe(source), { rungs: RUNGS });
rmSync(work, { recursive: true, force: true });
console.log(readdirSync(out, { recursive: true }).sort().join('\n'));
