import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { FONT_CSS } from './fonts';

/**
 * What is screenshotted: the `Matrix` story of every primitive (found in the build's index.json, so
 * a new primitive is covered without editing this file), and the feature states below. Each is shot
 * in light and dark at 1280×800; the ones in MOBILE also at 375 px.
 */
const FEATURE_STORIES = [
  // The player: a lecture, a locked one, a scheduled one.
  'features-player-courseplayer--first-lecture',
  'features-player-courseplayer--locked-lecture',
  'features-player-courseplayer--scheduled-lecture',
  // The login form's errors.
  'features-auth-loginform--validation-errors',
  'features-auth-loginform--invalid-credentials',
  'features-auth-loginform--server-field-errors',
  'features-auth-loginform--too-many-attempts',
  'features-auth-loginform--server-error',
  // The account-step flow, step by step.
  'features-account-steps-sendcodestep--sends',
  'features-account-steps-sendcodestep--refused',
  'features-account-steps-codestep--waiting',
  'features-account-steps-codestep--wrong-code',
  'features-account-steps-codestep--expired-code',
  'features-account-steps-codestep--whatsapp-pin',
  'features-account-steps-accountflow--first-step',
  'features-account-steps-accountflow--done',
] as const;
const MOBILE = new Set<string>([
  'features-player-courseplayer--first-lecture',
  'features-player-courseplayer--locked-lecture',
  'features-player-courseplayer--scheduled-lecture',
  'features-auth-loginform--validation-errors',
  'features-account-steps-codestep--waiting',
]);

/** The stories' fixed "now" (packages/features/src/testing/fixtures.ts FIXTURE_NOW). */
const FIXED_NOW = new Date('2026-11-21T12:00:00.000Z');

const storybookDir = fileURLToPath(new URL('../storybook-static/', import.meta.url));
interface IndexEntry {
  type: string;
  id: string;
  name: string;
  importPath: string;
}
const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const entries = Object.values(index.entries);
const matrices = entries
  .filter(
    (e) =>
      e.type === 'story' && e.name === 'Matrix' && e.importPath.startsWith('./packages/ui/src/'),
  )
  .map((e) => e.id)
  .sort();
for (const id of FEATURE_STORIES) {
  if (!index.entries[id]) throw new Error(`visual: story ${id} is not in the Storybook build`);
}

/** Where visual/run.mjs serves the static build. */
function storybookUrl() {
  const url = process.env.VISUAL_STORYBOOK_URL;
  if (!url) throw new Error('VISUAL_STORYBOOK_URL is not set: run `npm run test:visual`');
  return url;
}

type Phase = 'finished' | 'errored' | 'aborted';
/** The phase of the story on screen, once it is over (`finished` when its play function passed). */
async function storyDone(page: Page, id: string): Promise<Phase> {
  const handle = await page.waitForFunction(
    (storyId) => {
      const preview = (
        globalThis as {
          __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
        }
      ).__STORYBOOK_PREVIEW__;
      const render = preview?.currentRender;
      if (render?.id !== storyId) return false;
      const phase = render.phase;
      return phase === 'finished' || phase === 'errored' || phase === 'aborted' ? phase : false;
    },
    id,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as Phase;
}

/**
 * One page per worker: Storybook's iframe loads once, then each test switches the story through
 * its channel (as the Storybook test-runner does), which saves the bundle's load per shot.
 * addon-a11y's automatic run is off here (`a11y.manual`): the stories step already runs axe.
 */
const it = test.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      // Date.now() fixed, timers still running: countdowns ("Reenviar código em 60 s") and relative
      // dates show the same text on every run, while play functions wait as usual.
      await page.clock.setFixedTime(FIXED_NOW);
      await page.addInitScript((css) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.dataset.visual = 'fonts';
          style.textContent = css;
          document.head.append(style);
        });
      }, FONT_CSS);
      const first = matrices[0] ?? FEATURE_STORIES[0];
      await page.goto(
        `${storybookUrl()}/iframe.html?id=${first}&viewMode=story&globals=a11y.manual:!true`,
      );
      await storyDone(page, first);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The id of the story on screen (any phase). */
const currentStory = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.id,
  );

/** Switches the page to a story and waits for its play function to finish. */
async function switchTo(page: Page, id: string) {
  await page.evaluate((storyId) => {
    const channel = (
      globalThis as {
        __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, data: unknown) => void };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('no Storybook channel');
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  return storyDone(page, id);
}

/** Shows a story (its play function run and passed), fonts and images loaded. */
async function openStory(page: Page, id: string) {
  // The same story again (another width) would be left as it is: render it afresh, through
  // another story, so every shot starts from a new render at its own width.
  if ((await currentStory(page)) === id) {
    const detour = matrices.find((other) => other !== id) ?? FEATURE_STORIES[0];
    await switchTo(page, detour);
  }
  expect(await switchTo(page, id), `story ${id} should render and play without errors`).toBe(
    'finished',
  );
  await settled(page);
}

/** Fonts and images loaded, two frames painted. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve);
              img.addEventListener('error', resolve);
            }),
        ),
    );
    if (!document.fonts.check('16px "Aula Visual"')) throw new Error('pinned font not loaded');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

const cases = [
  ...matrices.map((id) => ({ id, width: 1280 })),
  ...FEATURE_STORIES.flatMap((id) => [
    { id, width: 1280 },
    ...(MOBILE.has(id) ? [{ id, width: 375 }] : []),
  ]),
];

it('every primitive with stories has a Matrix story to screenshot', () => {
  expect(matrices.length).toBeGreaterThan(20);
});

for (const { id, width } of cases) {
  it(`${id} ${width}`, async ({ storybook: page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openStory(page, id);
    for (const theme of ['light', 'dark'] as const) {
      await test.step(theme, async () => {
        // `.dark` on <html>, as the preview's `theme` global does (portals included).
        await page.evaluate((dark) => {
          document.documentElement.classList.toggle('dark', dark);
        }, theme === 'dark');
        await settled(page);
        await expect.soft(page).toHaveScreenshot(`${id}.${theme}.${width}.png`, {
          fullPage: true,
          // The player's <video> has no file in Storybook: its frame is not the component's look.
          mask: [page.locator('video')],
        });
      });
    }
  });
}
