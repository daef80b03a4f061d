// npm test: every check in order, stopping at the first red, then one closing line with the
// number of tests that passed and failed across the runners.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureFfmpeg } from './ensure-chromium.mjs';
import { busyCores, cpuSnapshot } from './lib/cpu-load.mjs';
import { bin, root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { typecheck } from './typecheck.mjs';

const tmp = `${root}.tmp/test-results`;
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    console.error(`(no results file at ${file})`);
    return null;
  }
}
/**
 * Vitest's JSON reporter and Jest's `--json` (the Storybook test-runner) share this shape.
 * @param {string} file
 */
function addJestShaped(file) {
  const r = readJson(file);
  if (!r) return;
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
/** @param {string} file */
function addPlaywright(file) {
  const r = readJson(file);
  if (!r) return;
  counts.passed += r.stats.expected + r.stats.flaky;
  counts.failed += r.stats.unexpected;
  counts.skipped += r.stats.skipped;
}

/**
 * Runs one Vitest project with its JSON report, and counts its tests.
 * @param {string} project
 * @param {{ label?: string; env?: NodeJS.ProcessEnv }} [options]
 */
async function vitestProject(project, { label = project, env = process.env } = {}) {
  const out = `${tmp}/${label}.json`;
  const code = await run(
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { env },
  );
  addJestShaped(out);
  return code;
}

/** @typedef {readonly [name: string, step: () => Promise<number>]} Step */

/** @type {Step[]} */
const steps = [
  ['browser (Debian chromium)', async () => (ensureChromium() ? 0 : 1)],
  ['video tools (Debian ffmpeg)', async () => (ensureFfmpeg({ required: true }) ? 0 : 1)],
  ['type-check', typecheck],
  ['lint (biome)', () => run(bin('biome'), ['ci', '--error-on-warnings', '.'])],
  [
    'lint (eslint: the rules of React on refs, ADR 035)',
    () =>
      run(bin('eslint'), [
        '--max-warnings',
        '0',
        'packages/ui/src',
        'packages/features/src',
        'apps/web/src',
      ]),
  ],
  ['unit (vitest)', () => vitestProject('unit')],
  [
    'stories (storybook test-runner + axe)',
    async () => {
      const out = `${tmp}/stories.json`;
      const code = await run(process.execPath, [
        'scripts/test-stories.mjs',
        '--json',
        '--outputFile',
        out,
      ]);
      addJestShaped(out);
      return code;
    },
  ],
  [
    'visual baselines (playwright screenshots of the stories build)',
    async () => {
      const out = `${tmp}/visual.json`;
      const code = await run(
        process.execPath,
        ['visual/run.mjs', '--reuse-build', '--reporter=dot,json'],
        { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out } },
      );
      addPlaywright(out);
      return code;
    },
  ],
  [
    'ui package (build, publint, attw, packed into a fresh Vite app)',
    async () => {
      const out = `${tmp}/consumer.json`;
      const code = await run(
        process.execPath,
        ['scripts/test-consumer.mjs', '--reporter=list,json'],
        {
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
        },
      );
      addPlaywright(out);
      return code;
    },
  ],
  [
    process.env.AULA_TEST_DATABASE_URL
      ? 'api on PGlite (vitest: the engine files; the rest runs on PostgreSQL, ADR 050)'
      : 'api on PGlite (vitest)',
    () => {
      const { AULA_TEST_DATABASE_URL: postgres, ...env } = process.env;
      // With PostgreSQL next, only the files whose behaviour depends on the engine (ADR 050).
      return vitestProject('api', {
        env: postgres ? { ...env, AULA_TEST_ENGINE_FILES: '1' } : env,
      });
    },
  ],
  // CI (.ci/run) starts a PostgreSQL server and names it: the same suite runs against it too.
  ...(process.env.AULA_TEST_DATABASE_URL
    ? [
        /** @type {Step} */ ([
          'api on PostgreSQL (vitest)',
          () => vitestProject('api', { label: 'api-postgres' }),
        ]),
      ]
    : []),
  [
    'e2e (playwright)',
    async () => {
      const out = `${tmp}/e2e.json`;
      const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
        env: {
          ...process.env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        },
      });
      addPlaywright(out);
      return code;
    },
  ],
];

const timings = [];
let exitCode = 0;
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const cpuBefore = cpuSnapshot();
  let code;
  try {
    code = await step();
  } catch (error) {
    console.error(error);
    code = 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // The machine's busy cores over the step (everything on it, not only the step's processes).
  const busy = busyCores(cpuBefore, cpuSnapshot());
  const load = busy === null ? '' : `, ${busy.toFixed(1)} of ${cpuBefore.cores} cores busy`;
  timings.push(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s${load})`);
  if (code !== 0) {
    exitCode = code;
    break;
  }
}

console.log(`\n${timings.join('\n')}`);
if (exitCode !== 0) console.log(`\nnpm test stopped at the first failing step (exit ${exitCode}).`);
console.log(
  `\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(exitCode);
