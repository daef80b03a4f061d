import { createPrefetcher, shouldPrefetch } from './prefetch';
import { LATER_META, prefetchAnnounced } from './prefetch-announced';

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

describe('the chunks the server announced for later (ADR 038)', () => {
  const announce = (...hrefs: string[]) => {
    document.head.innerHTML = hrefs
      .map((href) => `<meta name="${LATER_META}" content="${href}">`)
      .join('');
  };
  const links = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
      link.getAttribute('href'),
      link.as,
      link.crossOrigin,
    ]);
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are prefetched as scripts in the mode a module is fetched in, not run', () => {
    announce('/assets/hls-player-1.js');
    expect(prefetchAnnounced(document, { effectiveType: '4g' })).toBe(1);
    expect(links()).toEqual([['/assets/hls-player-1.js', 'script', '']]);
    expect(document.querySelector('script')).toBeNull();
  });

  it('are left alone on a slow connection or one saving data', () => {
    announce('/assets/hls-player-1.js');
    expect(prefetchAnnounced(document, { effectiveType: '2g' })).toBe(0);
    expect(prefetchAnnounced(document, { saveData: true })).toBe(0);
    expect(links()).toEqual([]);
  });

  it('are only this site’s own paths', () => {
    announce(
      'https://evil.example/x.js',
      '//evil.example/x.js',
      'javascript:alert(1)',
      '/assets/a.js',
    );
    expect(prefetchAnnounced(document, undefined)).toBe(1);
    expect(links().map(([href]) => href)).toEqual(['/assets/a.js']);
  });

  it("are another page's, by its pattern, when the app opens that page by an in-app link", () => {
    const lecture = '/:course/aula/:lecture';
    document.head.innerHTML = [
      `<meta name="${LATER_META}" content="/assets/hls-player-1.js" data-route="${lecture}">`,
      `<meta name="${LATER_META}" content="/assets/other-1.js" data-route="/:course">`,
      `<meta name="${LATER_META}" content="https://evil.example/x.js" data-route="${lecture}">`,
    ].join('');
    // The first page (here the home page) prefetches none of them: they are other pages'.
    expect(prefetchAnnounced(document, undefined)).toBe(0);
    expect(prefetchAnnounced(document, { saveData: true }, lecture)).toBe(0);
    expect(prefetchAnnounced(document, { effectiveType: '4g' }, lecture)).toBe(1);
    expect(links()).toEqual([['/assets/hls-player-1.js', 'script', '']]);
    // A second lecture opened in the app asks for nothing more.
    expect(prefetchAnnounced(document, undefined, lecture)).toBe(0);
    expect(links()).toHaveLength(1);
  });
});
