// Plain code, no zod: the web app's pages link with these without loading the schemas (ADR 029).

/** The owner's PDF of a certificate, by its id (served by the API, not JSON: ADR 043). */
export const CERTIFICATE_PDF_PATH = 'api/me/certificates/:id/pdf';

/** The public page of a code, as the web app routes it (`/certificados/7KQ2-M4XA-PZ3C-WB6D`). */
export const certificatePagePath = (code: string) => `/certificados/${encodeURIComponent(code)}`;
