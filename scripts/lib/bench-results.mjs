// The figures `npm run bench` gathers from its benchmarks, to print issue 21's table at the end
// (scripts/bench.mjs). Each benchmark records its rows here when it runs, also on its own.
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { root } from './paths.mjs';

export const RESULTS_FILE = `${root}.tmp/bench/results.jsonl`;

/**
 * @typedef {{ measure: string; now: string; goal: string; met: boolean | null }} BenchRow
 * `met` null: reported, with no goal to meet.
 */

/** @param {BenchRow[]} rows */
export function recordBench(rows) {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

export function clearBench() {
  rmSync(RESULTS_FILE, { force: true });
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
