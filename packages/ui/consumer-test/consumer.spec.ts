import { expect, test } from '@playwright/test';
import { serveStatic } from '../../../scripts/lib/static-server.mjs';

// The built page of a throwaway Vite app that installed the packed @aula/ui (see
// scripts/test-consumer.mjs): the primitives must render styled, from the package's own CSS.
const dist = process.env.CONSUMER_DIST;
let server: { url: string; close: () => Promise<void> };

test.beforeAll(async () => {
  if (!dist) throw new Error('CONSUMER_DIST is not set: run scripts/test-consumer.mjs');
  server = await serveStatic(dist);
});
test.afterAll(async () => server?.close());

test('the packed package renders Button, Avatar, Progress and Toaster styled', async ({ page }) => {
  await page.goto(server.url);
  const button = page.getByRole('button', { name: 'Salvar' });
  await expect(button).toBeVisible();
  const look = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      background: style.backgroundColor,
      color: style.color,
      height: el.getBoundingClientRect().height,
      radius: style.borderTopLeftRadius,
    };
  });
  // The primary solid button: green background (not transparent), white text, 40px, rounded.
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.background).toMatch(/oklch\(0\.527|rgb\(/);
  expect(look.color).toBe('rgb(255, 255, 255)');
  expect(look.height).toBe(40);
  expect(look.radius).not.toBe('0px');

  const avatar = page.getByRole('img', { name: 'Maria da Silva' });
  await expect(avatar).toHaveText('MD');
  const box = await avatar.boundingBox();
  expect(box?.width).toBe(32);
  // rounded-full: a radius far beyond half the size (Tailwind 4 writes it as infinity px).
  expect(
    await avatar.evaluate((el) => Number.parseFloat(getComputedStyle(el).borderTopLeftRadius)),
  ).toBeGreaterThanOrEqual(16);

  const bar = page.getByRole('progressbar', { name: 'Progresso' });
  await expect(bar).toHaveAttribute('aria-valuenow', '40');
  // The part of the track the indicator covers (it is moved into place, and the track clips it).
  const fill = await bar.evaluate((el) => {
    const track = el.getBoundingClientRect();
    const indicator = (el.firstElementChild as HTMLElement).getBoundingClientRect();
    const covered = Math.min(indicator.right, track.right) - Math.max(indicator.left, track.left);
    return Math.max(0, covered) / track.width;
  });
  expect(fill).toBeCloseTo(0.4, 2);
  expect(await bar.evaluate((el) => getComputedStyle(el).overflow)).toBe('hidden');

  await button.click();
  const toastItem = page.locator('[data-sonner-toast]');
  await expect(toastItem).toContainText('Salvo!');
  expect((await toastItem.boundingBox())?.width).toBe(384);
  await page.screenshot({ path: test.info().outputPath('consumer.png') });
});
