// The checks the Storybook test-runner cannot make, because it visits stories only:
// 1. every docs page of the built index.json (autodocs and MDX) renders without a page error or
//    Storybook's error screen, and axe finds nothing on it, in the light and the dark theme;
// 2. a story link, as a QA person pastes it (`iframe.html?id=…&globals=theme:dark`), reproduces
//    the theme and the story's msw scenario with nothing else set up (ADR 024).
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { THEME_RULES } from './theme-rules.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Story links checked on their own, as a QA person pastes them into a bug report: the iframe link
 * (the story alone) and the manager link (`?path=/story/…`, toolbar included, viewport applied).
 * `text` is what the story's msw scenario shows; `width` the viewport's width, if one is chosen;
 * `seed` is storage left by earlier browsing, which must not change what the link shows.
 * @type {{ url: string; text: RegExp; dark: boolean; width?: number; seed?: Record<string, string>; speed?: string }[]}
 */
export const LINK_CASES = [
  {
    url: '/iframe.html?id=features-player-courseplayer--locked-lecture&viewMode=story&globals=theme:dark',
    text: /exclusiva para alunos matriculados/,
    dark: true,
  },
  {
    url: '/?path=/story/features-player-courseplayer--locked-lecture&globals=theme:dark;viewport.value:mobile1',
    text: /exclusiva para alunos matriculados/,
    dark: true,
    width: 320,
  },
  {
    // The player remembers the speed on the device: a link must still open at 1×.
    url: '/iframe.html?id=features-player-courseplayer--first-lecture&viewMode=story',
    text: /Velocidade/,
    dark: false,
    seed: { 'aula:player:speed': '2' },
    speed: '1',
  },
];

/**
 * @param {import('@playwright/test').Page} page
 * @param {string} [include] a selector of what to check (the whole page when omitted)
 * @param {string[]} [only] the rules to run (all of them but the ones turned off below when omitted)
 * @returns {Promise<string[]>}
 */
async function axeViolations(page, include, only) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(
    async ([selector, only]) => {
      const axe = /** @type {any} */ (window).axe;
      const include = selector ? document.querySelectorAll(selector) : document.body;
      if (include instanceof NodeList && include.length === 0) return [];
      const result = await axe.run(
        // `.rejt-tree`: the object editor of Storybook's Controls table (its <li>s have no list).
        { include, exclude: ['#storybook-highlights-root', '.rejt-tree'] },
        {
          rules: {
            region: { enabled: false },
            // A docs page shows each story twice (primary and in the list) under Storybook's own
            // headings: repeated landmarks and a card's h3 under the page's h1 are the page's
            // composition, not the component's; each story is checked for both on its own.
            'landmark-unique': { enabled: false },
            'heading-order': { enabled: false },
          },
          ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
          resultTypes: ['violations'],
        },
      );
      return result.violations.map(
        (/** @type {{ id: string; help: string; nodes: { target: string[] }[] }} */ v) =>
          `${v.id}: ${v.help}\n      ${v.nodes.map((n) => n.target.join(' ')).join('\n      ')}`,
      );
    },
    /** @type {const} */ ([include, only]),
  );
}

/**
 * Waits until a docs page has rendered: its content is there and every inline story has left
 * its loading state.
 * @param {import('@playwright/test').Page} page
 */
async function waitForDocs(page) {
  await page.locator('#storybook-docs .sbdocs-content').waitFor({ timeout: 20_000 });
  // Stories still loading, images still coming, fonts not swapped yet: the layout is not final.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('#storybook-docs .sb-loader').length === 0 &&
      [...document.images].every((image) => image.complete),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(100);
}

/**
 * Shows another docs page in the preview already loaded, as the manager does when one is picked
 * in the sidebar, and waits until Storybook says it has rendered: loading `iframe.html` again
 * (the preview booted, axe injected) for each page was half of this check's time (ADR 053).
 * After a page with a failure, the next one is loaded afresh.
 * @param {import('@playwright/test').Page} page
 * @param {string} id the docs entry
 */
function showDocs(page, id) {
  return page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const channel = /** @type {any} */ (window).__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => {
          channel.off('docsRendered', rendered);
          reject(new Error(`docs page ${id} did not render within 20 s`));
        }, 20_000);
        /** @param {string} shown */
        function rendered(shown) {
          if (shown !== id) return;
          clearTimeout(timer);
          channel.off('docsRendered', rendered);
          resolve(undefined);
        }
        channel.on('docsRendered', rendered);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
      }),
    id,
  );
}

/**
 * @param {string} url the served static Storybook
 * @param {{ only?: string[]; linksOnly?: boolean }} [options] `only`: import paths to restrict the
 *   docs pages to (and skip the links); `linksOnly`: check the story links alone
 * @returns {Promise<number>} the number of failures
 */
