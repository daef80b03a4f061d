import { expect, type within } from 'storybook/test';
import { mswParameters } from '../testing';

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

/**
 * The "read failed" story of a screen: `handlers` answer its reads, one of them with an error;
 * the read's error `title` shows with "Tentar de novo" (see `expectLoadError`).
 */
export function loadErrorStory(handlers: readonly unknown[], title: string, timeout?: number) {
  return {
    parameters: mswParameters(...handlers),
    play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
      await expectLoadError(canvas, title, timeout);
    },
  };
}

/**
 * The "loading" story of a screen: `handlers` answer its reads, one of them never; the loading
 * state's pt-BR `label` (read by screen readers) is in the page.
 */
export function loadingStory(handlers: readonly unknown[], label: string) {
  return {
    parameters: mswParameters(...handlers),
    play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
      await expect(canvas.getByText(label)).toBeInTheDocument();
    },
  };
}
