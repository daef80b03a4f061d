import { ApiProvider } from '@aula/features';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { createHttpApi } from '../apps/web/src/adapters/http-api';
import './storybook.css';

/**
 * `findBy…` and `waitFor` wait up to 5 s, not 1 s: on a loaded 2-core machine (CI, or the full
 * suite next to other work) a story's second request can take longer than a second to settle.
 */
configure({ asyncUtilTimeout: 5000 });

/** Features talk to msw through the app's real HTTP adapter, so stories exercise it too. */
const adapter = createHttpApi({ baseUrl: '/' });

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        onUnhandledFrame: ({ frame, defaults }) => {
          const request = (frame.data as { request?: Request }).request;
          if (request && new URL(request.url).pathname.match(/^\/(api|sanctum|login|logout)\b/)) {
            // An API call no story mocked: fail loudly rather than hit a real server.
            defaults.error();
          }
        },
      });
      return worker;
    }),
  ],
  beforeEach() {
    // Every story starts signed out of the previous one's XSRF cookie.
    // biome-ignore lint/suspicious/noDocumentCookie: resetting test cookies is the point
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    // Nor with what the app remembers on the device (the player's speed and positions, the
    // after-verification target): a shared story link shows the same state in any browser.
    for (const storage of [localStorage, sessionStorage]) {
      for (const key of Object.keys(storage)) if (key.startsWith('aula:')) storage.removeItem(key);
    }
  },
  globalTypes: {
    theme: {
      description: 'Tema claro ou escuro',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Escuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, { globals }) => {
      // Both themes come from the same tokens; `.dark` on <html> swaps them (portals included).
      document.documentElement.classList.toggle('dark', globals.theme === 'dark');
      document.documentElement.lang = 'pt-BR';
      return <Story />;
    },
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider adapter={adapter}>
          <Story />
        </ApiProvider>
      </SWRConfig>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};
export default preview;
