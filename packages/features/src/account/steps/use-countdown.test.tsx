import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown (the "Reenviar código" wait)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the seconds down to zero and stops', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock, not the number of ticks (a throttled background tab)', () => {
    const { result } = renderHook(() => useCountdown(60));
    // The page slept: the clock moved 45 s but no interval fired.
    act(() => {
      vi.setSystemTime(Date.now() + 45_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(14);
  });

  it('starts again from a new code', () => {
    const { result } = renderHook(() => useCountdown(0));
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(50);
  });
});
