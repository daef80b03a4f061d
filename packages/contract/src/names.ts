/** Cookie and header names of the anti-forgery protocol (Laravel Sanctum's). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The id of the JSON data block in which the server that serves the web app embeds the session's
 * `api/me` answer (issue 21); the app reads it once instead of asking.
 */
export const SESSION_DATA_BLOCK = 'aula-session';

/**
 * The id of the JSON data block holding the page's first reads, answered by the server that
 * serves it (ADR 029): `{ "api/lectures/free": {…}, … }`, by the read's address relative to the
 * API base. Each answer passed the contract's schema on the server; a read that failed is absent.
 */
export const ANSWERS_DATA_BLOCK = 'aula-answers';

/**
 * Where the web build puts the module that renders a guest's page on the server (ADR 029,
 * section 17), relative to the built app's folder: `renderGuestPage(path, answers)`. In a folder
 * whose name starts with a dot, which the API's static handler never serves.
 */
export const GUEST_PAGES_MODULE = '.server/guest-pages.mjs';

/**
 * The script a server-rendered guest page loads instead of the app's module script (ADR 029,
 * section 17): it starts the app, whose module it names in `data-entry` (and its imports in
 * `data-modules`), once the page has painted. A file of the web app's `public/` folder.
 */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';
