// What the packed @aula/ui may hold (ADR 025): the build, its types and self-contained source
// maps, the CSS, README, CHANGELOG and package.json; never stories, tests, test helpers, the
// consumer test, sources or build configuration.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @type {readonly [RegExp, string][]} */
const FORBIDDEN = [
  [/\.stories\./, 'a story'],
  [/\.(test|spec)\./, 'a test'],
  [/(^|\/)__snapshots__\//, 'a test snapshot'],
  [/story-assets|test-utils|(^|\/)mocks?\//, 'a test-only helper'],
  [/^consumer-test\//, 'the consumer test'],
  [/^src\//, 'a source file (the source maps carry their sources)'],
  [
    /(^|\/)(tsconfig[^/]*\.json|tsup\.config\.\w+|postcss\.config\.\w+|vitest\.config\.\w+)$/,
    'build configuration',
  ],
  [/\.tsx?$/, 'TypeScript source'],
];
/** Declarations end in .d.ts, which the TypeScript-source rule must not catch. */
const DECLARATION = /\.d\.ts$/;

export const REQUIRED = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/toaster/index.js',
  'dist/toaster/index.d.ts',
  'dist/styles.css',
];

/**
 * The problems with a tarball's file list (paths relative to the package), one line each.
 * @param {readonly string[]} paths
 * @returns {string[]}
 */
export function packedFileProblems(paths) {
  const problems = [];
  for (const path of paths) {
    for (const [pattern, what] of FORBIDDEN) {
      if (pattern.test(path) && !(what === 'TypeScript source' && DECLARATION.test(path))) {
        problems.push(`${path}: ${what} must not be published`);
        break;
      }
    }
  }
  for (const path of REQUIRED) {
    if (!paths.includes(path)) problems.push(`${path}: missing from the tarball`);
  }
  return problems;
}

/**
 * The shipped source maps must embed their sources (`sourcesContent`), since `src/` is not shipped.
 * @param {string} packageDir
 * @param {readonly string[]} paths
 * @param {(file: string) => string} [read]
 * @returns {string[]}
 */
export function sourceMapProblems(packageDir, paths, read = (file) => readFileSync(file, 'utf8')) {
  const problems = [];
  for (const path of paths.filter((p) => p.endsWith('.map'))) {
    /** @type {{ sources: unknown[]; sourcesContent?: unknown[] }} */
    const map = JSON.parse(read(join(packageDir, path)));
    const contents = map.sourcesContent ?? [];
    if (contents.length !== map.sources.length || contents.some((c) => typeof c !== 'string')) {
      problems.push(`${path}: a source map without its sources' content`);
    }
  }
  return problems;
}
