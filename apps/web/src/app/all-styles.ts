/**
 * The app's whole stylesheet (ADR 029, "CSS per route"). The first page's HTML links only the
 * styles `/` uses (styles.css, render-blocking); every other page's code, and what opens on
 * interaction (the account menu, the theme choice, the toasts, the admin frame), loads this first.
 * Vite resolves the dynamic import once the stylesheet has loaded, so nothing shows unstyled.
 */
let loading: Promise<unknown> | null = null;

export function loadAllStyles(): Promise<unknown> {
  loading ??= import('../styles-all.css');
  return loading;
}

/** `load`, resolved once both its module and the whole stylesheet are there. */
export function withAllStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllStyles()]).then(([module]) => module);
}
