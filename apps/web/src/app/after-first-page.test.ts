// The module remembers whether the first page was shown: each test takes a fresh copy.
const fresh = async () => {
  vi.resetModules();
  return import('./after-first-page');
};

describe('whenIdleAfterFirstPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first page to be shown and settle, then for the browser to be idle', async () => {
    const { firstPageShown, whenIdleAfterFirstPage } = await fresh();
    const run = vi.fn();
    whenIdleAfterFirstPage(run);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    firstPageShown();
    // Not before the page has been on screen for a moment.
    await vi.advanceTimersByTimeAsync(900);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(run).toHaveBeenCalledOnce();
    // Neither a second signal nor the limit runs it again.
    firstPageShown();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('starts at once (when idle) once the first page has been shown', async () => {
    const { firstPageShown, whenIdleAfterFirstPage } = await fresh();
    firstPageShown();
    await vi.advanceTimersByTimeAsync(1000);
    const run = vi.fn();
    whenIdleAfterFirstPage(run);
    await vi.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledOnce();
  });

  it('goes on after its limit when no page is shown (a page stuck loading)', async () => {
    const { whenIdleAfterFirstPage } = await fresh();
    const run = vi.fn();
    whenIdleAfterFirstPage(run, 5000);
    await vi.advanceTimersByTimeAsync(4990);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before or after the page is shown', async () => {
    const { firstPageShown, whenIdleAfterFirstPage } = await fresh();
    const early = vi.fn();
    const late = vi.fn();
    whenIdleAfterFirstPage(early)();
    const cancelLate = whenIdleAfterFirstPage(late);
    firstPageShown();
    cancelLate();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
