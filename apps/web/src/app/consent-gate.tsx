import { useSession } from '@aula/features';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { pathTo } from '../routes/paths';

/** The dialog's code, loaded only for a person who has something to accept (rare). */
const ConsentDialog = lazy(() => import('./consent-dialog'));

/**
 * Pages where the dialog would be in the way: the notices it links to, signing out, and the
 * account's Privacidade, where who does not accept still downloads their data or leaves (LGPD).
 */
export const CONSENT_EXEMPT: readonly string[] = [
  pathTo('termos'),
  pathTo('privacidade'),
  pathTo('logout'),
  pathTo('eu-privacidade'),
];

/**
 * "Atualizamos nossos termos" over any page while the signed-in person has not accepted the
 * current notices (the session's `consent_outdated`, ADR 047): on the first page load after a new
 * version, and after a sign-in with an older acceptance.
 */
export function ConsentGate() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user?.consent_outdated || CONSENT_EXEMPT.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog />
    </Suspense>
  );
}
