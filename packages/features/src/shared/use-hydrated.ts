import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False where a guest's page is rendered on the server and while the browser takes that page over
 * (hydration reads the server's answer), true on every other render: what cannot be made there (a
 * description parsed by the DOM, a component whose code loads later) waits for it, so both sides
 * render the same markup (ADR 051). A page the browser renders itself has it true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
