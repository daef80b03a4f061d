import type { User } from '@aula/contract';
import { pathTo } from '../routes/paths';
import type { RouteDef } from '../routes/route-table';
import { safeRedirect } from './safe-redirect';

export type SessionView =
  | { status: 'unknown' | 'guest' | 'error'; user?: null }
  | { status: 'authenticated'; user: Pick<User, 'is_student' | 'is_admin'> };

export interface Where {
  pathname: string;
  search: string;
  hash?: string;
}

/** What the guard does with a page: show it, wait for the session, show the error, or send away. */
export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'session-error' }
  | { kind: 'redirect'; to: string; notice?: GuardNotice };

/** Why the person was sent away, when they should be told (a pt-BR toast, `guardNotices`). */
export type GuardNotice = 'admin-only';
export const guardNotices: Record<GuardNotice, string> = {
  'admin-only': 'Essa área é só para administradores.',
};

const render: GuardDecision = { kind: 'render' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/**
 * Where a signed-in person lands after signing in: the `redirect` asked for when there is one and
 * `safeRedirect` accepts it, else their home: the admin area for admins, `/` for everyone else.
 */
export function landingAfterSignIn(
  user: Pick<User, 'is_admin'>,
  redirectParam: string | null | undefined,
): string {
  const home = user.is_admin ? pathTo('admin') : pathTo('index');
  return redirectParam ? safeRedirect(redirectParam, home) : home;
}

/** The login page with the requested path and query kept in `redirect`. */
export function loginRedirect(where: Where): string {
  return pathTo('login', undefined, {
    redirect: `${where.pathname}${where.search}${where.hash ?? ''}`,
  });
}

/**
 * The guards' decision table (product spec, sections 2, 5 and 6):
 * - a page that needs `?token=` and has none sends the visitor home;
 * - public pages render at once, whatever the session (no wait on `api/me` before the first paint);
 * - guest-only pages send signed-in users to the safe `redirect` target, or their home (admins:
 *   the admin area);
 * - every other page sends a guest to login, keeping the requested path and query;
 * - student pages send non-students to eu-perfil; admin pages send non-admins home, saying why.
 * None of these targets is guarded by a rule that could send the person back: no loop.
 */
export function decide(
  route: Pick<RouteDef, 'access' | 'requiresToken'>,
  session: SessionView,
  where: Where,
): GuardDecision {
  if (route.requiresToken && !new URLSearchParams(where.search).get('token')) {
    return redirect(pathTo('index'));
  }
  if (route.access === 'public') return render;
  if (session.status === 'unknown') return { kind: 'wait' };
  if (route.access === 'guest') {
    if (session.status !== 'authenticated') return render;
    return redirect(
      landingAfterSignIn(session.user, new URLSearchParams(where.search).get('redirect')),
    );
  }
  if (session.status !== 'authenticated') {
    return session.status === 'error' ? { kind: 'session-error' } : redirect(loginRedirect(where));
  }
  if (route.access === 'student' && !session.user.is_student) return redirect(pathTo('eu-perfil'));
  if (route.access === 'admin' && !session.user.is_admin) {
    return { kind: 'redirect', to: pathTo('index'), notice: 'admin-only' };
  }
  return render;
}
