/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_RETRIES?: string;
  readonly VITE_BUILD_ID?: string;
  readonly VITE_BUILD_CHECK_INTERVAL_MS?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SUPPORT_LINKS?: string;
}
