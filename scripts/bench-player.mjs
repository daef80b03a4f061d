// npm run bench:player: the course player on a course of 100 sections × 20 lectures, in Chromium.
// Reports the first render of the lecture route (mount → painted) and, over BENCH_TOGGLES clicks,
// the median and p95 time from clicking the watch button to the updated sidebar being painted.
// The page is a production build of the real CoursePlayer over an in-memory adapter (no network).
// Then the first render at 10×10, 100×20 and 200×50 (10,000 lectures).
// Each figure is a median with its min–max over the runs. The same run mounts and toggles a bare
// React page of the same size (bench-player/reference.tsx) as the reference the time goals are
// judged on (docs/perf/README.md); it starts with the machine's calibration. A failed run ends
// with the step that failed and why.
// Env: BENCH_TOGGLES (100), BENCH_MOUNTS (5); BENCH_RECORD_BASELINES=1 (docs/perf/README.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { workspaceAliases } from '../vite.shared.ts';
import { recordBench } from './lib/bench-results.mjs';
import {
  judge,
  judgeGoal,
  printCalibration,
  quantile,
  readBaselines,
  reportFailure,
  reportUnmet,
  spreadText,
  step,
} from './lib/bench-stats.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { root } from './lib/paths.mjs';
import { serveStatic } from './lib/static-server.mjs';

/**
 * What the bench pages (bench-player/main.tsx, reference.tsx) put on `window`.
 * @typedef {{ work: number; presented: number; update: number; render: number }} ToggleTimes
 * @typedef {typeof window & { bench: { mount: () => Promise<number>; toggle: () => Promise<ToggleTimes> } }} BenchWindow
 */

const BENCH = 'bench:player';
/** The exit code's guard: a median toggle over this fails the run (a time goal: judged on the ratio). */
const GOAL_MS = 8;
const toggles = Number(process.env.BENCH_TOGGLES ?? 100);
const mounts = Number(process.env.BENCH_MOUNTS ?? 5);
const outDir = mkdtempSync(join(tmpdir(), 'aula-bench-player-'));
const calibration = printCalibration(BENCH);

/** @param {number} n */
const ms = (n) => `${n.toFixed(1)} ms`;
/** @param {number[]} values */
const msSpread = (values) => spreadText(values, 1);

