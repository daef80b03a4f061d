// The published face of @aula/ui, checked as another team would meet it:
// 1. build it (tsup + postcss) and lint the package (publint, are-the-types-wrong);
// 2. list what `npm pack` would publish: no stories, tests, test helpers or sources (ADR 025);
// 3. `npm pack` it and install the tarball into a fresh Vite + React app outside the workspace;
// 4. server rendering: `renderToString` of every primitive in plain Node, no window/document;
// 5. build that app and check in Debian's Chromium that the primitives render styled.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packedFileProblems, sourceMapProblems } from './lib/package-files.mjs';
import { bin, root } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const ui = `${root}packages/ui`;
/**
 * Runs one step of the check; stops everything when it fails.
 * @param {string} label
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
const step = async (label, command, args, options) => {
  console.log(`\n· ${label}`);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`consumer check failed at: ${label}`);
    process.exit(code);
  }
};

await step('build @aula/ui', 'npm', ['run', 'build', '--silent'], { cwd: ui });
await step('publint', bin('publint'), ['--strict'], { cwd: ui });
await step(
  'are the types wrong',
  bin('attw'),
  ['--pack', '.', '--profile', 'esm-only', '--exclude-entrypoints', './styles.css'],
  { cwd: ui },
);

console.log('\n· the tarball holds only what consumers need');
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--silent'], { cwd: ui, encoding: 'utf8' }),
);
/** @type {string[]} */
const packedFiles = packed[0].files.map((/** @type {{ path: string }} */ file) => file.path);
const problems = [...packedFileProblems(packedFiles), ...sourceMapProblems(ui, packedFiles)];
if (problems.length > 0) {
  console.error(`consumer check failed at: tarball contents\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`${packedFiles.length} files, none of them a story, test or source`);

const work = mkdtempSync(join(tmpdir(), 'aula-consumer-'));
try {
  await step('npm pack', 'npm', ['pack', '--silent', '--pack-destination', work], { cwd: ui });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  const app = join(work, 'app');
  cpSync(`${ui}/consumer-test/app`, app, { recursive: true });
  /** @param {string} name @returns {string} */
  const versions = (name) =>
    JSON.parse(
      // the versions this repository already runs, so the install stays offline-friendly
      readFileSync(`${root}node_modules/${name}/package.json`, 'utf8'),
    ).version;
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'aula-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@aula/ui': `file:../${tarball}`,
          react: versions('react'),
          'react-dom': versions('react-dom'),
        },
        devDependencies: {
          vite: versions('vite'),
          '@vitejs/plugin-react': versions('@vitejs/plugin-react'),
        },
      },
      null,
      2,
    )}\n`,
  );
  await step(
    'install the tarball into a fresh Vite app',
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    { cwd: app },
  );
  // Plain Node, no jsdom: the SSR consumer asserts window/document stay undefined.
  await step('server rendering in Node (renderToString, no DOM)', process.execPath, ['ssr.mjs'], {
    cwd: app,
  });
  await step('build the app', join(app, 'node_modules/.bin/vite'), ['build'], { cwd: app });
  const extra = process.argv.slice(2);
  await step(
    'render check in Chromium',
    bin('playwright'),
    ['test', '-c', 'packages/ui/consumer-test/playwright.config.ts', ...extra],
    {
      env: {
        ...process.env,
        CONSUMER_DIST: join(app, 'dist'),
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      },
    },
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
