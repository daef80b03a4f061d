import type { ApiError } from '@aula/contract';
import type { ApiAdapter } from '@aula/features';
import { createHttpApi, type HttpApiOptions } from './http-api';

export interface AppApiDeps {
  /** Clears the stored user (a 401 anywhere); the guards then send the person to /login. */
  clearUser: () => void;
  /** Shows a warning toast (a 419: the anti-forgery token did not match). */
  warn: (message: string) => void;
  /** Reports a response that broke the contract. */
  report: (error: ApiError) => void;
}

/** The HTTP adapter with the app's reactions to 401, 419 and malformed responses. */
export function createAppApi(
  deps: AppApiDeps,
  options: Pick<HttpApiOptions, 'baseUrl'> & Partial<HttpApiOptions>,
): ApiAdapter {
  return createHttpApi({
    ...options,
    onUnauthorized: () => deps.clearUser(),
    onCsrfMismatch: (error) => deps.warn(error.message),
    onMalformedResponse: (error) => deps.report(error),
  });
}
