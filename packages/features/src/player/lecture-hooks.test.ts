import { act, renderHook } from '@testing-library/react';
import { makeLecture } from '../testing';
import { useAutoJump } from './lecture-hooks';

describe('useAutoJump', () => {
  const a = makeLecture({ id: 1, position: 1 });
  const b = makeLecture({ id: 2, position: 2 });
  const c = makeLecture({ id: 3, position: 3 });

  function setup(enabled = true, tracks = true) {
    const toggleWatched = vi.fn().mockResolvedValue(undefined);
    const hook = renderHook(
      ({ lecture, next }) => useAutoJump({ lecture, next, enabled, tracks, toggleWatched }),
      { initialProps: { lecture: a, next: b as typeof b | null } },
    );
    return { hook, toggleWatched };
  }

  it('the end of the current lecture offers the next and marks it watched', () => {
    const { hook, toggleWatched } = setup();
    act(() => hook.result.current.onEnded(a.id));
    expect(hook.result.current.target?.id).toBe(b.id);
    expect(toggleWatched).toHaveBeenCalledExactlyOnceWith(a.id, true);
  });

  it('arriving at the next lecture leaves no card behind, and a stale end of the previous one does nothing', () => {
    const { hook, toggleWatched } = setup();
    act(() => hook.result.current.onEnded(a.id));
    hook.rerender({ lecture: b, next: c });
    expect(hook.result.current.target).toBeNull();
    act(() => hook.result.current.onEnded(a.id));
    expect(hook.result.current.target).toBeNull();
    expect(toggleWatched).toHaveBeenCalledTimes(1);
  });

  it('with auto-jump off, or on the last lecture, the end only marks the lecture watched', () => {
    const off = setup(false);
    act(() => off.hook.result.current.onEnded(a.id));
    expect(off.hook.result.current.target).toBeNull();
    expect(off.toggleWatched).toHaveBeenCalledOnce();
    const last = setup();
    last.hook.rerender({ lecture: a, next: null });
    act(() => last.hook.result.current.onEnded(a.id));
    expect(last.hook.result.current.target).toBeNull();
  });

  it('a viewer who does not track (a guest) still moves on, without a watch call', () => {
    const { hook, toggleWatched } = setup(true, false);
    act(() => hook.result.current.onEnded(a.id));
    expect(hook.result.current.target?.id).toBe(b.id);
    expect(toggleWatched).not.toHaveBeenCalled();
  });

  it('cancelling removes the card', () => {
    const { hook } = setup();
    act(() => hook.result.current.onEnded(a.id));
    act(() => hook.result.current.cancel());
    expect(hook.result.current.target).toBeNull();
  });
});
