// npm run test:visual: screenshots of stories compared with visual/__screenshots__.
//   npm run test:visual                 builds Storybook, then compares
//   npm run test:visual -- --update     rewrites the baselines (Playwright's --update-snapshots)
//   npm run test:visual -- --reuse-build  uses storybook-static as it is (npm test: the stories
//                                         step has just built it)
// Any other argument goes to Playwright (e.g. a story id to filter on, --reporter=...).
import { existsSync } from 'node:fs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { bin, root } from '../scripts/lib/paths.mjs';
import { run } from '../scripts/lib/run.mjs';
import { serveStatic } from '../scripts/lib/static-server.mjs';

const args = process.argv.slice(2);
const reuse = args.includes('--reuse-build');
const forward = args
  .filter((a) => a !== '--reuse-build')
  .map((a) => (a === '--update' ? '--update-snapshots' : a));

if (!ensureChromium()) process.exit(1);
const dir = `${root}storybook-static`;
if (!reuse || !existsSync(`${dir}/index.json`)) {
  const built = await run(bin('storybook'), ['build', '-o', dir, '--quiet', '--disable-telemetry']);
  if (built !== 0) process.exit(built);
}
const server = await serveStatic(dir);
const code = await run(
  bin('playwright'),
  ['test', '--config', `${root}visual/playwright.config.ts`, ...forward],
  {
    env: {
      ...process.env,
      VISUAL_STORYBOOK_URL: server.url,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  },
);
await server.close();
process.exit(code);
