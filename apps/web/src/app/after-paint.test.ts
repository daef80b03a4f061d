import afterPaintScript from '../../public/after-paint.js?raw';

// public/after-paint.js (ADR 029, section 17): a server-rendered guest page's app starts once
// the page has painted, with its imports asked for together with it.

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
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('after-paint.js', () => {
  it('asks for the app and its imports once the first contentful paint is reported, once', () => {
    runScript(page);
    paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(started()).toEqual({ entry: [], modules: [] });
    paint('first-paint', 'first-contentful-paint');
    expect(started().entry).toEqual([]); // the task after the paint, not the paint's own
    vi.advanceTimersByTime(0);
    expect(started()).toEqual({
      entry: ['/assets/index-1.js'],
      modules: ['/assets/app-1.js', '/assets/home-1.js'],
    });
    expect(disconnected).toBe(1);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('crossorigin')).toBe(
      '',
    );
    // The safety timeout adds nothing once started.
    vi.advanceTimersByTime(5000);
    expect(started().entry).toHaveLength(1);
  });

  it('starts the app after 3 s when nothing paints', () => {
    runScript(page);
    vi.advanceTimersByTime(2999);
    expect(started().entry).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started().entry).toEqual(['/assets/index-1.js']);
  });

  it('starts at once in a background tab, and where paints cannot be observed', () => {
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    runScript(page);
    expect(started().entry).toEqual(['/assets/index-1.js']);
    document.head.innerHTML = '';
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    FakePerformanceObserver.supportedEntryTypes = ['largest-contentful-paint'];
    try {
      runScript({ 'data-entry': '/assets/index-2.js' });
      expect(started()).toEqual({ entry: ['/assets/index-2.js'], modules: [] });
    } finally {
      FakePerformanceObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    }
  });

  it('does nothing without an entry to start', () => {
    runScript({});
    vi.advanceTimersByTime(5000);
    expect(started()).toEqual({ entry: [], modules: [] });
  });
});
