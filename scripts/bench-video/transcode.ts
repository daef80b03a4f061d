// Times the API's transcoding pipeline (probe, ladder, poster, storyboard) and the bare ffmpeg
// ladder command with the same arguments, alternately, RUNS times each; prints JSON (ms).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  hlsArguments,
  ladderFor,
  probe,
  transcodeToHls,
  writePoster,
} from '../../apps/api/src/video/ffmpeg';

const source = process.env.SOURCE ?? '';
const out = process.env.OUT ?? '';
const runs = Number(process.env.RUNS ?? 3);
const pipeline: number[] = [];
const bare: number[] = [];

async function main() {
  for (let i = 0; i < runs; i++) {
    rmSync(out, { recursive: true, force: true });
    let started = performance.now();
    const info = await probe(source);
    // As the job does it: the ladder and the storyboard in one run, then the poster.
    await transcodeToHls(source, out, info, { storyboard: true });
    await writePoster(source, out, info);
    pipeline.push(performance.now() - started);

    rmSync(out, { recursive: true, force: true });
    const rungs = ladderFor(info);
    for (const rung of rungs) mkdirSync(join(out, `${rung.lines}p`), { recursive: true });
    started = performance.now();
    execFileSync('ffmpeg', ['-v', 'error', ...hlsArguments(source, out, rungs, info.hasAudio)]);
    bare.push(performance.now() - started);
    process.stderr.write(
      `run ${i + 1}: pipeline ${(pipeline[i] ?? 0) / 1000} s, bare ${(bare[i] ?? 0) / 1000} s\n`,
    );
  }
  console.log(JSON.stringify({ pipeline, bare }));
}
void main();
