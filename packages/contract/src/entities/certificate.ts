import { z } from 'zod/mini';
import { id, intFrom, isoDateTime, slug } from './common';

/**
 * Certificates of completion (issue 38 §1, ADR 043). A student who has watched every published
 * lecture of a course whose certificate is on gets one certificate for it, once; the certificate
 * carries the name the student confirmed ("Nome no certificado") and a public verification code.
 */

/** The school's name as the certificate and its public page print it. */
export const SCHOOL_NAME = 'Aula';

/**
 * A verification code: 16 characters of RFC 4648 base32 (80 random bits) in four groups of four,
 * `7KQ2-M4XA-PZ3C-WB6D`. Unguessable (ADR 043): a lookup is also rate-limited per address.
 */
export const CERTIFICATE_CODE_PATTERN = /^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/;

/** A code as a person may type it (spaces, lower case), as the lookup reads it. */
export const normalizeCertificateCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Whether `value` could be a code at all (else no certificate is looked up). */
export const isCertificateCode = (value: string) =>
  CERTIFICATE_CODE_PATTERN.test(normalizeCertificateCode(value));

/** The lookup's two 404s, in the API's answer and on the public page. */
export const UNKNOWN_CERTIFICATE_CODE_MESSAGE =
  'Não encontramos nenhum certificado com este código. Confira se ele foi digitado corretamente.';
export const MALFORMED_CERTIFICATE_CODE_MESSAGE =
  'Este não é um código de certificado válido. Ele tem 16 letras e números, como 7KQ2-M4XA-PZ3C-WB6D.';

/** The most hours a course's workload may state. */
export const CERTIFICATE_MAX_HOURS = 2000;

/** The course a certificate is of, as lists show it. */
export const certificateCourseSchema = z.object({ id, slug, title: z.string() });

/**
 * One of the viewer's certificates. `full_name` is null while the student has not confirmed the
 * name yet (`awaiting_name`): no code is public until then.
 */
export const myCertificateSchema = z.object({
  id,
  status: z.enum(['awaiting_name', 'valid', 'revoked']),
  /** Null until the name is confirmed. */
  code: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  course: certificateCourseSchema,
  hours: intFrom(1, CERTIFICATE_MAX_HOURS),
  /** When the last lecture was marked watched (the date the certificate states). */
  completed_at: isoDateTime,
  issued_at: z.nullable(isoDateTime),
  revoked_at: z.nullable(isoDateTime),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;

/** The viewer's certificates page: the confirmed name (null: not yet) and the certificates. */
export const myCertificatesSchema = z.object({
  /** The name confirmed for certificates; null until the first confirmation. */
  certificate_name: z.nullable(z.string()),
  /** What the confirmation form proposes: the confirmed name, else the account's name. */
  suggested_name: z.string(),
  certificates: z.array(myCertificateSchema),
});
export type MyCertificates = z.infer<typeof myCertificatesSchema>;

/** What the public verification page shows: never the e-mail nor any account id. */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  status: z.enum(['valid', 'revoked']),
  full_name: z.string(),
  course_title: z.string(),
  hours: intFrom(1, CERTIFICATE_MAX_HOURS),
  completed_at: isoDateTime,
  issued_at: isoDateTime,
  revoked_at: z.nullable(isoDateTime),
  school_name: z.string(),
  signer_name: z.string(),
  signer_role: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** A course's certificate settings as the admin's section shows them. */
export const certificateSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Null until saved once; the form proposes `suggested_hours`. */
  hours: z.nullable(intFrom(1, CERTIFICATE_MAX_HOURS)),
  signer_name: z.string(),
  signer_role: z.string(),
  /** The published lectures' durations summed, rounded up to whole hours (at least 1). */
  suggested_hours: intFrom(1),
});
export type CertificateSettings = z.infer<typeof certificateSettingsSchema>;

/** One issued (or awaiting) certificate in the admin's list of a course. */
export const adminCertificateSchema = z.object({
  id,
  status: z.enum(['awaiting_name', 'valid', 'revoked']),
  code: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  student: z.object({ id, name: z.string() }),
  completed_at: isoDateTime,
  issued_at: z.nullable(isoDateTime),
  revoked_at: z.nullable(isoDateTime),
  revoked_reason: z.nullable(z.string()),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
