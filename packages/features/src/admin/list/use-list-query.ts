import { useCallback, useMemo } from 'react';
import type { ListQueryBase, ListQueryCodec } from './list-query';

/** How a list asks for a new view: `replace` for each settled search, one history entry each. */
export interface ListQueryChangeOptions {
  replace?: boolean;
}
export type ListQueryChange<Q> = (query: Q, options?: ListQueryChangeOptions) => void;

/** The app's URL query and its setter (react-router's `useSearchParams()` fits as it is). */
export type SearchParamsState = readonly [
  URLSearchParams,
  (params: URLSearchParams, options: { replace: boolean }) => void,
];

/**
 * A list's state in the URL query. Features never know the router: the app passes its search
 * params and their setter (`useListQuery(courseListQuery, useSearchParams())`), and gets the
 * list's `query` and `onQueryChange`, as the list component takes them.
 */
export function useListQuery<Q extends ListQueryBase>(
  codec: ListQueryCodec<Q>,
  [searchParams, setSearchParams]: SearchParamsState,
): { query: Q; onQueryChange: ListQueryChange<Q> } {
  const query = useMemo(() => codec.parse(searchParams), [codec, searchParams]);
  const onQueryChange = useCallback<ListQueryChange<Q>>(
    (next, options) =>
      setSearchParams(codec.toParams(next), { replace: options?.replace ?? false }),
    [codec, setSearchParams],
  );
  return { query, onQueryChange };
}

/**
 * What a list does with its state: a filter or sort starts again from page 1, the search replaces
 * the history entry, "Limpar filtros" keeps the view.
 */
export function listControls<Q extends ListQueryBase>(
  codec: ListQueryCodec<Q>,
  query: Q,
  onQueryChange: ListQueryChange<Q>,
) {
  return {
    filtered: codec.isFiltered(query),
    /** The search being shown (the search box follows it). */
    searchText: query.search,
    /** A new filter or sort: page 1. */
    change: (patch: Partial<Q>) => onQueryChange({ ...query, page: 1, ...patch }),
    /** The settled search text (trimmed): page 1, replacing the history entry. */
    search: (text: string) => onQueryChange({ ...query, search: text, page: 1 }, { replace: true }),
    goToPage: (page: number) => onQueryChange({ ...query, page }),
    clearFilters: () => onQueryChange(codec.cleared(query)),
  };
}
/** What the kit's pieces use of a list's controls. */
export interface ListControls {
  filtered: boolean;
  searchText: string;
  search: (text: string) => void;
  goToPage: (page: number) => void;
  clearFilters: () => void;
}
