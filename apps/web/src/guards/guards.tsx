import { useSession } from '@aula/features';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { SessionError, SessionLoading } from '../routes/session-states';
import { safeRedirect } from './safe-redirect';

/** Pages for signed-in users: a guest goes to /login keeping the requested path and query. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') return <SessionLoading />;
  if (session.status === 'error') return <SessionError onRetry={session.refresh} />;
  if (session.status === 'guest') {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return children;
}

/** Pages for guests only: a signed-in user goes to the safe `redirect` target, or home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.status === 'unknown') return <SessionLoading />;
  if (session.status === 'authenticated') {
    return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  }
  return children;
}
