import type { EndpointDoc } from './define';

/** The certificates' endpoints in the OpenAPI document (issue 38 §1, ADR 043). */
export const certificateEndpointDocs = {
  myCertificates: { summary: "The viewer's certificates and the name confirmed for them" },
  confirmCertificateName: {
    summary: 'Confirms the name printed on certificates; issues the ones awaiting it',
    errors: ['ValidationException'],
  },
  courseCertificate: { summary: "A course's certificate settings and the viewer's certificate" },
  verifyCertificate: {
    summary: 'Public verification of a code (valid or revoked); rate-limited per address',
  },
  getCertificateSettings: { summary: "A course's certificate settings (admin)" },
  updateCertificateSettings: {
    summary: "Saves a course's certificate settings (admin)",
    errors: ['ValidationException'],
  },
  listCourseCertificates: { summary: "A course's certificates (admin)" },
  revokeCertificate: {
    summary: 'Revokes a certificate with a reason (admin)',
    errors: ['ValidationException'],
  },
  renameCertificate: {
    summary: 'Corrects the name on a certificate and re-issues it (admin)',
    errors: ['ValidationException'],
  },
} satisfies Record<string, EndpointDoc>;
