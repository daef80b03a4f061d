import { ApiProvider, LinkProvider, sessionKeys } from '@aula/features';
import { useMemo } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
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

function Shell() {
  const location = useLocation();
  useBuildCheck();
  return (
    <AppErrorBoundary resetKey={location.pathname}>
      <AppRoutes />
    </AppErrorBoundary>
  );
}

export function App() {
  const adapter = useMemo(
    () =>
      createAppApi(
        {
          clearUser: () => void mutate(sessionKeys.me(), null, { revalidate: false }),
          warn: (message) => notify('warning', message),
          report: (error) => reportError(error, { cause: error.cause }),
        },
        { baseUrl: config.apiBaseUrl, retries: config.apiRetries },
      ),
    [],
  );
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
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
