import { ANSWERS_DATA_BLOCK, SESSION_DATA_BLOCK } from '@aula/contract/site';
import { ApiProvider, forgetSessionAfterUnauthorized, LinkProvider } from '@aula/features';
import { BrowserRouter, useLocation } from 'react-router';
import { mutate, SWRConfig } from 'swr';
import { createAppApi } from './adapters/app-api';
import { AppLink } from './app/app-link';
import { ConsentGate } from './app/consent-gate';
import { takeDataBlock } from './app/data-block';
import { AppErrorBoundary } from './app/error-boundary';
import { guestFallback } from './app/first-answers';
import { useHydrationFallback } from './app/hydration-fallback';
import { LazyToaster } from './app/lazy-toaster';
import { notify } from './app/notify';
import { announceSessionEnded, useLoginWhenSessionEnds } from './app/session-ended';
import { useBuildCheck } from './app/use-build-check';
import { config } from './config';
import { reportError } from './observability/report';
import { AppRoutes } from './routes/app-routes';
import { useFocusOnNavigation } from './routes/route-focus';
import { matchRoute, readsOf } from './routes/route-table';

/** The answers block, if it is an object of answers by address; nothing otherwise. */
function pageAnswers(block: unknown): Record<string, unknown> {
  return typeof block === 'object' && block !== null && !Array.isArray(block)
    ? (block as Record<string, unknown>)
    : {};
}

function Shell() {
  const location = useLocation();
  useBuildCheck();
  useFocusOnNavigation();
  useLoginWhenSessionEnds();
  return (
    <AppErrorBoundary resetKey={location.pathname}>
      <AppRoutes />
      <ConsentGate />
    </AppErrorBoundary>
  );
}

/** The page's first reads, answered in the page by the server (issue 21, ADR 029). */
const firstAnswers = pageAnswers(takeDataBlock(ANSWERS_DATA_BLOCK));

/**
 * What the app's first render reads from SWR while it takes over a guest's page rendered by the
 * server (main.tsx): the answers that page was rendered with. Without it SWR's first answer
 * while hydrating is "loading", and the page would be built again.
 */
export function hydrationFallback(pathname: string): Record<string, unknown> {
  const route = matchRoute(pathname);
  return route ? guestFallback(readsOf(route, pathname), firstAnswers).fallback : {};
}

/** The app's one HTTP adapter (also used before the first render, see ./app/first-page). */
export const appApi = createAppApi(
  {
    clearUser: () => {
      // Someone was signed in: their session ended (S59), and the app sends them to login.
      if (forgetSessionAfterUnauthorized({ cache: SWRConfig.defaultValue.cache, mutate }))
        announceSessionEnded();
    },
    warn: (message) => notify('warning', message),
    report: (error) => reportError(error, { cause: error.cause }),
  },
  {
    baseUrl: config.apiBaseUrl,
    retries: config.apiRetries,
    // The session's answer and the page's first reads, embedded in the page by the server that
    // serves it (issue 21, ADR 029).
    initialAnswers: {
      ...firstAnswers,
      me: takeDataBlock(SESSION_DATA_BLOCK),
    },
  },
);

export function App({
  adapter = appApi,
  fallback,
}: {
  adapter?: typeof appApi;
  /** The first reads' answers while hydrating a guest's page (`hydrationFallback`). */
  fallback?: Record<string, unknown> | undefined;
}) {
  const hydrating = useHydrationFallback(fallback, SWRConfig.defaultValue.cache);
  return (
    <SWRConfig value={{ revalidateOnFocus: false, ...(hydrating ? { fallback: hydrating } : {}) }}>
      <ApiProvider adapter={adapter}>
        <LinkProvider component={AppLink}>
          <BrowserRouter>
            <Shell />
          </BrowserRouter>
          <LazyToaster />
        </LinkProvider>
      </ApiProvider>
    </SWRConfig>
  );
}
