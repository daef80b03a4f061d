import type { User } from '../entities/user';
import type { SessionResponse } from './auth';

/**
 * The user an `api/me` answer carries, or `null` when it carries none (signed out). Apart from
 * `auth.ts` (its schemas) so that the app's first page reads the session without zod (issue 21).
 */
export function sessionUser(response: SessionResponse): User | null {
  const data = response.data;
  return data && Object.keys(data).length > 0 ? (data as User) : null;
}
