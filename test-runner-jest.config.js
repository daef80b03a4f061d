import { getJestConfig } from '@storybook/test-runner';

// Runs every story in Debian's Chromium (never a downloaded browser), with axe via addon-a11y.
const base = getJestConfig();

export default {
  ...base,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      },
    },
  },
};
