import { z } from 'zod/mini';
import {
  adminCertificateSchema,
  CERTIFICATE_MAX_HOURS,
  certificateSettingsSchema,
  certificateVerificationSchema,
  myCertificateSchema,
  myCertificatesSchema,
} from '../entities/certificate';
import { envelope, idParam, str, trimmedText } from '../entities/common';
import { personName } from '../entities/person-name';
import { endpoint } from './define';

// Certificates of completion (issue 38 §1, ADR 043). The PDF itself is not JSON: it is served at
// `CERTIFICATE_PDF_PATH` (certificate-paths.ts), outside this table.
export { CERTIFICATE_PDF_PATH, certificatePagePath } from '../certificate-paths';

/** The confirmation of the name printed on the viewer's certificates. */
export const certificateNameInputSchema = z.object({ name: personName(2, 120) });

const hours = z
  .int('Informe a carga horária em horas inteiras.')
  .check(
    z.gte(1, `A carga horária vai de 1 a ${CERTIFICATE_MAX_HOURS} horas.`),
    z.lte(CERTIFICATE_MAX_HOURS, `A carga horária vai de 1 a ${CERTIFICATE_MAX_HOURS} horas.`),
  );

/** A course's certificate settings; the signer is required once the certificate is on. */
export const certificateSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    hours,
    signer_name: trimmedText(0, 120),
    signer_role: trimmedText(0, 120),
  })
  .check(
    z.refine((input) => !input.enabled || input.signer_name.length >= 2, {
      message: 'Informe o nome de quem assina o certificado.',
      path: ['signer_name'],
    }),
    z.refine((input) => !input.enabled || input.signer_role.length >= 2, {
      message: 'Informe o cargo de quem assina o certificado.',
      path: ['signer_role'],
    }),
  );
export type CertificateSettingsInput = z.infer<typeof certificateSettingsInputSchema>;

export const certificateRevokeInputSchema = z.object({
  reason: trimmedText(3, 500),
});

export const certificateEndpoints = {
  /** The viewer's certificates (awaiting the name, valid, revoked) and the confirmed name. */
  myCertificates: endpoint({
    method: 'GET',
    path: 'api/me/certificates',
    access: 'user',
    response: envelope(myCertificatesSchema),
  }),
  /**
   * Confirms the name for certificates: the ones awaiting it are issued with it. Issued
   * certificates keep the name they were issued with (only an admin corrects one).
   */
  confirmCertificateName: endpoint({
    method: 'PUT',
    path: 'api/me/certificate-name',
    access: 'user',
    body: certificateNameInputSchema,
    response: envelope(myCertificatesSchema),
  }),
  /** The course's certificate for the viewer, if the course has one on and it was earned. */
  courseCertificate: endpoint({
    method: 'GET',
    path: 'api/courses/:id/certificate',
    access: 'user',
    params: idParam,
    response: envelope(
      z.object({
        enabled: z.boolean(),
        hours: z.nullable(z.int()),
        certificate: z.nullable(myCertificateSchema),
      }),
    ),
  }),
  /** The public verification of a code: valid or revoked; an unknown or malformed code, 404. */
  verifyCertificate: endpoint({
    method: 'GET',
    path: 'api/certificates/:code',
    access: 'public',
    params: z.object({ code: str(z.maxLength(64)) }),
    response: envelope(certificateVerificationSchema),
  }),
  getCertificateSettings: endpoint({
    method: 'GET',
    path: 'api/courses/:id/certificate-settings',
    access: 'admin',
    params: idParam,
    response: envelope(certificateSettingsSchema),
  }),
  updateCertificateSettings: endpoint({
    method: 'PUT',
    path: 'api/courses/:id/certificate-settings',
    access: 'admin',
    params: idParam,
    body: certificateSettingsInputSchema,
    response: envelope(certificateSettingsSchema),
  }),
  /** The course's certificates, the latest completion first. */
  listCourseCertificates: endpoint({
    method: 'GET',
    path: 'api/courses/:id/certificates',
    access: 'admin',
    params: idParam,
    response: envelope(z.array(adminCertificateSchema)),
  }),
  /** Revokes a certificate with a reason; the public page then says so and when. */
  revokeCertificate: endpoint({
    method: 'POST',
    path: 'api/admin/certificates/:id/revoke',
    access: 'admin',
    params: idParam,
    body: certificateRevokeInputSchema,
    response: envelope(adminCertificateSchema),
  }),
  /** Corrects the name on a certificate and re-issues it (a new PDF, the same code). */
  renameCertificate: endpoint({
    method: 'PUT',
    path: 'api/admin/certificates/:id/name',
    access: 'admin',
    params: idParam,
    body: certificateNameInputSchema,
    response: envelope(adminCertificateSchema),
  }),
} as const;
