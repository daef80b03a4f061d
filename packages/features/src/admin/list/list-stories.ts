import type { EndpointName } from '@aula/contract';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  errorResponse,
  type MockAnswer,
  mockEndpoint,
  mswParameters,
  pageOf,
} from '../../testing/mock';
import type { ListQueryChange } from './use-list-query';

// What the admin lists' stories share: their query kept in state, their rows, a failed load.

/**
 * For a list's stories: its `query` kept in state, as the app keeps it in the URL; each change is
 * also reported to the story's `onQueryChange` (an `fn()`), with the options when there are any.
 */
export function useStoryListQuery<Q>(args: { query: Q; onQueryChange: ListQueryChange<Q> }) {
  const [query, setQuery] = useState(args.query);
  const onQueryChange: ListQueryChange<Q> = (next, options) => {
    if (options) args.onQueryChange(next, options);
    else args.onQueryChange(next);
    setQuery(next);
  };
  return { query, onQueryChange };
}

/** The table's body rows (its header row left out), once the table is there. */
export async function rowsOf(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

/**
 * A list endpoint that answers 500 until the story recovers it: the "load failed, then retry"
 * story's handler (`handler`), its `beforeEach` (`reset`), and its play (`play`).
 */
export function failsUntilRetried<K extends EndpointName>(name: K, answer: MockAnswer<K>) {
  let up = false;
  return {
    handler: mockEndpoint(name, (info) =>
      up
        ? typeof answer === 'function'
          ? answer(info)
          : answer
        : errorResponse(500, 'ServerErrorException'),
    ),
    reset: () => {
      up = false;
    },
    /** The error is shown (with no rows); "Tentar de novo" loads the list, and `loaded` shows. */
    play: async (
      canvasElement: HTMLElement,
      loadError: string,
      loaded: (canvas: ReturnType<typeof within>) => Promise<HTMLElement>,
    ) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(loadError, {}, { timeout: 8000 })).toBeVisible();
      await expect(canvas.queryByRole('table')).toBeNull();
      up = true;
      await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
      await expect(await loaded(canvas)).toBeVisible();
      await expect(canvas.queryByText(loadError)).toBeNull();
    },
  };
}

/**
 * The "load failed, then retry" story of a list: `name` answers 500 (beside `handlers`) until
 * "Tentar de novo", then one page of `rows`; `loaded` finds a row once it is shown.
 */
export function loadFailedStory<K extends EndpointName>(
  name: K,
  rows: readonly unknown[],
  options: {
    handlers: readonly unknown[];
    loadError: string;
    loaded: (canvas: ReturnType<typeof within>) => Promise<HTMLElement>;
  },
) {
  const failing = failsUntilRetried(name, pageOf(rows, 1, 20) as MockAnswer<K>);
  return {
    beforeEach: failing.reset,
    parameters: mswParameters(...options.handlers, failing.handler),
    play: ({ canvasElement }: { canvasElement: HTMLElement }) =>
      failing.play(canvasElement, options.loadError, options.loaded),
  };
}
