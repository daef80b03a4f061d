import { expect, type within } from 'storybook/test';

/**
 * The read's error is on screen: its title, and "Tentar de novo" ready to read again. Waits up
 * to `timeout` ms, as GETs are retried twice on a 5xx (the HTTP adapter) before the error shows.
 */
export async function expectLoadError(
  canvas: ReturnType<typeof within>,
  title: string,
  timeout = 5000,
) {
  await expect(await canvas.findByText(title, {}, { timeout })).toBeVisible();
  const retry = canvas.getByRole('button', { name: 'Tentar de novo' });
  await expect(retry).toBeVisible();
  await expect(retry).toBeEnabled();
}
