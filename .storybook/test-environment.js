// The test-runner's environment, with one page per jest worker instead of one per stories file,
// and the runner's hooks loaded once per worker instead of once per file.
// - Each file used to connect to the browser, open a context and a page, load iframe.html and
//   warm the preview up again (about 1.3 s of a 3 s per-file overhead, 101 files); stories are
//   rendered through Storybook's channel either way, and preview.tsx resets what a story leaves
//   behind (msw handlers, `aula:` storage keys, the theme), so the next file starts clean.
// - The preset's setup files imported the whole test-runner (264 kB, with Storybook's server
//   internals and Babel) and compiled `test-runner.ts` again in every file's fresh module
//   registry: about a third of the run's CPU. This module is loaded once per worker, outside
//   that registry, so it hands the generated tests what those files gave them (the globals below).
import { getTestRunnerConfig, setupPage } from '@storybook/test-runner';
import StorybookEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

/** `.storybook/test-runner.ts`, compiled once per worker (this file is compiled to CommonJS). */
let hooks;

/** @type {{ browser: any; context: any; page: any; jestPlaywright: any } | undefined} */
let kept;

export default class ReusedPageEnvironment extends StorybookEnvironment {
  async setup() {
    hooks ??= (await getTestRunnerConfig(process.env.STORYBOOK_CONFIG_DIR)) ?? {};
    // What the preset's `jest-setup.js` set up in each file: the generated tests call these.
    Object.assign(this.global, {
      __sbPreVisit: hooks.preVisit,
      __sbPostVisit: hooks.postVisit,
      __sbSetupPage: setupPage,
      __sbCollectCoverage: false,
    });
    if (kept && !kept.page.isClosed()) {
      const { browserName, testEnvironmentOptions } = this._config;
      this._jestPlaywrightConfig = testEnvironmentOptions['jest-playwright'];
      this.global.browserName = browserName ?? 'chromium';
      this.global.deviceName = null;
      Object.assign(this.global, kept);
      return;
    }
    await super.setup();
    const { browser, context, page, jestPlaywright } = this.global;
    kept = { browser, context, page, jestPlaywright };
  }

  async teardown() {
    // The page outlives this file: the base teardown would close the browser connection.
    this.global.page = undefined;
    this.global.browser = undefined;
    await super.teardown();
  }
}
