// The figures `npm run bench` gathers from its benchmarks, to print issue 21's table at the end
// (scripts/bench.mjs). Each benchmark records its rows here when it runs, also on its own.
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { root } from './paths.mjs';

export const RESULTS_FILE = `${root}.tmp/bench/results.jsonl`;

/**
 * @typedef {{
 *   measure: string; now: string; goal: string; met: boolean | null;
 *   spread?: string; judged?: string;
 * }} BenchRow
 * `met` null: reported, with no goal to meet. `spread`: min–max over the runs of `now`'s median.
 * `judged`: how the verdict was reached (the ratio to the run's reference, or the absolute goal).
 */

/** @param {BenchRow[]} rows */
export function recordBench(rows) {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

export function clearBench() {
  rmSync(RESULTS_FILE, { force: true });
  rmSync(FAILURES_FILE, { force: true });
}

export const FAILURES_FILE = `${root}.tmp/bench/failures.jsonl`;

/**
 * A failed run's reason, for `npm run bench`'s summary.
 * @param {string} bench @param {string} line
 */
export function recordFailure(bench, line) {
  mkdirSync(dirname(FAILURES_FILE), { recursive: true });
  appendFileSync(FAILURES_FILE, `${JSON.stringify({ bench, line })}\n`);
}

/** @returns {{ bench: string; line: string }[]} */
export function readFailures() {
  try {
    return readFileSync(FAILURES_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

/** @returns {BenchRow[]} the last row recorded for each measure */
export function readBench() {
  /** @type {Map<string, BenchRow>} */
  const rows = new Map();
  let text = '';
  try {
    text = readFileSync(RESULTS_FILE, 'utf8');
  } catch {
    return [];
  }
  for (const line of text.split('\n').filter(Boolean)) {
    const row = /** @type {BenchRow} */ (JSON.parse(line));
    rows.set(row.measure, row);
  }
  return [...rows.values()];
}
