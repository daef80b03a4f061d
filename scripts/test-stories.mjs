// Builds Storybook statically and runs every story (play functions + axe) in Debian's Chromium,
// then checks every docs page and a few shared story links (scripts/lib/check-storybook-pages.mjs).
import { ensureChromium } from './ensure-chromium.mjs';
import { checkStorybookPages } from './lib/check-storybook-pages.mjs';
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
// Docs pages (axe, both themes) and shared story links: what the test-runner does not visit.
// Story files named on the command line narrow the docs pages too (`--outputFile`'s value is not one).
const only = extra.filter(
  (arg, i) => !arg.startsWith('-') && extra[i - 1] !== '--outputFile' && /[./]/.test(arg),
);
const pageFailures = await checkStorybookPages(server.url, { only });
await server.close();
process.exit(code || (pageFailures ? 1 : 0));