export async function checkStorybookPages(url, options = {}) {
  const started = Date.now();
  const index = await (await fetch(`${url}/index.json`)).json();
  /** @type {{ id: string; title: string; importPath: string; storiesImports?: string[] }[]} */
  const docs = Object.values(index.entries).filter(
    (/** @type {{ type: string }} */ e) => e.type === 'docs',
  );
  const only = options.only ?? [];
  const selected = options.linksOnly
    ? []
    : only.length
      ? docs.filter((d) =>
          [d.importPath, ...(d.storiesImports ?? [])].some((p) =>
            only.some((o) => p.includes(o.replace(/^\.\//, ''))),
          ),
        )
      : docs;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  /** @type {string[]} */
  const failures = [];
  const queue = [...selected];
  const worker = async () => {
    const page = await context.newPage();
    /** @type {string[]} */
    let errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    /**
     * One docs page's problems: shown in the preview already loaded (`warm`) or loaded afresh.
     * @param {{ id: string }} entry
     * @param {boolean} warm
     */
    const check = async (entry, warm) => {
      errors = [];
      try {
        if (warm) await showDocs(page, entry.id);
        else await page.goto(`${url}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`);
        await waitForDocs(page);
        if (await page.locator('body.sb-show-errordisplay').count()) {
          errors.push(`error screen: ${await page.locator('#error-message').textContent()}`);
        }
        for (const theme of ['light', 'dark']) {
          // As the theme toolbar does (preview.tsx), and as the test-runner's dark pass does.
          await page.evaluate(
            (on) => document.documentElement.classList.toggle('dark', on),
            theme === 'dark',
          );
          // Let colour transitions end, or axe reads colours half-way between the themes.
          await page.waitForFunction(() =>
            document
              .getAnimations()
              .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
          );
          // The docs chrome does not change with the theme: the dark pass checks the stories,
          // with the rules that read colours (the theme changes nothing else).
          const include = theme === 'dark' ? '#storybook-docs .docs-story' : undefined;
          const only = theme === 'dark' ? THEME_RULES : undefined;
          let violations = await axeViolations(page, include, only);
          if (violations.length) {
            // A docs page settles late (a story's layout after its fonts and data): a violation
            // must still be there half a second later to count.
            await page.waitForTimeout(500);
            violations = await axeViolations(page, include, only);
          }
          for (const v of violations) errors.push(`axe (${theme}) ${v}`);
        }
      } catch (error) {
        errors.push(String(error));
      }
      return errors;
    };
    /** Whether the page holds a preview that showed its last docs page without a problem. */
    let warm = false;
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      let found = await check(entry, warm);
      // What counts is the page as a link opens it: a problem seen after another page (a story's
      // preview left scrollable by the page before, seen once in a fresh clone) is checked again
      // afresh, and said.
      if (found.length && warm) {
        const after = found;
        found = await check(entry, false);
        if (!found.length)
          console.log(`(${entry.id}: ${after.length} problem(s) after another page, none afresh)`);
      }
      warm = found.length === 0;
      if (found.length) failures.push(`${entry.id}\n    ${found.join('\n    ')}`);
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);

  const links = only.length && !options.linksOnly ? [] : LINK_CASES;
  for (const link of links) {
    // A fresh context each: no storage, cookie or cache left by another page.
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await fresh.newPage();
    if (link.seed) {
      await page.goto(`${url}/iframe.html`);
      await page.evaluate((seed) => {
        for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
      }, link.seed);
    }
    try {
      await page.goto(`${url}${link.url}`);
      const manager = !link.url.startsWith('/iframe.html');
      const iframe = page.locator('#storybook-preview-iframe');
      const frame = manager
        ? await (await iframe.elementHandle())?.contentFrame()
        : page.mainFrame();
      if (!frame) throw new Error('no preview iframe');
      await frame.getByText(link.text).first().waitFor({ timeout: 20_000 });
      const dark = await frame.evaluate(() => document.documentElement.classList.contains('dark'));
      if (dark !== link.dark)
        failures.push(`${link.url}: the .dark class is ${dark ? 'on' : 'off'}`);
      if (link.speed) {
        const speed = await frame.getByRole('combobox', { name: 'Velocidade' }).inputValue();
        if (speed !== link.speed) failures.push(`${link.url}: speed ${speed}, not ${link.speed}`);
      }
      if (link.width) {
        const width = (await iframe.boundingBox())?.width;
        if (width !== link.width)
          failures.push(`${link.url}: viewport ${width} px, not ${link.width}`);
      }
    } catch (error) {
      failures.push(`${link.url}: ${error}`);
    }
    await fresh.close();
  }
  await browser.close();

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const checked = `${selected.length} docs pages × 2 themes`;
  if (failures.length) {
    console.error(
      `Docs pages and story links: ${failures.length} failure(s) (${checked}, ${seconds} s)`,
    );
    for (const f of failures)
      console.error(
        `✗ ${
          process.env.DOCS_BRIEF
            ? f
                .split('\n')
                .filter((l) => !l.startsWith('      '))
                .join('\n')
            : f
        }`,
      );
  } else {
    console.log(
      `Docs pages and story links: ${checked} and ${links.length} story link(s) checked, 0 failures (${seconds} s)`,
    );
  }
  return failures.length;
}
