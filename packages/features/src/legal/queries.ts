import type { ApiRead } from '../api/hooks';

export const legalInfoQuery = {} as const;

/** The notices' read (the privacy contact), for their routes to start ahead of their code. */
export const legalInfoRead: ApiRead = ['legalInfo', legalInfoQuery];
