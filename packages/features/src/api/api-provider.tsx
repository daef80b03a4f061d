import { createContext, type ReactNode, useContext } from 'react';
import type { ApiAdapter } from './api-adapter';

const ApiContext = createContext<ApiAdapter | null>(null);

export interface ApiProviderProps {
  adapter: ApiAdapter;
  children: ReactNode;
}

export function ApiProvider({ adapter, children }: ApiProviderProps) {
  return <ApiContext value={adapter}>{children}</ApiContext>;
}

/** The injected ApiAdapter. Throws when no ApiProvider is above the caller. */
export function useApi(): ApiAdapter {
  const adapter = useContext(ApiContext);
  if (!adapter) {
    throw new Error(
      'ApiProvider is missing: wrap the component in <ApiProvider adapter={...}> so features can reach the API.',
    );
  }
  return adapter;
}
