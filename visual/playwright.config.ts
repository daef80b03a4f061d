import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';

/**
 * Visual baselines: screenshots of stories from a static Storybook build, compared with the PNGs
 * committed under visual/__screenshots__. Started by visual/run.mjs (`npm run test:visual`), which
 * serves the build and names its URL in VISUAL_STORYBOOK_URL.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['visual.spec.ts', 'mail.spec.ts'],
  // One baseline per story, theme and width; no platform suffix: they are made in Debian's Chromium.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: fileURLToPath(new URL('../.tmp/visual-results', import.meta.url)),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: {
      // Per-pixel colour tolerance (YIQ, 0..1) and the share of pixels allowed to differ.
      threshold: 0.1,
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // The page itself (viewport, locale, time zone, reduced motion) is made in visual.spec.ts.
  use: { launchOptions: chromiumLaunchOptions },
});
