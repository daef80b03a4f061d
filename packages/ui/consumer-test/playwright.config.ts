import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.mjs';

// The consumer check's own config: one spec, Debian's Chromium, no server of the app.
export default defineConfig({
  testDir: '.',
  testMatch: 'consumer.spec.ts',
  outputDir: '../../../.tmp/consumer-results',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { launchOptions: chromiumLaunchOptions },
});
