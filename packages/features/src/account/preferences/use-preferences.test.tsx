import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiAdapter } from '../../api/api-adapter';
import { ApiProvider } from '../../api/api-provider';
import { usePlayerPreferences } from '../../player/lecture-hooks';
import { makeUser } from '../../testing';
import { useStoredPreferences } from './use-preferences';

function wrapper(adapter: Partial<ApiAdapter>) {
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider adapter={adapter as ApiAdapter}>{children}</ApiProvider>
    </SWRConfig>
  );
}

const stored = { auto_play: false, auto_jump: true };

/** The account page's hook and the player's, side by side on one cache. */
function useBoth() {
  return { page: useStoredPreferences(true), player: usePlayerPreferences(makeUser(), undefined) };
}

describe('useStoredPreferences', () => {
  it("is the player's source: a change saved on the page is what the player reads", async () => {
    const getPreferences = vi.fn().mockResolvedValue({ data: stored });
    const updatePreferences = vi.fn(async ({ body }) => ({ data: body }));
    const { result } = renderHook(useBoth, {
      wrapper: wrapper({ getPreferences, updatePreferences }),
    });
    await waitFor(() => expect(result.current.player.preferences).toEqual(stored));
    await act(() => result.current.page.save({ auto_play: true }));
    expect(updatePreferences).toHaveBeenCalledWith({ body: { auto_play: true, auto_jump: true } });
    expect(result.current.player.preferences).toEqual({ auto_play: true, auto_jump: true });
    expect(getPreferences).toHaveBeenCalledTimes(1);
  });

  it('shows the change at once and puts the old values back when the save fails', async () => {
    let fail: (error: Error) => void = () => {};
    const updatePreferences = vi.fn(
      () =>
        new Promise<never>((_, reject) => {
          fail = reject;
        }),
    );
    const { result } = renderHook(() => useStoredPreferences(true), {
      wrapper: wrapper({
        getPreferences: vi.fn().mockResolvedValue({ data: stored }),
        updatePreferences,
      }),
    });
    await waitFor(() => expect(result.current.preferences).toEqual(stored));
    let saving: Promise<void> = Promise.resolve();
    act(() => {
      saving = result.current.save({ auto_jump: false });
    });
    await waitFor(() => expect(result.current.preferences?.auto_jump).toBe(false));
    await act(async () => {
      fail(new Error('500'));
      await expect(saving).rejects.toThrow('500');
    });
    expect(result.current.preferences).toEqual(stored);
  });
});
