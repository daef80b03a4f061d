// What every benchmark shares (issue 34 §7): the spread beside each median, a calibration of the
// machine (a fixed CPU workload, the same code every run), goals judged on the ratio to a
// reference measured in the same run, and a failed run that says which step failed and why.
// How the ratio goals are derived: docs/perf/README.md.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { recordFailure } from './bench-results.mjs';
import { root } from './paths.mjs';

/**
 * The value at quantile `q` (0–1) of the sorted values: the same index rule the benches always
 * used (the median of 5 is the third).
 * @param {readonly number[]} values
 * @param {number} q
 */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * @typedef {{ median: number; min: number; max: number; n: number }} Spread
 * @param {readonly number[]} values
 * @returns {Spread}
 */
export function spread(values) {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, n: 0 };
  return {
    median: quantile(values, 0.5),
    min: Math.min(...values),
    max: Math.max(...values),
    n: values.length,
  };
}

/**
 * "154.0 ms (154.0–258.0, 3 runs)": a median with its min–max beside it.
 * @param {Spread} s
 * @param {(n: number) => string} format a value without its unit
 * @param {string} [unit]
 */
export function withSpread(s, format, unit = '') {
  const u = unit ? ` ${unit}` : '';
  return `${format(s.median)}${u} (${format(s.min)}–${format(s.max)}, ${s.n} run${s.n === 1 ? '' : 's'})`;
}

/** What a calibration score of 1,000 means: the workload took this many ms. */
export const CALIBRATION_BASE_MS = 100;

/**
 * The fixed CPU workload: sha256 chained 60 times over a 64 KiB buffer, then a sort of 50,000
 * numbers from a fixed linear congruential sequence (a typed array's numeric sort), the sort
 * done 4 times. The same work every run, on every machine.
 * @returns {string} a digest of the work, so that none of it can be skipped
 */
export function calibrationWorkload() {
  let digest = Buffer.alloc(32);
  const block = Buffer.alloc(64 * 1024, 7);
  for (let i = 0; i < 60; i += 1) {
    digest.copy(block, 0);
    digest = createHash('sha256').update(block).digest();
  }
  let middle = 0;
  for (let round = 0; round < 4; round += 1) {
    const numbers = new Uint32Array(50_000);
    let seed = 12_345 + round;
    for (let i = 0; i < numbers.length; i += 1) {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      numbers[i] = seed;
    }
    numbers.sort();
    middle ^= numbers[25_000] ?? 0;
  }
  return `${digest.toString('hex').slice(0, 8)}:${middle}`;
}

/**
 * @typedef {Spread & { score: number }} Calibration
 * Times the workload `rounds` times (after one unmeasured round); the score is
 * CALIBRATION_BASE_MS × 1000 / median ms: higher is a faster (or quieter) machine.
 * @param {{ rounds?: number; now?: () => number; work?: () => unknown }} [options]
 * @returns {Calibration}
 */
export function calibrate({
  rounds = 5,
  now = () => performance.now(),
  work = calibrationWorkload,
} = {}) {
  work();
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = now();
    work();
    times.push(now() - started);
  }
  const s = spread(times);
  return { ...s, score: Math.round((CALIBRATION_BASE_MS * 1000) / s.median) };
}

/** @param {Calibration} c */
export const describeCalibration = (c) =>
  `calibration: fixed CPU loop ${withSpread(c, (n) => n.toFixed(1), 'ms')}, score ${c.score} (1000 = ${CALIBRATION_BASE_MS} ms)`;

/**
 * @typedef {{ reference: number; run: string; value?: number }} Baseline
 * The reference measured in the last recorded run where a goal was met (and, for the record,
 * the value measured then); docs/perf/baselines.json, keyed by the goal's name.
 */
export const BASELINES_FILE = `${root}docs/perf/baselines.json`;

/** @returns {Record<string, Baseline>} */
export function readBaselines(file = BASELINES_FILE) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Records the reference of a run where `key`'s goal was met, as the next runs' baseline.
 * @param {string} key @param {Baseline} baseline
 */
