import {
  isChunkLoadError,
  RELOAD_GUARD_KEY,
  reloadForChunkError,
  withChunkReload,
} from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('the chunk-reload guard', () => {
  it('reloads on the first failure and records when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError({ storage, now: () => 50_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('50000');
  });

  it('does not reload again within 10 seconds', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: '50000' });
    const reload = vi.fn();
    expect(reloadForChunkError({ storage, now: () => 59_999, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once 10 seconds have passed', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: '50000' });
    const reload = vi.fn();
    expect(reloadForChunkError({ storage, now: () => 60_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when storage is unavailable (it could not stop a loop)', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    const reload = vi.fn();
    expect(reloadForChunkError({ storage, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('recognises the browsers’ failed dynamic import messages only', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('x')).toBe(false);
  });

  it('a page loader rethrows when the guard refuses, so the error page shows', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/p.js');
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: '1000' });
    const reload = vi.fn();
    const load = withChunkReload(
      () => Promise.reject(failure),
      () => ({ storage, now: () => 2000, reload }),
    );
    await expect(load()).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a page loader reloads and never settles on the first failure', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const load = withChunkReload(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
      () => ({ storage, now: () => 2000, reload }),
    );
    const settled = vi.fn();
    load().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
  });

  it('a page loader passes other errors through untouched', async () => {
    const reload = vi.fn();
    const load = withChunkReload(
      () => Promise.reject(new Error('boom')),
      () => ({ storage: memoryStorage(), now: () => 1, reload }),
    );
    await expect(load()).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });
});
