/** Runtime configuration, from Vite's environment at build time. */
export const config = {
  /** The API's base address; by default the page's own origin. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/',
  /** How many times an idempotent GET is retried on a network error or a 5xx. */
  apiRetries: Number(import.meta.env.VITE_API_RETRIES ?? 2),
  /** This build's id, also written to `build.json` (see vite.config.ts). */
  buildId: import.meta.env.VITE_BUILD_ID ?? '',
  /** How often the latest-build file is polled; 1 hour by default, 0 turns it off. */
  buildCheckIntervalMs: Number(import.meta.env.VITE_BUILD_CHECK_INTERVAL_MS ?? 3_600_000),
  /** Sentry loads only when a DSN is configured. */
  sentryDsn: import.meta.env.VITE_SENTRY_DSN || undefined,
  /**
   * The support page's help links as configured (`Rótulo|endereço;...`; see the README), read by
   * `parseSupportLinks` (./support-links) on that page, not in the first download.
   */
  supportLinks: import.meta.env.VITE_SUPPORT_LINKS,
} as const;
