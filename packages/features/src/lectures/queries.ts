import type { ApiRead } from '../api/hooks';

export const freeLecturesQuery = {} as const;

/** The free lectures' read as data, for the home route to start ahead of its code. */
export const freeLecturesRead: ApiRead = ['freeLectures', freeLecturesQuery];
