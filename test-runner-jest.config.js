import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

// Runs every story in Debian's Chromium (never a downloaded browser), with axe via addon-a11y.
const base = getJestConfig();

export default {
  ...base,
  testTimeout: 30_000,
  testEnvironment: '<rootDir>/.storybook/test-environment.js',
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions,
    },
  },
};
