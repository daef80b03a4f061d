import { ApiProvider, sessionKeys } from '@aula/features';
import { useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { mutate, SWRConfig } from 'swr';
import { createHttpApi } from './adapters/http-api';
import { config } from './config';
import { routes } from './routes/route-table';

const router = createBrowserRouter(routes);

export function App() {
  const adapter = useMemo(
    () =>
      createHttpApi({
        baseUrl: config.apiBaseUrl,
        // A 401 anywhere clears the stored user; the guards then send the person to /login.
        onUnauthorized: () => void mutate(sessionKeys.me(), null, { revalidate: false }),
        onMalformedResponse: (error) => console.error(error, error.cause),
      }),
    [],
  );
  return (
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <ApiProvider adapter={adapter}>
        <RouterProvider router={router} />
      </ApiProvider>
    </SWRConfig>
  );
}
