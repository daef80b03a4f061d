/** The Sentry options the spec fixes (section 9); PII stays off. No imports (read by both sides). */
export const SENTRY_OPTIONS = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  environment: 'production',
  sendDefaultPii: false,
} as const;
