// npm run chromatic: publish the Storybook to Chromatic for visual review (ADR 025).
// Without CHROMATIC_PROJECT_TOKEN it prints one line saying how to set it and exits 0, so it is
// safe anywhere (the service cannot be reached from the project's machines: `npm test` never
// calls it). With the token: build Storybook with its module graph (`--stats-json`, which
// TurboSnap reads), then upload only the stories the changes since the baseline can affect.
// Extra arguments go to chromatic: `npm run chromatic -- --branch-name feature-x`.
import { fileURLToPath } from 'node:url';
import { bin } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

export const OUTPUT_DIR = 'storybook-static';
export const TOKEN_HINT =
  'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (copy the project token from chromatic.com > Manage > Configure, then `CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic`; in CI, a secret of that name).';

/**
 * The commands `npm run chromatic` runs, or null when there is no token. The CLI reads the token
 * from the environment itself, so it never appears on a command line.
 * @param {NodeJS.ProcessEnv} env
 * @param {readonly string[]} [extra] arguments for chromatic
 * @returns {null | { command: string; args: string[] }[]}
 */
export function chromaticPlan(env, extra = []) {
  if (!env.CHROMATIC_PROJECT_TOKEN?.trim()) return null;
  return [
    {
      command: bin('storybook'),
      args: ['build', '-o', OUTPUT_DIR, '--quiet', '--stats-json', OUTPUT_DIR],
    },
    {
      command: bin('chromatic'),
      args: [
        '--storybook-build-dir',
        OUTPUT_DIR,
        '--only-changed',
        '--exit-zero-on-changes',
        '--skip-update-check',
        ...extra,
      ],
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const plan = chromaticPlan(process.env, process.argv.slice(2));
  if (!plan) {
    console.log(TOKEN_HINT);
    process.exit(0);
  }
  for (const { command, args } of plan) {
    const code = await run(command, args);
    if (code !== 0) process.exit(code);
  }
}
