import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prefetchNetwork } from './adapters/http-api';
import { App, appApi, hydrationFallback } from './app';
import { whenIdleAfterFirstPage } from './app/after-first-page';
import { prepareFirstPage } from './app/first-page';
import { prefetchAnnouncedWhenIdle } from './app/prefetch-when-idle';
import { handOverTitle } from './app/server-title';
import { config } from './config';
import { startThemeAfterFirstPage } from './layouts/layouts';
import { reportError } from './observability/report';
import { startSentry } from './observability/sentry';
import { matchRoute } from './routes/route-table';
import './styles.css';

function mount() {
  try {
    const container = document.getElementById('root');
    if (!container) throw new Error('Aula: the #root element is missing from index.html');
    const hydrating = container.dataset.page === 'rendered';
    const app = (
      <StrictMode>
        <App fallback={hydrating ? hydrationFallback(window.location.pathname) : undefined} />
      </StrictMode>
    );
    const onUncaughtError = (error: unknown, info: { componentStack?: string | undefined }) =>
      reportError(error, { componentStack: info.componentStack });
    if (hydrating) {
      // A guest's whole page, rendered by the server with the same components and answers
      // (apps/web/src/guest-pages.tsx, ADR 048): the app takes its elements over instead of
      // building them again; a difference is reported and that part rendered anew. In a
      // transition, so the visitor's first interaction is not held behind the whole page.
      startTransition(() => {
        hydrateRoot(container, app, {
          onUncaughtError,
          onRecoverableError: (error, info) =>
            reportError(error, { during: 'hydration', componentStack: info.componentStack }),
        });
      });
    } else {
      handOverTitle();
      createRoot(container, { onUncaughtError }).render(app);
    }
  } catch (error) {
    // A failure to mount is logged and rethrown (product spec, section 8).
    reportError(error, { during: 'mount' });
    throw error;
  }
}

// public/theme.js applied the device's theme before the first paint (ADR 027).
startThemeAfterFirstPage();

// What the first API request needs (the adapter's network side and the contract's schemas) comes
// once the first page has settled (its own reads were in the page: ADR 029), so that the next
// page does not wait for it. A page that asks the server as soon as its code runs, with no reads
// in the page (a signed-in person's page, a link's token checked on arrival), fetches the network
// side at once, beside its code; the schemas load with its first request, as before.
const firstRoute = matchRoute(window.location.pathname);
if (
  firstRoute &&
  !firstRoute.reads &&
  (firstRoute.requiresToken || (firstRoute.access !== 'public' && firstRoute.access !== 'guest'))
)
  prefetchNetwork({ schemas: false });
whenIdleAfterFirstPage(() => prefetchNetwork());
// What the page runs on the viewer's intent (hls.js on a lecture), fetched then and not run.
prefetchAnnouncedWhenIdle();

// The first page's code and reads first (bounded), so that its first paint has its content.
void prepareFirstPage(window.location.pathname, appApi).then(mount);

void startSentry(config.sentryDsn, config.buildId).catch((error: unknown) =>
  reportError(error, { during: 'sentry start' }),
);
