import type { ApiRead } from '../api/hooks';

/**
 * The verification page's one read (the server answers it in the page). Its own module, as the
 * notices' read is: the app's route table imports it, and the page's code stays out of the
 * first download.
 */
export const certificateVerificationRead = (code: string): ApiRead => [
  'verifyCertificate',
  { params: { code } },
];
