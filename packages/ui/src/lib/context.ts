import * as React from 'react';

/** A context whose hook throws a message naming its provider when used outside it (vaul's way). */
export function createStrictContext<T>(provider: string) {
  const Context = React.createContext<T | null>(null);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per primitive at module level, never during render
  function useStrictContext(part: string): T {
    const value = React.useContext(Context);
    if (value === null) throw new Error(`<${part}> must be used inside <${provider}>.`);
    return value;
  }
  return [Context.Provider, useStrictContext] as const;
}
