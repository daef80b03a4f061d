import type { ApiPort } from '@aula/contract';

/**
 * The port every feature talks to (Backstage's API refs): one typed method per endpoint of
 * `@aula/contract`. `apps/web` supplies the HTTP adapter; stories and tests supply fakes (partial
 * implementations are fine). Every method rejects with an `ApiError` from `@aula/contract`.
 */
export type ApiAdapter = ApiPort;
