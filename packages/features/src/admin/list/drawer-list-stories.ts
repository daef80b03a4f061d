import type { EndpointName } from '@aula/contract';
import { expect, type within } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockState } from '../../testing';

/**
 * What the stories of a list edited in a drawer share: a mock server's state, put back before
 * every story, and the "Loading" and "LoadFailed" stories of the `DrawerListFrame`.
 */

type Canvas = ReturnType<typeof within>;

const resets: (() => void)[] = [];

/**
 * A mock server's rows and the next id it gives, back to `initial` before each story (the stories
 * of a file share their handlers' state): call `resetStoryServers` in the meta's `beforeEach`.
 */
export function storyServerState<T>(initial: () => T[]) {
  const state = { rows: initial(), next: 100 };
  resets.push(() => {
    state.rows = initial();
    state.next = 100;
  });
  return state;
}

export const resetStoryServers = () => {
  for (const reset of resets) reset();
};

/** The first read never answers: the section is busy, with its placeholders (`testId`). */
export const loadingStory = (endpoint: EndpointName, testId: string) => ({
  parameters: {
    msw: { handlers: [csrfCookieHandler, meHandlers.user(), mockState.loading(endpoint)] },
  },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(await canvas.findByTestId(testId)).toHaveAttribute('aria-busy', 'true');
  },
});

/** The first read fails (500): the frame says what could not be loaded and offers a retry. */
export const loadFailedStory = (endpoint: EndpointName, loadError: string) => ({
  parameters: {
    msw: {
      handlers: [
        csrfCookieHandler,
        meHandlers.user(),
        mockState.error(endpoint, 500, 'ServerErrorException'),
      ],
    },
  },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(await canvas.findByText(loadError, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
  },
});

/** The first read never answers: the table is drawn, busy (a list without placeholders). */
export const loadingTableStory = (endpoint: EndpointName) => ({
  parameters: { msw: { handlers: [csrfCookieHandler, mockState.loading(endpoint)] } },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
});
