import { useState } from 'react';
import type { ListQueryChange } from './use-list-query';

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
