import afterPaintScript from '../../public/after-paint.js?raw';

// public/after-paint.js (ADR 029 section 17, ADR 048): a server-rendered guest page's app files
// are fetched once the page has painted, and the app starts, with its imports asked for together
// with it, at the visitor's first sign of intent.

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

let observed: PaintCallback[] = [];
let disconnected = 0;
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  constructor(private readonly callback: PaintCallback) {}
  observe() {
    observed.push(this.callback);
  }
}
/** The browser reports a paint: `first-paint` alone, or with `first-contentful-paint`. */
const paint = (...names: string[]) => {
  for (const callback of observed) {
    callback(
      { getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) },
      { disconnect: () => (disconnected += 1) },
    );
  }
};

/** Runs the script as the page's `<script defer data-entry data-modules>` would. */
function runScript(attributes: Record<string, string>) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  try {
    new Function(afterPaintScript)();
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, value: null });
  }
}
const started = () => ({
  entry: [...document.head.querySelectorAll('script[type="module"]')].map((s) =>
    s.getAttribute('src'),
  ),
  modules: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ),
});
const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => [
    l.getAttribute('href'),
    l.getAttribute('crossorigin'),
  ]);
const page = {
  'data-entry': '/assets/index-1.js',
  'data-modules': '/assets/app-1.js /assets/home-1.js',
};

beforeEach(() => {
  vi.useFakeTimers();
  observed = [];
  disconnected = 0;
  document.head.innerHTML = '';
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
});
afterEach(() => {
  // A script a test left waiting starts now, before the next test looks at the head.
  window.dispatchEvent(new Event('keydown'));
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('after-paint.js', () => {
  it('fetches the app and its imports once the first contentful paint is reported, and runs nothing', () => {
    runScript(page);
    paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(prefetched()).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(prefetched()).toEqual([]); // the task after the paint, not the paint's own
    vi.advanceTimersByTime(0);
    // Asked for as the module script will ask (CORS), so the cached copy is the one it uses.
    expect(prefetched()).toEqual([
      ['/assets/index-1.js', ''],
      ['/assets/app-1.js', ''],
      ['/assets/home-1.js', ''],
    ]);
    expect(disconnected).toBe(1);
    // A reader who never moves never runs the app, however long they stay.
    vi.advanceTimersByTime(600_000);
    expect(started()).toEqual({ entry: [], modules: [] });
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'])(
    'starts the app, once, at the first %s',
    (type) => {
      runScript(page);
      expect(started().entry).toEqual([]);
      window.dispatchEvent(new Event(type));
      expect(started()).toEqual({
        entry: ['/assets/index-1.js'],
        modules: ['/assets/app-1.js', '/assets/home-1.js'],
      });
      expect(
        document.head.querySelector('script[type="module"]')?.getAttribute('crossorigin'),
      ).toBe('');
      // Later moves, and the paint, add nothing.
      window.dispatchEvent(new Event('pointermove'));
      window.dispatchEvent(new Event('keydown'));
      paint('first-paint', 'first-contentful-paint');
      vi.advanceTimersByTime(0);
      expect(started().entry).toHaveLength(1);
      expect(prefetched()).toEqual([]);
    },
  );

  it('fetches at once where paints cannot be observed, and still waits for the visitor', () => {
    FakePerformanceObserver.supportedEntryTypes = ['largest-contentful-paint'];
    try {
      runScript({ 'data-entry': '/assets/index-2.js' });
      expect(prefetched()).toEqual([['/assets/index-2.js', '']]);
      expect(started().entry).toEqual([]);
      window.dispatchEvent(new Event('touchstart'));
      expect(started()).toEqual({ entry: ['/assets/index-2.js'], modules: [] });
    } finally {
      FakePerformanceObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    }
  });

  it('does nothing without an entry to start', () => {
    runScript({});
    paint('first-paint', 'first-contentful-paint');
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('pointermove'));
    expect(started()).toEqual({ entry: [], modules: [] });
    expect(prefetched()).toEqual([]);
  });
});
