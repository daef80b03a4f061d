import { createRequire } from 'node:module';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';

// Every story is checked by axe twice: in the light theme by addon-a11y (`a11y.test: 'error'`,
// during the run), and here, after its play function, once more in the dark theme.
// Motion is reduced so colour transitions do not leave axe half-way between the two themes.

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

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const story = await getStoryContext(page, context);
    const viewport = story.parameters?.testViewport as
      | { width: number; height: number }
      | undefined;
    await page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = (story.parameters?.a11y ?? {}) as A11yParameters;
    if (a11y.disable || a11y.test === 'off' || a11y.test === 'todo') return;
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(50);
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
    const rules: Record<string, { enabled: boolean }> = { region: { enabled: false } };
    for (const rule of a11y.config?.rules ?? []) rules[rule.id] = { enabled: rule.enabled ?? true };
    const violations: Violation[] = await page.evaluate(async (runRules) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (...args: unknown[]) => Promise<{
              violations: { id: string; help: string; nodes: { target: string[] }[] }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run(document.body, { rules: runRules, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    }, rules);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    if (violations.length > 0) {
      const lines = violations.map((v) => `- ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`);
      throw new Error(`Dark theme: ${violations.length} axe violation(s)\n${lines.join('\n')}`);
    }
  },
};

export default config;
