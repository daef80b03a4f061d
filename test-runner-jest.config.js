import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

// Runs every story in Debian's Chromium (never a downloaded browser), with axe via addon-a11y.
const base = getJestConfig();

export default {
  ...base,
  testTimeout: 30_000,
  testEnvironment: '<rootDir>/.storybook/test-environment.js',
  // The environment hands the tests the runner's hooks (see there); the preset's setup files
  // (the runner re-imported per file, expect-playwright's matchers, jest-playwright's debug
  // helpers) and its HTML snapshot serializer serve nothing here: a story's checks run in its
  // play function and the hooks, in the page.
  setupFilesAfterEnv: [],
  snapshotSerializers: [],
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions,
    },
  },
};
