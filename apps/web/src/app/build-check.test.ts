import { createBuildCheck, startBuildPolling } from './build-check';

const info = (build_id: string) => ({ build_id, built_at: '2026-11-21T12:00:00.000Z' });

describe('the build check', () => {
  it('given the same build, says nothing', async () => {
    const onNewVersion = vi.fn();
    const check = createBuildCheck({
      currentBuildId: 'a',
      fetchBuild: async () => info('a'),
      onNewVersion,
    });
    expect(await check.check()).toBe(false);
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('given a new build id, offers the update once', async () => {
    const onNewVersion = vi.fn();
    const fetchBuild = vi.fn(async () => info('b'));
    const check = createBuildCheck({ currentBuildId: 'a', fetchBuild, onNewVersion });
    expect(await check.check()).toBe(true);
    expect(await check.check()).toBe(true);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    expect(check.stale).toBe(true);
  });

  it('given a failed fetch, reports it and keeps checking', async () => {
    const onError = vi.fn();
    const fetchBuild = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(info('b'));
    const check = createBuildCheck({
      currentBuildId: 'a',
      fetchBuild,
      onNewVersion: vi.fn(),
      onError,
    });
    expect(await check.check()).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(await check.check()).toBe(true);
  });

  it('polls first when idle, then every interval, and stops once stale', async () => {
    let idle: (() => void) | undefined;
    let tick: (() => void) | undefined;
    const clearInterval = vi.fn();
    const answers = [false, false, true];
    const check = vi.fn(async () => answers.shift() ?? true);
    startBuildPolling({
      check,
      intervalMs: 3_600_000,
      whenIdle: (run) => {
        idle = run;
      },
      setInterval: (run, ms) => {
        expect(ms).toBe(3_600_000);
        tick = run;
        return 42;
      },
      clearInterval,
    });
    expect(check).not.toHaveBeenCalled();
    idle?.();
    await Promise.resolve();
    expect(check).toHaveBeenCalledTimes(1);
    tick?.();
    tick?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(check).toHaveBeenCalledTimes(3);
    expect(clearInterval).toHaveBeenCalledWith(42);
  });

  it('stopping before the browser is idle means no check at all', () => {
    let idle: (() => void) | undefined;
    const check = vi.fn(async () => false);
    const stop = startBuildPolling({
      check,
      intervalMs: 1000,
      whenIdle: (run) => {
        idle = run;
      },
      setInterval: vi.fn(),
      clearInterval: vi.fn(),
    });
    stop();
    idle?.();
    expect(check).not.toHaveBeenCalled();
  });
});
