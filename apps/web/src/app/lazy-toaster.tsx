import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToaster, onToasterRequested, toasterMounted } from './notify';

const Toaster = lazy(() =>
  loadToaster().then(({ Toaster: UiToaster }) => ({
    default: function MountedToaster() {
      useEffect(() => toasterMounted(), []);
      return <UiToaster />;
    },
  })),
);

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * The ui Toaster with its spec defaults, kept out of the first paint: it is put on the page when
 * the browser is first idle (at the latest after 3 s), or at once when a toast asks for it.
 */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    const w = window as IdleWindow;
    const idle = w.requestIdleCallback
      ? w.requestIdleCallback(show, { timeout: 3000 })
      : window.setTimeout(show, 1000);
    const stop = onToasterRequested(show);
    return () => {
      stop();
      if (w.cancelIdleCallback) w.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
