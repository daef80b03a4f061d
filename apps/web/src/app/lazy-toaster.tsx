import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdleAfterFirstPage } from './after-first-page';
import { loadToaster, onToasterRequested, toasterMounted } from './notify';

const Toaster = lazy(() =>
  loadToaster().then(({ Toaster: UiToaster }) => ({
    default: function MountedToaster() {
      useEffect(() => toasterMounted(), []);
      return <UiToaster />;
    },
  })),
);

/**
 * The ui Toaster with its spec defaults, kept out of the first paint: it is put on the page when
 * the browser is idle after the first page is shown, or at once when a toast asks for it.
 */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    const cancel = whenIdleAfterFirstPage(show);
    const stop = onToasterRequested(show);
    return () => {
      stop();
      cancel();
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
