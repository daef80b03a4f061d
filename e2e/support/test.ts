import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, which also closes, after each journey, every browser context the journey
 * opened itself (`browser.newContext()`: a second person, a second device). Playwright closes
 * only its own `context`; one left open keeps running its page for the rest of the suite. A
 * student's lecture left open with auto-play and auto-jump on played on through the course,
 * writing her position on lecture 6 while a later journey checked it there (the `player.spec.ts`
 * failure of stop 47's CI and of a fresh clone since).
 */
export const test = base.extend<{ closeOpenedContexts: undefined }>({
  closeOpenedContexts: [
    async ({ browser, context }, use) => {
      await use(undefined);
      for (const opened of browser.contexts()) {
        if (opened !== context) await opened.close();
      }
    },
    { auto: true },
  ],
});
