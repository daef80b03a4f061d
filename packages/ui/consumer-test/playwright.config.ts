import { defineConfig } from '@playwright/test';

// The consumer check's own config: one spec, Debian's Chromium, no server of the app.
export default defineConfig({
  testDir: '.',
  testMatch: 'consumer.spec.ts',
  outputDir: '../../../.tmp/consumer-results',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
