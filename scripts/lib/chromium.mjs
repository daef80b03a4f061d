import { chromiumPath } from './paths.mjs';

// The one place that says how every tool launches Debian's Chromium (Playwright, the Storybook
// test-runner, the consumer check): never a downloaded browser, always these headless flags.
export const chromiumLaunchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
