import type { ApiAdapter } from '../api/api-adapter';
import { preloadApiQuery } from '../api/hooks';

/** The catalogue's one read: every product with its courses (and the viewer's progress). */
export const catalogueQuery = { query: { include: 'courses' } } as const;

/**
 * Starts the catalogue's request ahead of its code (the home route calls it), in a module of its
 * own so that the app's entry does not take the catalogue's components with it.
 */
export const preloadProductCatalogue = (api: ApiAdapter) =>
  preloadApiQuery(api, 'listProducts', catalogueQuery);
