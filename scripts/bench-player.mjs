// npm run bench:player: the course player on a course of 100 sections × 20 lectures, in Chromium.
// Reports the first render of the lecture route (mount → painted) and, over BENCH_TOGGLES clicks,
// the median and p95 time from clicking the watch button to the updated sidebar being painted.
// The page is a production build of the real CoursePlayer over an in-memory adapter (no network).
// Then the first render at 10×10, 100×20 and 200×50 (10,000 lectures).
// Env: BENCH_TOGGLES (100), BENCH_MOUNTS (5).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { workspaceAliases } from '../vite.shared.ts';
import { recordBench } from './lib/bench-results.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { root } from './lib/paths.mjs';
import { serveStatic } from './lib/static-server.mjs';

/**
 * What the bench page (bench-player/main.tsx) puts on `window`.
 * @typedef {{ work: number; presented: number; update: number; render: number }} ToggleTimes
 * @typedef {typeof window & { bench: { mount: () => Promise<number>; toggle: () => Promise<ToggleTimes> } }} BenchWindow
 */

const GOAL_MS = 8;
const toggles = Number(process.env.BENCH_TOGGLES ?? 100);
const mounts = Number(process.env.BENCH_MOUNTS ?? 5);
const outDir = mkdtempSync(join(tmpdir(), 'aula-bench-player-'));

await build({
  root: `${root}scripts/bench-player`,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), tailwindcss()],
  resolve: { alias: workspaceAliases },
  build: { outDir, emptyOutDir: true },
});

const server = await serveStatic(outDir);
const browser = await chromium.launch(chromiumLaunchOptions);
/** @param {number[]} values @param {number} q @returns {number} */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
try {
  /** @type {number[]} */
  const firstRenders = [];
  /** @type {ToggleTimes[]} */
  const toggleTimes = [];
  for (let i = 0; i < mounts; i += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(server.url);
    firstRenders.push(await page.evaluate(() => /** @type {BenchWindow} */ (window).bench.mount()));
    if (i === 0) {
      for (let t = 0; t < 10; t += 1)
        await page.evaluate(() => /** @type {BenchWindow} */ (window).bench.toggle()); // warm-up
      for (let t = 0; t < toggles; t += 1) {
        toggleTimes.push(
          await page.evaluate(() => /** @type {BenchWindow} */ (window).bench.toggle()),
        );
      }
    }
    await page.close();
  }
  /** @param {number} n */
  const ms = (n) => `${n.toFixed(1)} ms`;
  // The first render at three sizes, up to 10,000 lectures (issue 21): how it grows.
  /** @type {{ shape: string; lectures: number; median: number }[]} */
  const sizes = [];
  for (const [sections, lectures] of /** @type {const} */ ([
    [10, 10],
    [100, 20],
    [200, 50],
  ])) {
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < mounts; i += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.url}/?sections=${sections}&lectures=${lectures}`);
      times.push(await page.evaluate(() => /** @type {BenchWindow} */ (window).bench.mount()));
      await page.close();
    }
    sizes.push({
      shape: `${sections}×${lectures}`,
      lectures: sections * lectures,
      median: quantile(times, 0.5),
    });
  }
  /** @param {keyof ToggleTimes} key */
  const of = (key) => toggleTimes.map((t) => t[key]);
  const median = quantile(of('work'), 0.5);
  console.log('\nbench:player (100 sections × 20 lectures, production build, Chromium, 1280×800):');
  console.log('| measure | median | p95 | runs |\n| --- | ---: | ---: | ---: |');
  /** @param {string} label @param {number[]} values */
  const row = (label, values) =>
    console.log(
      `| ${label} | ${ms(quantile(values, 0.5))} | ${ms(quantile(values, 0.95))} | ${values.length} |`,
    );
  row('watch click → sidebar painted (work: update + render)', of('work'));
  row('  update: click → sidebar DOM changed', of('update'));
  row('  render: that frame’s style, layout and paint', of('render'));
  row('watch click → next frame presented (with the vsync wait)', of('presented'));
  console.log(
    `| lecture route first render (mount → painted) | ${ms(quantile(firstRenders, 0.5))} | ${ms(quantile(firstRenders, 0.95))} | ${firstRenders.length} |`,
  );
  for (const size of sizes) {
    console.log(
      `| lecture route first render, ${size.shape} (${size.lectures} lectures) | ${ms(size.median)} | | ${mounts} |`,
    );
  }
  console.log(
    `\nGoal: median toggle under ${GOAL_MS} ms: ${median < GOAL_MS ? 'met' : 'NOT met'}.`,
  );
  process.exitCode = median < GOAL_MS ? 0 : 1;
  const p95 = quantile(of('work'), 0.95);
  const first = quantile(firstRenders, 0.5);
  recordBench([
    {
      measure: 'watch toggle, 100×20 course (median, p95)',
      now: `${ms(median)}, ${ms(p95)}`,
      goal: 'median ≤ 5 ms, p95 < 16.7 ms',
      met: median <= 5 && p95 < 16.7,
    },
    {
      // Sublinear: 5 times the lectures (100×20 → 200×50) costs less than 5 times the time.
      measure: 'lecture route first render at 10×10, 100×20, 200×50 (median)',
      now: sizes.map((size) => ms(size.median)).join(', '),
      goal: 'grows sublinearly with the lectures',
      met:
        (sizes[2]?.median ?? Number.NaN) / (sizes[1]?.median ?? Number.NaN) <
        (sizes[2]?.lectures ?? 0) / (sizes[1]?.lectures ?? 1),
    },
    {
      measure: 'lecture route first render, 100×20 (median)',
      now: ms(first),
      goal: '≤ 150 ms',
      met: first <= 150,
    },
  ]);
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
