import type { LoginBody, User } from '@aula/contract';

/**
 * The port every feature talks to (Backstage's API refs). `apps/web` supplies the HTTP adapter;
 * stories and tests supply fakes. Every method rejects with an `ApiError` from `@aula/contract`.
 */
export interface ApiAdapter {
  /** The signed-in user; rejects with status 401 (or 419) for a guest. */
  me(): Promise<User>;
  login(body: LoginBody): Promise<void>;
  logout(): Promise<void>;
}
