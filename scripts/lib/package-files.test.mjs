// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { packedFileProblems, REQUIRED, sourceMapProblems } from './package-files.mjs';

describe('packedFileProblems', () => {
  it('accepts the build, declarations, maps, CSS and docs', () => {
    expect(
      packedFileProblems([
        ...REQUIRED,
        'dist/chunk-ABC.js',
        'dist/chunk-ABC.js.map',
        'dist/button/index.js',
      ]),
    ).toEqual([]);
  });

  it.each([
    ['dist/button/button.stories.js', 'a story'],
    ['dist/button/button.test.js', 'a test'],
    ['dist/lib/story-assets.js', 'a test-only helper'],
    ['consumer-test/app/ssr.mjs', 'the consumer test'],
    ['src/button/button.tsx', 'a source file'],
    ['tsup.config.ts', 'build configuration'],
    ['tsconfig.build.json', 'build configuration'],
    ['dist/button/button.tsx', 'TypeScript source'],
    ['dist/__snapshots__/exports.api.txt', 'a test snapshot'],
  ])('refuses %s (%s)', (path, what) => {
    const problems = packedFileProblems([...REQUIRED, path]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(path);
    expect(problems[0]).toContain(what);
  });

  it('names every required file that is missing', () => {
    expect(packedFileProblems(['package.json', 'dist/index.js'])).toEqual(
      REQUIRED.filter((p) => !['package.json', 'dist/index.js'].includes(p)).map(
        (p) => `${p}: missing from the tarball`,
      ),
    );
  });
});

describe('sourceMapProblems', () => {
  const files = {
    'pkg/dist/a.js.map': JSON.stringify({ sources: ['../src/a.tsx'], sourcesContent: ['x'] }),
    'pkg/dist/b.js.map': JSON.stringify({ sources: ['../src/b.tsx'] }),
  };
  const read = (/** @type {string} */ file) => files[/** @type {keyof typeof files} */ (file)];

  it('accepts maps that embed their sources and names those that do not', () => {
    expect(sourceMapProblems('pkg', ['dist/a.js.map', 'dist/a.js'], read)).toEqual([]);
    expect(sourceMapProblems('pkg', ['dist/a.js.map', 'dist/b.js.map'], read)).toEqual([
      "dist/b.js.map: a source map without its sources' content",
    ]);
  });
});
