/** Runtime configuration, from Vite's environment at build time. */
export const config = {
  /** The API's base address; by default the page's own origin. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/',
} as const;
