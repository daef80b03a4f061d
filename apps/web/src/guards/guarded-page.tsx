import { ErrorPage, PageLoading, preloadApiQuery, useApi, useSession } from '@aula/features';
import { type ComponentType, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { firstPageShown } from '../app/after-first-page';
import { useLoadedComponent } from '../app/lazy-code';
import { notify } from '../app/notify';
import { PageTitle } from '../routes/page-title';
import { type RouteDef, readsOf } from '../routes/route-table';
import { decide, type GuardDecision, type GuardNotice, guardNotices } from './decide';

/**
 * A page behind its guard: the decision table in ./decide, then the page's code, which is only
 * fetched once the guard lets the visitor in.
 */
export function GuardedPage({ route }: { route: RouteDef }) {
  const session = useSession();
  const location = useLocation();
  const view =
    session.status === 'authenticated' && session.user
      ? { status: 'authenticated' as const, user: session.user }
      : { status: session.status === 'authenticated' ? ('unknown' as const) : session.status };
  const decision = decide(route, view, location);
  const api = useApi();
  const allowed = decision.kind === 'render';
  const Page = useLoadedComponent(allowed ? route.load : null);
  const shown = allowed && Page !== undefined;
  useEffect(() => {
    if (shown) firstPageShown();
  }, [shown]);
  // The page's first reads start while its code loads (once per route and visit), not after it
  // runs; in an effect, never during render (a render React throws away must send nothing). Code
  // that is here already renders the page at once, and the page's own reads go out with it.
  const codeHere = Page !== undefined;
  useEffect(() => {
    if (!allowed || codeHere) return;
    // A failure is the page's to show, when its own read fails the same way.
    for (const read of readsOf(route, location.pathname)) {
      preloadApiQuery(api, read).catch(() => {});
    }
  }, [allowed, codeHere, route, api, location.pathname]);
  if (decision.kind === 'redirect') {
    return decision.notice ? (
      <RedirectWithNotice to={decision.to} notice={decision.notice} />
    ) : (
      <Navigate to={decision.to} replace />
    );
  }
  // The route's title while it is shown (from its first frame); a page without one (the player)
  // renders its own.
  return (
    <>
      {route.title !== null ? <PageTitle name={route.title} /> : null}
      <GuardedContent decision={decision} Page={Page} onRetry={() => void session.refresh()} />
    </>
  );
}

/** Sends the person away and says why, in a toast (one per notice, however often it is asked). */
function RedirectWithNotice({ to, notice }: { to: string; notice: GuardNotice }) {
  useEffect(() => {
    notify('warning', guardNotices[notice], { id: `guard-${notice}` });
  }, [notice]);
  return <Navigate to={to} replace />;
}

function GuardedContent({
  decision,
  Page,
  onRetry,
}: {
  decision: Exclude<GuardDecision, { kind: 'redirect' }>;
  Page: ComponentType | undefined;
  onRetry: () => void;
}) {
  switch (decision.kind) {
    case 'wait':
      return <PageLoading />;
    case 'session-error':
      return <ErrorPage status={500} onRetry={onRetry} />;
    case 'render':
      return Page ? <Page /> : <PageLoading />;
  }
}
