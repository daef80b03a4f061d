// npm run bench:size: the cost of importing @aula/ui's primitives. Builds the package, then
// bundles each public primitive alone, and the ten budgeted ones together, from the published
// dist with esbuild (ESM, minified, React external, production define) and prints min+gzip
// bytes. Exits 1 when a budget (issue 4) is exceeded. A benchmark, not a test.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { recordBench } from './lib/bench-results.mjs';
import { printCalibration, reportFailure } from './lib/bench-stats.mjs';
import { root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

// Sizes do not depend on the machine; the calibration is printed as every bench's is.
const BENCH = 'bench:size';
printCalibration(BENCH);
const ui = `${root}packages/ui`;
if (!process.argv.includes('--no-build')) {
  const code = await run('npm', ['run', 'build', '--silent'], { cwd: ui });
  if (code !== 0) {
    reportFailure(
      BENCH,
      new Error(`building @aula/ui: npm run build exited ${code} (its output is above)`),
    );
    process.exit(1);
  }
}

/**
 * kB here are 1000 bytes, as the budgets are written.
 * @type {Record<string, number>}
 */
const BUDGETS = {
  avatar: 4000,
  progress: 4000,
  toaster: 10_000,
  drawer: 25_000,
  'date-picker': 45_000,
};
const TEN = [
  'avatar',
  'progress',
  'toaster',
  'drawer',
  'date-picker',
  'button',
  'switch',
  'dialog',
  'dropdown-menu',
  'tabs',
];
const TEN_BUDGET = 60_000; // issue 21: 73.4 kB with Radix's DropdownMenu, 59.8 kB without (ADR 029)

/**
 * A primitive's public values: what its folder's index.ts exports, types left out.
 * @param {string} folder
 */
function valueExports(folder) {
  const source = readFileSync(`${ui}/src/${folder}/index.ts`, 'utf8');
  return [...source.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((m) => (m[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '));
}

/** @param {string[]} names */
async function measure(names) {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from './dist/index.js';`,
      resolveDir: ui,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const code = result.outputFiles?.[0]?.contents ?? new Uint8Array();
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const folders = readdirSync(`${ui}/src`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['lib', 'styles'].includes(entry.name))
  .map((entry) => entry.name)
  .sort();

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = [];
for (const folder of folders) {
  const size = await measure(valueExports(folder));
  rows.push({ name: folder, ...size, budget: BUDGETS[folder] });
}
const ten = await measure(TEN.flatMap(valueExports));
rows.push({ name: `the ten together (${TEN.join(', ')})`, ...ten, budget: TEN_BUDGET });
const css = gzipSync(readFileSync(`${ui}/dist/styles.css`), { level: 9 }).length;

console.log('\n@aula/ui, each primitive imported alone (min + gzip, React external):\n');
console.log('| primitive | min | min+gzip | budget | |\n| --- | ---: | ---: | ---: | --- |');
let over = 0;
for (const row of rows) {
  const verdict = row.budget === undefined ? '' : row.gzip <= row.budget ? 'ok' : 'OVER';
  if (verdict === 'OVER') over++;
  const budget = row.budget === undefined ? '' : `≤ ${kb(row.budget)}`;
  console.log(`| ${row.name} | ${kb(row.min)} | ${kb(row.gzip)} | ${budget} | ${verdict} |`);
}
console.log(`\nstyles.css (all primitives, Tailwind compiled): ${kb(css)} min+gzip`);
// Issue 21: the ten together under 60 kB, each primitive's own budget kept.
const eachKept = rows.every((row) => row.budget === undefined || row.gzip <= row.budget);
recordBench([
  {
    measure: 'ten ui primitives together (min+gzip)',
    now: `${kb(ten.gzip)}${eachKept ? '' : ', a primitive over its budget'}`,
    goal: '≤ 60 kB, each one within its budget',
    met: ten.gzip <= 60_000 && eachKept,
  },
]);
if (over > 0) {
  reportFailure(BENCH, new Error(`${over} budget(s) exceeded (the rows marked OVER above)`));
  process.exit(1);
}
console.log('\nAll budgets met.');
