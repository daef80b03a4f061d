import { render, renderHook } from '@testing-library/react';
import type { ApiAdapter } from './api-adapter';
import { ApiProvider, useApi } from './api-provider';

let seen: ApiAdapter | undefined;
function Probe() {
  seen = useApi();
  return null;
}

describe('useApi', () => {
  it('given no provider, throws an error naming ApiProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useApi())).toThrow(/ApiProvider is missing/);
  });

  it('given a provider, returns its adapter', () => {
    const adapter = { me: vi.fn() } as unknown as ApiAdapter;
    render(
      <ApiProvider adapter={adapter}>
        <Probe />
      </ApiProvider>,
    );
    expect(seen).toBe(adapter);
  });
});
