// Starts the app once the page the server rendered has painted (ADR 029, section 17). The server
// puts this script, with the app's module in `data-entry` and that module's imports in
// `data-modules`, in place of the app's module script on a guest's page whose HTML is already the
// whole page: the page's text and links (plain links, which work before the app runs) show first,
// and the app's code does not share the network with the page's stylesheet before that. A file,
// not an inline script: the CSP forbids those.
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
  // A tab opened in the background paints nothing until it is shown: its app starts at once.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || document.hidden) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  // However the page paints (or does not), the app does not wait for it longer than this.
  setTimeout(start, 3000);
})();
