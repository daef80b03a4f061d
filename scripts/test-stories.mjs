// Builds Storybook statically and runs every story (play functions + axe) in Debian's Chromium.
import { ensureChromium } from './ensure-chromium.mjs';
import { bin } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { serveStatic } from './lib/static-server.mjs';

if (!ensureChromium()) process.exit(1);
const built = await run(bin('storybook'), [
  'build',
  '-o',
  'storybook-static',
  '--quiet',
  '--disable-telemetry',
]);
if (built !== 0) process.exit(built);
const server = await serveStatic('storybook-static');
const extra = process.argv.slice(2);
const code = await run(bin('test-storybook'), ['--url', server.url, '--maxWorkers=2', ...extra], {
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
await server.close();
process.exit(code);
