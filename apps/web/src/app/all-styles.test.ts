import { loadAllStyles, withAllStyles } from './all-styles';

describe('withAllStyles', () => {
  it("resolves to the page's module once the whole stylesheet is loaded, loading it once", async () => {
    const page = { default: () => null };
    const load = vi.fn(async () => page);
    const first = withAllStyles(load);
    await expect(first()).resolves.toBe(page);
    await expect(first()).resolves.toBe(page);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loadAllStyles()).toBe(loadAllStyles());
  });

  it("fails when the page's code fails, so the chunk-reload path still sees the error", async () => {
    const failing = withAllStyles(() => Promise.reject(new Error('chunk')));
    await expect(failing()).rejects.toThrow('chunk');
  });
});
