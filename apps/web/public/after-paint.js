// Starts the app of a page the server rendered whole (ADR 029, section 17; ADR 048) at the
// visitor's first sign of intent: a pointer moved or pressed, a touch, a key, a focus, a scroll.
// The server puts this script, with the app's module in `data-entry` and that module's imports in
// `data-modules`, in place of the app's module script on a guest's page whose HTML is already the
// whole page: its text and its plain links work with no script, so a visitor who only reads
// never pays for the app's start on the main thread. The app's files are fetched (not run) once
// the page has painted, so that the start is quick; the app then takes the page's markup over
// (hydrates it) instead of building it again. A file, not an inline script: the CSP forbids those.
// With `data-start="paint"` (a page with controls the app runs: the player, ADR 051) the app
// starts as soon as the page has painted, not at the first intent.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const modules = (script.getAttribute('data-modules') ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The entry's imports are asked for together with it, not one after the other.
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.append(app);
  };
  const INTENT = [
    'pointermove',
    'pointerdown',
    'touchstart',
    'keydown',
    'focusin',
    'scroll',
    'wheel',
  ];
  const onIntent = () => {
    for (const type of INTENT) removeEventListener(type, onIntent, true);
    start();
  };
  for (const type of INTENT) addEventListener(type, onIntent, { capture: true, passive: true });
  // Once the page has painted, its app's files come into the cache (a prefetch runs nothing).
  let fetched = false;
  const fetchFiles = () => {
    if (fetched || started) return;
    fetched = true;
    for (const href of [entry, ...modules]) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      // As the module script will ask for it (CORS), or the cached copy is not the one used.
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    if (script.getAttribute('data-start') === 'paint') start();
    else fetchFiles();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(script.getAttribute('data-start') === 'paint' ? start : fetchFiles, 0);
  }).observe({ type: 'paint', buffered: true });
})();
