import { lazy, Suspense } from 'react';
import { loadToaster } from './notify';

const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** The ui Toaster with its spec defaults, loaded apart from the first paint. */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
