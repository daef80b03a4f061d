import type { ApiRead } from '../api/hooks';

/** The catalogue's one read: every product with its courses (and the viewer's progress). */
export const catalogueQuery = { query: { include: 'courses' } } as const;

/**
 * The catalogue's read as data, for the home route to start ahead of its code; in a module of its
 * own so that the app's entry does not take the catalogue's components with it.
 */
export const catalogueRead: ApiRead = ['listProducts', catalogueQuery];
