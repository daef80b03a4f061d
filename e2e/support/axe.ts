import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The themes a page is checked in (ADR 027), as stored on the device. */
export type StoredTheme = 'light' | 'dark';

/** Makes every page of this test open in `theme`, as if chosen on the device before. */
export async function useStoredTheme(page: Page, theme: StoredTheme) {
  await page.addInitScript((value) => localStorage.setItem('aula:theme', value), theme);
}

/**
 * Runs axe (WCAG 2.x A and AA, the rules the stories' addon-a11y checks too) on the page as it is
 * and fails with each violation's rule, impact and first elements. Injected with `evaluate`, which
 * the page's CSP does not govern.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
  });
  expect(violations, `axe violations on ${label}`).toEqual([]);
}
