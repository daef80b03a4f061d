import { createPrefetcher, shouldPrefetch } from './prefetch';

describe('the prefetch rule', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('given the connection %j, prefetches: %s', (connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });

  it('fetches a page once, only after the idle delay', async () => {
    const pending: (() => void)[] = [];
    const prefetch = createPrefetcher(
      {
        afterIdle: (run) => {
          pending.push(run);
          return () => {};
        },
      },
      () => undefined,
    );
    const load = vi.fn(async () => ({}));
    prefetch(load);
    expect(load).not.toHaveBeenCalled();
    for (const run of pending.splice(0)) run();
    expect(load).toHaveBeenCalledTimes(1);
    prefetch(load);
    for (const run of pending.splice(0)) run();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a slow connection, fetches nothing', () => {
    const afterIdle = vi.fn(() => () => {});
    const prefetch = createPrefetcher({ afterIdle }, () => ({ effectiveType: 'slow-2g' }));
    prefetch(vi.fn(async () => ({})));
    expect(afterIdle).not.toHaveBeenCalled();
  });

  it('after a failed prefetch, tries again next time', async () => {
    const pending: (() => void)[] = [];
    const prefetch = createPrefetcher(
      {
        afterIdle: (run) => {
          pending.push(run);
          return () => {};
        },
      },
      () => undefined,
    );
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    prefetch(load);
    for (const run of pending.splice(0)) run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    prefetch(load);
    for (const run of pending.splice(0)) run();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
