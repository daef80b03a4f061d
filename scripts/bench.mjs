// npm run bench: every benchmark, then issue 21's table: each measure with its goal and whether it
// is met. Figures on a busy 2-core machine move: the machine's cores and load come first, so a
// reader knows whether the run was quiet. A benchmark, not a test; it fails when a benchmark fails
// (a budget exceeded, as `bench:web`'s for `/`), after printing the table.
import { availableParallelism, loadavg } from 'node:os';
import { clearBench, readBench, readFailures } from './lib/bench-results.mjs';
import { calibrate, describeCalibration } from './lib/bench-stats.mjs';
import { run } from './lib/run.mjs';

const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
const machine = `${availableParallelism()} cores, load ${one} / ${five} / ${fifteen} (1, 5, 15 min) at the start`;
console.log(`npm run bench on ${machine}`);
const before = calibrate();
console.log(`Start: ${describeCalibration(before)}`);
clearBench();

/** @type {[string, string[], NodeJS.ProcessEnv?][]} */
const benches = [
  [
    'web (sizes and Lighthouse)',
    ['scripts/bench-web.mjs'],
    {
      BENCH_RUNS: process.env.BENCH_RUNS ?? '5',
      // The home page and a free lecture's page, as a guest opens them.
      BENCH_PAGES: process.env.BENCH_PAGES ?? '/,/react-do-zero/aula/1',
    },
  ],
  ['@aula/ui sizes', ['scripts/bench-size.mjs']],
  ['player', ['scripts/bench-player.mjs']],
  ['API', ['scripts/bench-api.mjs']],
  ['video (transcoding, upload memory, resume after kill -9)', ['scripts/bench-video.mjs']],
];
let failed = 0;
for (const [name, args, env] of benches) {
  console.log(`\n▶ ${name}`);
  const known = readFailures().length;
  const code = await run(process.execPath, args, { env: { ...process.env, ...env } });
  if (code !== 0) {
    const reasons = readFailures().slice(known);
    console.log(
      `(${name}: exit ${code}; ${reasons.map((r) => r.line).join('; ') || 'it gave no reason: see its output above'})`,
    );
    failed ||= code;
  }
}

const rows = readBench();
const after = calibrate();
console.log(`\nIssue 21's goals, measured on ${machine}`);
console.log(
  `Calibration score ${before.score} at the start, ${after.score} at the end (1000 = the fixed loop in 100 ms; docs/perf/README.md).\n`,
);
console.log(
  '| measure | now | spread (min–max over the runs) | goal | judged on | |\n| --- | ---: | --- | ---: | --- | --- |',
);
for (const row of rows) {
  const verdict = row.met === null ? 'reported' : row.met ? 'ok' : 'NOT met';
  console.log(
    `| ${row.measure} | ${row.now} | ${row.spread ?? ''} | ${row.goal} | ${row.judged ?? 'the absolute goal'} | ${verdict} |`,
  );
}
const failures = readFailures();
if (failures.length > 0) {
  console.log('\nWhy a benchmark exited non-zero:');
  for (const failure of failures) console.log(`- ${failure.line}`);
}
process.exit(failed || (rows.length === 0 ? 1 : 0));
