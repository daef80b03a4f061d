/** The Sentry options the spec fixes (section 9); PII stays off. No imports (read by both sides). */
export const SENTRY_OPTIONS = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  environment: 'production',
  sendDefaultPii: false,
} as const;

/**
 * Session replay shows the page's structure only (ADR 047, stated on `/privacidade`): every text
 * and every input masked, images and videos blocked. These are Sentry's defaults, written here so
 * that a change of default or a careless edit cannot start recording what people read and type.
 */
export const SENTRY_REPLAY_OPTIONS = {
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
} as const;
