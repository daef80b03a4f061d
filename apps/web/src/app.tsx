import { ApiProvider, sessionKeys } from '@aula/features';
import { Toaster, toast } from '@aula/ui';
import { useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { mutate, SWRConfig } from 'swr';
import { createAppApi } from './adapters/app-api';
import { config } from './config';
import { routes } from './routes/route-table';

const router = createBrowserRouter(routes);

export function App() {
  const adapter = useMemo(
    () =>
      createAppApi(
        {
          clearUser: () => void mutate(sessionKeys.me(), null, { revalidate: false }),
          warn: (message) => toast.warning(message),
          report: (error) => console.error(error, error.cause),
        },
        { baseUrl: config.apiBaseUrl, retries: config.apiRetries },
      ),
    [],
  );
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <ApiProvider adapter={adapter}>
        <RouterProvider router={router} />
        <Toaster />
      </ApiProvider>
    </SWRConfig>
  );
}
