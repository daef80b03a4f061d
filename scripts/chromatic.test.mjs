// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromaticPlan, OUTPUT_DIR, TOKEN_HINT } from './chromatic.mjs';

const script = fileURLToPath(new URL('./chromatic.mjs', import.meta.url));

describe('npm run chromatic', () => {
  it('without a token prints one line saying how to set it and exits 0', () => {
    const { CHROMATIC_PROJECT_TOKEN: _, ...env } = process.env;
    const result = spawnSync(process.execPath, [script], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(`${TOKEN_HINT}\n`);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toContain('CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic');
  });

  it('treats a blank token as none', () => {
    expect(chromaticPlan({})).toBeNull();
    expect(chromaticPlan({ CHROMATIC_PROJECT_TOKEN: '  ' })).toBeNull();
  });

  it('with a token builds Storybook with its stats, then runs TurboSnap on that build', () => {
    const plan = chromaticPlan({ CHROMATIC_PROJECT_TOKEN: 'chpt_secret' }, ['--branch-name', 'x']);
    expect(plan?.map((step) => step.command.split('/').at(-1))).toEqual(['storybook', 'chromatic']);
    const [build, upload] = plan ?? [];
    expect(build?.args).toEqual(['build', '-o', OUTPUT_DIR, '--quiet', '--stats-json', OUTPUT_DIR]);
    expect(upload?.args).toEqual(
      expect.arrayContaining([
        '--storybook-build-dir',
        OUTPUT_DIR,
        '--only-changed',
        '--exit-zero-on-changes',
      ]),
    );
    expect(upload?.args.slice(-2)).toEqual(['--branch-name', 'x']);
    // the CLI reads the token from the environment: never on a command line
    expect(JSON.stringify(plan)).not.toContain('chpt_secret');
  });
});