/** @type {{ url: string; close: () => Promise<void> } | undefined} */
let server;
/** @type {import('@playwright/test').Browser | undefined} */
let browser;
try {
  await step('building the bench pages with Vite', () =>
    build({
      root: `${root}scripts/bench-player`,
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), tailwindcss()],
      resolve: { alias: workspaceAliases },
      build: {
        outDir,
        emptyOutDir: true,
        rollupOptions: {
          input: {
            main: `${root}scripts/bench-player/index.html`,
            reference: `${root}scripts/bench-player/reference.html`,
          },
        },
      },
    }),
  );
  server = await step('serving the built pages', () => serveStatic(outDir));
  const base = server.url;
  browser = await step('launching Chromium', () => chromium.launch(chromiumLaunchOptions));
  const open = /** @type {import('@playwright/test').Browser} */ (browser);

  /**
   * Mounts a page in a fresh tab; `then` runs on it before it closes (the toggles).
   * @param {string} what @param {string} path
   * @param {(page: import('@playwright/test').Page) => Promise<void>} [then]
   */
  const mountOnce = (what, path, then) =>
    step(`mounting ${what}`, async () => {
      const page = await open.newPage({ viewport: { width: 1280, height: 800 } });
      try {
        await page.goto(`${base}${path}`);
        const time = await page.evaluate(() => /** @type {BenchWindow} */ (window).bench.mount());
        if (then) await then(page);
        return time;
      } finally {
        await page.close();
      }
    });
  /**
   * 10 unmeasured toggles, then `toggles` timed ones.
   * @param {string} what @param {import('@playwright/test').Page} page @param {ToggleTimes[]} into
   */
  const toggleOn = async (what, page, into) => {
    for (let t = 0; t < 10 + toggles; t += 1) {
      const times = await step(`toggle ${t + 1} of ${10 + toggles} on ${what}`, () =>
        page.evaluate(() => /** @type {BenchWindow} */ (window).bench.toggle()),
      );
      if (t >= 10) into.push(times);
    }
  };

  /** @type {number[]} */
  const firstRenders = [];
  /** @type {ToggleTimes[]} */
  const toggleTimes = [];
  /** @type {number[]} */
  const refRenders = [];
  /** @type {ToggleTimes[]} */
  const refToggles = [];
  for (let i = 0; i < mounts; i += 1) {
    firstRenders.push(
      await mountOnce(
        `the player on the 100×20 course (run ${i + 1} of ${mounts})`,
        '/',
        i === 0 ? (page) => toggleOn('the player', page, toggleTimes) : undefined,
      ),
    );
    refRenders.push(
      await mountOnce(
        `the reference page (run ${i + 1} of ${mounts})`,
        '/reference.html',
        i === 0 ? (page) => toggleOn('the reference page', page, refToggles) : undefined,
      ),
    );
  }
  // The first render at three sizes, up to 10,000 lectures (issue 21): how it grows.
  /** @type {{ shape: string; lectures: number; times: number[] }[]} */
  const sizes = [];
  for (const [sections, lectures] of /** @type {const} */ ([
    [10, 10],
    [100, 20],
    [200, 50],
  ])) {
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < mounts; i += 1) {
      times.push(
        await mountOnce(
          `the player on a ${sections}×${lectures} course (run ${i + 1} of ${mounts})`,
          `/?sections=${sections}&lectures=${lectures}`,
        ),
      );
    }
    sizes.push({ shape: `${sections}×${lectures}`, lectures: sections * lectures, times });
  }

  /** @param {ToggleTimes[]} list @param {keyof ToggleTimes} key */
  const of = (list, key) => list.map((t) => t[key]);
  const median = quantile(of(toggleTimes, 'work'), 0.5);
  const p95 = quantile(of(toggleTimes, 'work'), 0.95);
  const first = quantile(firstRenders, 0.5);
  const refToggle = quantile(of(refToggles, 'work'), 0.5);
  const refRender = quantile(refRenders, 0.5);

  console.log('\nbench:player (100 sections × 20 lectures, production build, Chromium, 1280×800):');
  console.log('| measure | median (min–max, runs) | p95 |\n| --- | ---: | ---: |');
  /** @param {string} label @param {number[]} values */
  const row = (label, values) =>
    console.log(`| ${label} | ${msSpread(values)} | ${ms(quantile(values, 0.95))} |`);
  row('watch click → sidebar painted (work: update + render)', of(toggleTimes, 'work'));
  row('  update: click → sidebar DOM changed', of(toggleTimes, 'update'));
  row('  render: that frame’s style, layout and paint', of(toggleTimes, 'render'));
  row('watch click → next frame presented (with the vsync wait)', of(toggleTimes, 'presented'));
  row('lecture route first render (mount → painted)', firstRenders);
  for (const size of sizes) {
    row(`lecture route first render, ${size.shape} (${size.lectures} lectures)`, size.times);
  }
  row('reference: bare React page, same size, watch click → painted', of(refToggles, 'work'));
  row('reference: bare React page, same size, first render', refRenders);

  const toggleVerdict = judgeGoal('player.toggle-median', {
    value: median,
    goal: 5,
    reference: refToggle,
    unit: 'ms',
  });
  const guard = judge({
    value: median,
    goal: GOAL_MS,
    reference: refToggle,
    baseline: readBaselines()['player.toggle-median'],
    unit: 'ms',
  });
  const firstVerdict = judgeGoal('player.first-render-100x20', {
    value: first,
    goal: 150,
    reference: refRender,
    unit: 'ms',
  });
  console.log(`\nwatch toggle median, goal 5 ms: ${toggleVerdict.text}`);
  console.log(`first render 100×20 median, goal 150 ms: ${firstVerdict.text}`);
  console.log(`Guard: median toggle under ${GOAL_MS} ms: ${guard.text}`);

  const [, middle, large] = sizes;
  const middleMedian = quantile(middle?.times ?? [], 0.5);
  const largeMedian = quantile(large?.times ?? [], 0.5);
  recordBench([
    {
      measure: 'watch toggle, 100×20 course (median, p95)',
      now: `${ms(median)}, ${ms(p95)}`,
      spread: msSpread(of(toggleTimes, 'work')),
      goal: 'median ≤ 5 ms, p95 < 16.7 ms',
      judged: `median: ${toggleVerdict.text}; p95 < 16.7 ms absolute (a frame at 60 Hz)`,
      met: toggleVerdict.met && p95 < 16.7,
    },
    {
      // Sublinear: 5 times the lectures (100×20 → 200×50) costs less than 5 times the time.
      measure: 'lecture route first render at 10×10, 100×20, 200×50 (median)',
      now: sizes.map((size) => ms(quantile(size.times, 0.5))).join(', '),
      spread: sizes.map((size) => spreadText(size.times, 1, '')).join('; '),
      goal: 'grows sublinearly with the lectures',
      judged: 'a ratio of the run’s own figures: 200×50 / 100×20 < 5',
      met: largeMedian / middleMedian < (large?.lectures ?? 0) / (middle?.lectures ?? 1),
    },
    {
      measure: 'lecture route first render, 100×20 (median)',
      now: ms(first),
      spread: msSpread(firstRenders),
      goal: '≤ 150 ms',
      judged: firstVerdict.text,
      met: firstVerdict.met,
    },
  ]);
  console.log(`\n(${BENCH}: calibration score ${calibration.score})`);
  if (!guard.met) reportUnmet(BENCH, [`the median toggle's guard: ${guard.text}`]);
} catch (error) {
  reportFailure(BENCH, error);
} finally {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
