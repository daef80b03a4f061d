import { setCapture } from './report';

/**
 * Loads Sentry only when a DSN is configured: without one not a byte of its code is downloaded
 * (the import below is a separate chunk, checked by the end-to-end suite).
 */
export async function startSentry(dsn: string | undefined, release: string): Promise<boolean> {
  if (!dsn) return false;
  const { initSentry } = await import('./sentry-init');
  setCapture(initSentry(dsn, release));
  return true;
}
