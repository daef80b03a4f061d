import { DefaultLayout } from '@aula/features';
import { renderToStaticMarkup } from 'react-dom/server';
import { shellHrefs } from './layouts/layouts';
import { GuestWelcome, HomeColumn } from './pages/home-page';

/**
 * The frame of `/` as a guest first sees it (the header, the welcome, the footer), as HTML: the
 * web build renders it once (vite.config.ts, `pageHints`) and the server puts it in a guest's
 * `/` (ADR 029, section 12). The browser paints it before any script has run; the app's first
 * render, the same frame with the catalogue added under the welcome, then replaces it. Only
 * what is the same for every guest is here: no data, no theme choice (it loads later anyway).
 */
export function guestShell(): string {
  return renderToStaticMarkup(
    <DefaultLayout user={null} hrefs={shellHrefs} userMenu={() => null}>
      <HomeColumn>
        <GuestWelcome />
      </HomeColumn>
    </DefaultLayout>,
  );
}
