import { buildPath, CERTIFICATE_PDF_PATH, certificatePagePath } from '@aula/contract';
import { config } from '../../config';
import { pathTo } from '../../routes/paths';

const apiBase = () =>
  config.apiBaseUrl.endsWith('/') ? config.apiBaseUrl : `${config.apiBaseUrl}/`;

/** The certificates' links (ADR 043): the PDF from the API, the public page in the app. */
export const certificateLinks = {
  pdfHref: (id: number) => `${apiBase()}${buildPath(CERTIFICATE_PDF_PATH, { id })}`,
  verifyHref: (code: string) => certificatePagePath(code),
  certificatesHref: pathTo('eu-certificados'),
};
