import '@testing-library/jest-dom/vitest';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The unit project runs each file in its own VM context on a shared jsdom (pool: 'vmThreads',
// vitest.config.ts); that context lacks Node's web streams, which msw uses.
const streams = { ReadableStream, TransformStream, WritableStream };
for (const [name, value] of Object.entries(streams)) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });
}

// jsdom lacks the layout observers Radix's popper-based parts use; a no-op is enough there.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
// input-otp probes for password-manager badges with elementFromPoint, which jsdom lacks.
if (typeof document !== 'undefined' && typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}

afterEach(() => {
  // Files that opt into the node environment have no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  // Each test starts without the previous one's cookies (the XSRF cookie in particular).
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing test cookies is the point
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
