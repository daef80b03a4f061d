import type { ApiAdapter } from '../api/api-adapter';
import { preloadApiQuery } from '../api/hooks';

export const freeLecturesQuery = {} as const;

/** Starts the free lectures' request ahead of their code (the home route calls it). */
export const preloadFreeLectures = (api: ApiAdapter) =>
  preloadApiQuery(api, 'freeLectures', freeLecturesQuery);