export function writeBaseline(key, baseline, file = BASELINES_FILE) {
  const all = readBaselines(file);
  all[key] = baseline;
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * @typedef {{
 *   met: boolean; ratio: number; ratioGoal: number | null; absoluteMet: boolean;
 *   text: string;
 * }} Verdict
 * A time (or a rate) judged on its ratio to a reference measured in the same run. The ratio goal
 * is the absolute goal divided by the reference of the last recorded run where the goal was met
 * (`baseline`): value / reference ≤ goal / baseline.reference (≥ for a rate), that is, the goal
 * scaled by how much slower this run's reference is. Without a baseline, or without a usable
 * reference in this run, the absolute goal judges, and the verdict says so.
 * @param {{
 *   value: number; goal: number; reference: number | null | undefined;
 *   baseline?: Baseline | undefined; higherIsBetter?: boolean; unit?: string;
 * }} input
 * @returns {Verdict}
 */
export function judge({ value, goal, reference, baseline, higherIsBetter = false, unit = '' }) {
  const within = (/** @type {number} */ a, /** @type {number} */ b) =>
    higherIsBetter ? a >= b : a <= b;
  const absoluteMet = Number.isFinite(value) && within(value, goal);
  const usable = (/** @type {number | null | undefined} */ n) =>
    typeof n === 'number' && Number.isFinite(n) && n > 0;
  const ratio = usable(reference) ? value / /** @type {number} */ (reference) : Number.NaN;
  const sign = higherIsBetter ? '≥' : '≤';
  const u = unit ? ` ${unit}` : '';
  if (!baseline || !usable(baseline.reference) || Number.isNaN(ratio)) {
    const why = !baseline ? 'no baseline recorded yet' : 'no reference measured in this run';
    return {
      met: absoluteMet,
      ratio,
      ratioGoal: null,
      absoluteMet,
      text: `${fmt(value)}${u} ${sign} ${fmt(goal)}${u}: ${absoluteMet ? 'met' : 'NOT met'} (absolute goal: ${why})`,
    };
  }
  const ratioGoal = goal / baseline.reference;
  const met = Number.isFinite(ratio) && within(ratio, ratioGoal);
  const scaled = ratioGoal * /** @type {number} */ (reference);
  return {
    met,
    ratio,
    ratioGoal,
    absoluteMet,
    text: `${fmt(value)}${u} = ${ratio.toFixed(2)}× the reference (${fmt(/** @type {number} */ (reference))}${u}); goal ${sign} ${ratioGoal.toFixed(2)}× (${fmt(goal)}${u} over run ${baseline.run}'s reference ${fmt(baseline.reference)}${u}), ${fmt(scaled)}${u} in this run: ${met ? 'met' : 'NOT met'}`,
  };
}

/** @param {number} n */
const fmt = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** An error that names the step of the benchmark it happened in. */
export class BenchStepError extends Error {
  /** @param {string} stepName @param {unknown} cause */
  constructor(stepName, cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    super(`${stepName}: ${message}`, { cause });
    this.name = 'BenchStepError';
    this.step = stepName;
  }
}

/**
 * Runs one step of a benchmark; a failure comes out naming the step.
 * @template T
 * @param {string} name what the step does ("building the bench page")
 * @param {() => T | Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function step(name, fn) {
  try {
    return await fn();
  } catch (error) {
    throw error instanceof BenchStepError ? error : new BenchStepError(name, error);
  }
}

/**
 * The line a failed run ends with: the bench, the step, the cause (the stack stays on stderr
 * above it for the curious).
 * @param {string} bench
 * @param {unknown} error
 */
export function failureLine(bench, error) {
  const where = error instanceof BenchStepError ? ` while ${error.step}` : '';
  const cause =
    error instanceof BenchStepError && error.cause instanceof Error
      ? error.cause.message
      : error instanceof Error
        ? error.message
        : String(error);
  return `✗ ${bench} failed${where}: ${cause.split('\n')[0]}`;
}

/**
 * Ends a benchmark that failed: prints the failing step and cause last (after the stack), and
 * records it for `npm run bench`'s summary.
 * @param {string} bench
 * @param {unknown} error
 */
export function reportFailure(bench, error) {
  const line = failureLine(bench, error);
  console.error(error);
  console.error(`\n${line}`);
  recordFailure(bench, line);
  process.exitCode = 1;
}

/**
 * A goal not met is a failure too: says which, and records it.
 * @param {string} bench
 * @param {string[]} unmet descriptions of the goals not met
 */
export function reportUnmet(bench, unmet) {
  if (unmet.length === 0) return;
  const line = `✗ ${bench} exits 1: ${unmet.join('; ')}`;
  console.error(`\n${line}`);
  recordFailure(bench, line);
  process.exitCode = 1;
}

/**
 * With BENCH_RECORD_BASELINES=1, a run that meets `key`'s absolute goal records its reference as
 * the baseline of the next runs' ratio goal (docs/perf/README.md says when to do it).
 * @param {string} key
 * @param {{ value: number; reference: number | null | undefined; verdict: Verdict }} run
 * @param {NodeJS.ProcessEnv} [env]
 */
export function recordBaselineIfMet(
  key,
  { value, reference, verdict },
  env = process.env,
  file = BASELINES_FILE,
) {
  if (env.BENCH_RECORD_BASELINES !== '1' || !verdict.absoluteMet) return false;
  if (typeof reference !== 'number' || !Number.isFinite(reference) || reference <= 0) return false;
  const run = env.BENCH_RUN_LABEL ?? new Date().toISOString().slice(0, 16);
  writeBaseline(key, { reference, run, value }, file);
  console.log(`(baseline of ${key} recorded: reference ${fmt(reference)}, run ${run})`);
  return true;
}

/**
 * A goal of this run, by its name in docs/perf/baselines.json: judged against its recorded
 * baseline (`judge`), and its reference recorded as the next baseline when asked and met
 * (`recordBaselineIfMet`).
 * @param {string} key
 * @param {Omit<Parameters<typeof judge>[0], 'baseline'>} input
 * @returns {Verdict}
 */
export function judgeGoal(key, input, file = BASELINES_FILE, env = process.env) {
  const verdict = judge({ ...input, baseline: readBaselines(file)[key] });
  recordBaselineIfMet(key, { value: input.value, reference: input.reference, verdict }, env, file);
  return verdict;
}

/**
 * "154 ms (150–258, 5 runs)" of raw values: `withSpread` of their `spread`.
 * @param {readonly number[]} values @param {number} [digits] @param {string} [unit]
 */
export const spreadText = (values, digits = 0, unit = 'ms') =>
  withSpread(spread(values), (n) => n.toFixed(digits), unit);

/**
 * The calibration line every benchmark prints first, and returns for its report.
 * @param {string} bench
 */
export function printCalibration(bench) {
  const c = calibrate();
  console.log(`${bench} ${describeCalibration(c)}`);
  return c;
}
