import { ApiProvider, forgetSessionAfterUnauthorized, LinkProvider } from '@aula/features';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { mutate, SWRConfig } from 'swr';
import { createAppApi } from './adapters/app-api';
import { AppLink } from './app/app-link';
import { AppErrorBoundary } from './app/error-boundary';
import { LazyToaster } from './app/lazy-toaster';
import { notify } from './app/notify';
import { useBuildCheck } from './app/use-build-check';
import { config } from './config';
import { reportError } from './observability/report';
import { AppRoutes } from './routes/app-routes';
import { useFocusOnNavigation } from './routes/route-focus';

function Shell() {
  const location = useLocation();
  useBuildCheck();
  useFocusOnNavigation();
  return (
    <AppErrorBoundary resetKey={location.pathname}>
      <AppRoutes />
    </AppErrorBoundary>
  );
}

/**
 * A data router whose one splat route draws the app's `<Routes>`: the route table stays as it is,
 * and hooks that need a data router (`useBlocker`, ADR 018) work in every page.
 */
const createAppRouter = () => createBrowserRouter([{ path: '*', Component: Shell }]);

/** The app's one HTTP adapter (also used before the first render, see ./app/first-page). */
export const appApi = createAppApi(
  {
    clearUser: () =>
      forgetSessionAfterUnauthorized({ cache: SWRConfig.defaultValue.cache, mutate }),
    warn: (message) => notify('warning', message),
    report: (error) => reportError(error, { cause: error.cause }),
  },
  { baseUrl: config.apiBaseUrl, retries: config.apiRetries },
);

export function App({ adapter = appApi }: { adapter?: typeof appApi }) {
  const [router] = useState(createAppRouter);
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <ApiProvider adapter={adapter}>
        <LinkProvider component={AppLink}>
          <RouterProvider router={router} />
          <LazyToaster />
        </LinkProvider>
      </ApiProvider>
    </SWRConfig>
  );
}
