/**
 * SWR imports `useSyncExternalStore` from `use-sync-external-store/shim`, a fallback for React
 * before 18 that ships its own implementation. React 19 has the hook: the web build points the
 * shim here (apps/web/vite.config.ts, ADR 007).
 */
export { useSyncExternalStore } from 'react';
