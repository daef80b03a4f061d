import { createRequire } from 'node:module';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { THEME_RULES } from '../scripts/lib/theme-rules.mjs';

// Every story is checked by axe twice: in the light theme by addon-a11y (`a11y.test: 'error'`,
// during the run), and here, after its play function, once more in the dark theme.
// Motion is reduced, and transitions are off while the dark pass reads colours, so that axe never
// reads one half-way between the two themes.
// The dark pass runs the rules that read colours (THEME_RULES: the theme changes nothing else).

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  disable?: boolean;
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

interface Violation {
  id: string;
  help: string;
  targets: string[];
}

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Each running story's parameters, read once in preVisit (by story id). */
const parametersOf = new Map<string, Record<string, unknown> | undefined>();

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const story = await getStoryContext(page, context);
    parametersOf.set(context.id, story.parameters);
    const viewport = story.parameters?.testViewport as
      | { width: number; height: number }
      | undefined;
    const wanted = viewport ?? DEFAULT_VIEWPORT;
    const now = page.viewportSize();
    if (now?.width !== wanted.width || now?.height !== wanted.height)
      await page.setViewportSize(wanted);
  },
  async postVisit(page, context) {
    // The story's parameters as preVisit read them: one round trip to the page fewer per story.
    const parameters =
      parametersOf.get(context.id) ?? (await getStoryContext(page, context)).parameters;
    parametersOf.delete(context.id);
    const a11y = (parameters?.a11y ?? {}) as A11yParameters;
    if (a11y.disable || a11y.test === 'off' || a11y.test === 'todo') return;
    const disabled = new Set(
      (a11y.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id),
    );
    const runRules = THEME_RULES.filter((rule) => !disabled.has(rule));
    if (runRules.length === 0) return;
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
    const violations: Violation[] = await page.evaluate(async (runRules) => {
      // The dark theme at once: no colour is read half-way through a transition (reduced motion
      // shortens only the kit's own; a utility's `transition-colors` would take 150 ms).
      const still = document.createElement('style');
      still.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(still);
      document.documentElement.classList.add('dark');
      try {
        type Axe = {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
        const axe = (window as unknown as { axe: Axe }).axe;
        // The same context as addon-a11y's light pass: Storybook's own chrome left out.
        const context = {
          include: document.body,
          exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
        };
        for (let attempt = 0; ; attempt++) {
          try {
            const result = await axe.run(context, {
              runOnly: { type: 'rule', values: runRules },
              resultTypes: ['violations'],
            });
            return result.violations.map((v) => ({
              id: v.id,
              help: v.help,
              targets: v.nodes.map((n) => n.target.join(' ')),
            }));
          } catch (error) {
            // addon-a11y may still be finishing its own run on the shared axe instance.
            if (attempt > 50 || !String(error).includes('already running')) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        document.documentElement.classList.remove('dark');
        // Back to light while transitions are still off (a layout read applies the styles now),
        // so that no colour is left fading back for the next story's light pass.
        void document.body.offsetHeight;
        still.remove();
      }
    }, runRules);
    if (violations.length > 0) {
      const lines = violations.map((v) => `- ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`);
      throw new Error(`Dark theme: ${violations.length} axe violation(s)\n${lines.join('\n')}`);
    }
  },
};

export default config;
