// npm test: every check in order, stopping at the first red, then one closing line with the
// number of tests that passed and failed across the runners.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureFfmpeg } from './ensure-chromium.mjs';
import { busyCores, cpuSnapshot } from './lib/cpu-load.mjs';
import { bin, root } from './lib/paths.mjs';
import { run, toolEnv } from './lib/run.mjs';
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
 * Runs a command at the lowest CPU priority (`nice -n 19`, where there is one), its output kept
 * in `logFile` to be printed when the step it runs beside has ended.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env: NodeJS.ProcessEnv; logFile: string }} options
 * @returns {Promise<number>}
 */
function runBeside(command, args, { env, logFile }) {
  /** @param {boolean} niced */
  const attempt = (niced) =>
    new Promise((resolve) => {
      const out = openSync(logFile, 'w');
      const child = spawn(niced ? 'nice' : command, niced ? ['-n', '19', command, ...args] : args, {
        cwd: root,
        stdio: ['ignore', out, out],
        env: toolEnv(env),
      });
      child.on('exit', (code, signal) => {
        closeSync(out);
        resolve(code ?? (signal ? 1 : 0));
      });
      child.on('error', (error) => {
        closeSync(out);
        // No `nice` on this machine: the same command at the usual priority.
        if (niced && /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT')
          resolve(attempt(false));
        else {
          console.error(error.message);
          resolve(1);
        }
      });
    });
  return attempt(true);
}

/**
 * Runs one Vitest project with its JSON report, and counts its tests.
 * @param {string} project
 * @param {{ label?: string; env?: NodeJS.ProcessEnv; besideLog?: string }} [options] `besideLog`:
 *   run at the lowest priority, its output kept in that file for later (a step beside another)
 */
async function vitestProject(project, { label = project, env = process.env, besideLog } = {}) {
  const out = `${tmp}/${label}.json`;
  const args = [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const code = besideLog
    ? await runBeside(bin('vitest'), args, { env, logFile: besideLog })
    : await run(bin('vitest'), args, { env });
  addJestShaped(out);
  return code;
}

/**
 * A step's name, what it runs, and whether it runs beside the step after it (`beside`: started at
 * the lowest CPU priority, its output printed once that next step has ended; ADR 053).
 * @typedef {readonly [name: string, step: () => Promise<number>, options?: { beside: { log: string } }]} Step
 */

/** Where the PGlite run, beside the journeys, keeps its output until they end. */
const PGLITE_LOG = `${tmp}/api.log`;

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
  // CI (.ci/run) starts a PostgreSQL server and names it: the same suite runs against it too.
  ...(process.env.AULA_TEST_DATABASE_URL
    ? [
        /** @type {Step} */ ([
          'api on PostgreSQL (vitest)',
          () => vitestProject('api', { label: 'api-postgres' }),
        ]),
      ]
    : []),
  // The journeys keep about 1.2 of the 2 cores busy (they wait on the browser, the server, the
  // mail): the PGlite run fills the rest at the lowest priority, beside them (ADR 053). Alone it
  // took 83 s here; beside the journeys it ended inside them, and they ran 1.03× as long.
  [
    process.env.AULA_TEST_DATABASE_URL
      ? 'api on PGlite (vitest: the engine files; the rest runs on PostgreSQL, ADR 050; beside the e2e)'
      : 'api on PGlite (vitest; beside the e2e)',
    () => {
      const { AULA_TEST_DATABASE_URL: postgres, ...env } = process.env;
      // With PostgreSQL, only the files whose behaviour depends on the engine (ADR 050).
      return vitestProject('api', {
        env: postgres ? { ...env, AULA_TEST_ENGINE_FILES: '1' } : env,
        besideLog: PGLITE_LOG,
      });
    },
    { beside: { log: PGLITE_LOG } },
  ],
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
/**
 * Starts a step and answers its outcome: its exit code and its timing line.
 * @param {string} name
 * @param {() => Promise<number>} step
 */
function start(name, step) {
  const started = performance.now();
  const cpuBefore = cpuSnapshot();
  // `then(step)`: a step that throws before its first `await` is a red step too, not a crash.
  return Promise.resolve()
    .then(step)
    .catch((error) => {
      console.error(error);
      return 1;
    })
    .then((code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      // The machine's busy cores over the step (everything on it, not only the step's processes).
      const busy = busyCores(cpuBefore, cpuSnapshot());
      const load = busy === null ? '' : `, ${busy.toFixed(1)} of ${cpuBefore.cores} cores busy`;
      return { code, line: `${code === 0 ? '✔' : '✘'} ${name} (${seconds} s${load})` };
    });
}
/** @type {{ name: string; log: string; outcome: ReturnType<typeof start> } | undefined} */
let beside;
for (const [name, step, options] of steps) {
  if (options?.beside) {
    console.log(`\n▶ ${name}: started, its output follows the next step's`);
    beside = { name, log: options.beside.log, outcome: start(name, step) };
    continue;
  }
  console.log(`\n▶ ${name}`);
  const outcomes = [await start(name, step)];
  if (beside) {
    const { name: besideName, log, outcome } = beside;
    beside = undefined;
    const done = await outcome;
    console.log(`\n▶ ${besideName} (ran beside the step above)`);
    try {
      process.stdout.write(readFileSync(log, 'utf8'));
    } catch {
      console.error(`(no output at ${log})`);
    }
    outcomes.push(done);
  }
  for (const { line } of outcomes) timings.push(line);
  const failed = outcomes.find(({ code }) => code !== 0);
  if (failed) {
    exitCode = failed.code;
    break;
  }
}

console.log(`\n${timings.join('\n')}`);
if (exitCode !== 0) console.log(`\nnpm test stopped at the first failing step (exit ${exitCode}).`);
console.log(
  `\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(exitCode);
