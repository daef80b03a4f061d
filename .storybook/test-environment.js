// The test-runner's environment, with one page per jest worker instead of one per stories file.
// Each file used to connect to the browser, open a context and a page, load iframe.html and
// warm the preview up again (about 1.3 s of a 3 s per-file overhead, 101 files); stories are
// rendered through Storybook's channel either way, and preview.tsx resets what a story leaves
// behind (msw handlers, `aula:` storage keys, the theme), so the next file starts clean.
import StorybookEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

/** @type {{ browser: any; context: any; page: any; jestPlaywright: any } | undefined} */
let kept;

export default class ReusedPageEnvironment extends StorybookEnvironment {
  async setup() {
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
