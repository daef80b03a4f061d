import { z } from 'zod';
import { userSchema } from '../entities/user';
import { endpoint } from './define';

/** Longest password the API accepts; longer input is refused before hashing. */
export const PASSWORD_MAX_LENGTH = 256;

export const loginBodySchema = z.object({
  email: z.email().max(255),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const meResponseSchema = z.object({ data: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const authEndpoints = {
  /** Starts a session and sets the XSRF-TOKEN cookie (Laravel Sanctum's SPA flow). 204. */
  csrfCookie: endpoint({
    method: 'GET',
    path: 'sanctum/csrf-cookie',
    body: undefined,
    response: undefined,
  }),
  /** 204 on success (the session id is rotated); 422 InvalidAuthenticationException otherwise. */
  login: endpoint({ method: 'POST', path: 'login', body: loginBodySchema, response: undefined }),
  /** 204; the session is destroyed. */
  logout: endpoint({ method: 'POST', path: 'logout', body: undefined, response: undefined }),
  /** The signed-in user, or 401 `{"message":"Unauthenticated."}`. */
  me: endpoint({ method: 'GET', path: 'api/me', body: undefined, response: meResponseSchema }),
} as const;
