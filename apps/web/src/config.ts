/** Runtime configuration, from Vite's environment at build time. */
export const config = {
  /** The API's base address; by default the page's own origin. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/',
  /** How many times an idempotent GET is retried on a network error or a 5xx. */
  apiRetries: Number(import.meta.env.VITE_API_RETRIES ?? 2),
} as const;
