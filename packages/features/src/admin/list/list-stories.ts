import type { EndpointName, EndpointOutput, Endpoints } from '@aula/contract';
import { type ComponentType, createElement, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  errorResponse,
  type MockAnswer,
  mockEndpoint,
  mockState,
  mswParameters,
  pageOf,
} from '../../testing/mock';
import type { ListQueryChange } from './use-list-query';

// What the admin lists' stories share: their query kept in state, a small server, their rows, a
// failed load, the loading table and the phone's width.

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

/**
 * A list's stories' `render`: `List` with its query kept in state by `useStoryListQuery`, so
 * searching, filtering and paging work in the story as in the app.
 */
export function renderWithStoryListQuery<
  P extends { query: unknown; onQueryChange: (query: never) => void },
>(List: ComponentType<P>) {
  return function Render(args: P) {
    const state = useStoryListQuery(
      args as unknown as { query: P['query']; onQueryChange: ListQueryChange<P['query']> },
    );
    return createElement(List, { ...args, ...state });
  };
}

/**
 * A small server for a list's stories: answers `name` with one page (`page`, `per_page`, else
 * `perPage`) of the `rows` that `keep` takes for the request's search and filters; each request's
 * query goes to `seen`, so a story checks what the list asked for. `rows` may be a getter, for a
 * server whose rows change.
 */
export function listServer<K extends EndpointName, T>(
  name: K,
  rows: readonly T[] | (() => readonly T[]),
  keep: (row: T, params: URLSearchParams) => boolean,
  { seen = [], perPage = 15 }: { seen?: string[]; perPage?: number } = {},
) {
  return mockEndpoint(name, ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params.toString());
    const all = typeof rows === 'function' ? rows() : rows;
    return pageOf(
      all.filter((row) => keep(row, params)),
      Number(params.get('page') ?? 1),
      Number(params.get('per_page') ?? perPage),
    ) as EndpointOutput<Endpoints[K]>;
  });
}

/** Whether the request has no search, or one of `texts` holds it (case aside). */
export function searchMatches(params: URLSearchParams, ...texts: string[]) {
  const search = params.get('search')?.toLowerCase();
  return !search || texts.some((text) => text.toLowerCase().includes(search));
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
function failsUntilRetried<K extends EndpointName>(name: K, answer: MockAnswer<K>) {
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

/** The "loading" story of a list: `name` never answers (beside `handlers`); a busy table of skeletons. */
export function tableLoadingStory(name: EndpointName, handlers: readonly unknown[]) {
  return {
    parameters: mswParameters(...handlers, mockState.loading(name)),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
      await expect(
        canvasElement.querySelectorAll('[data-slot="table-loading-row"]').length,
      ).toBeGreaterThan(0);
    },
  };
}

/**
 * The "phone" story of a list (375 px): once `loaded` shows a row, the page itself does not
 * scroll sideways (the table scrolls inside its frame).
 */
export function tablePhoneStory(loaded: (canvas: ReturnType<typeof within>) => Promise<unknown>) {
  return {
    parameters: {
      testViewport: { width: 375, height: 720 },
      viewport: { defaultViewport: 'mobile1' },
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await loaded(within(canvasElement));
      const doc = canvasElement.ownerDocument.documentElement;
      await waitFor(() => expect(doc.clientWidth).toBeLessThanOrEqual(375));
      await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    },
  };
}

/**
 * The "debounced search" story of a list: typing `term` in the searchbox `searchLabel` changes the
 * query once the typing pauses (300 ms), not on every key, replacing the history entry; the row
 * `before` (a link's name) then leaves the list. `after` checks what the search kept or asked.
 */
export function debouncedSearchStory<Q>(options: {
  searchLabel: string;
  term: string;
  defaultQuery: Q;
  before: string;
  after?: (canvas: ReturnType<typeof within>) => Promise<void>;
}) {
  return {
    play: async ({
      args,
      canvasElement,
    }: {
      args: { onQueryChange: unknown };
      canvasElement: HTMLElement;
    }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('link', { name: options.before });
      await userEvent.type(
        canvas.getByRole('searchbox', { name: options.searchLabel }),
        options.term,
      );
      await expect(args.onQueryChange).not.toHaveBeenCalled();
      await waitFor(() =>
        expect(args.onQueryChange).toHaveBeenCalledWith(
          { ...options.defaultQuery, search: options.term },
          { replace: true },
        ),
      );
      await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByRole('link', { name: options.before })).toBeNull());
      await options.after?.(canvas);
    },
  };
}
