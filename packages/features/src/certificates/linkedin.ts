/**
 * LinkedIn's "Add licence or certification" link (its Add to Profile for certifications): the
 * profile form opens filled with the certificate's name, issuer, date, address and id.
 */
export interface LinkedInCertification {
  name: string;
  organizationName: string;
  /** The completion's instant (ISO); LinkedIn takes its year and month. */
  issuedAt: string;
  certUrl: string;
  certId: string;
}

export function linkedInAddUrl(cert: LinkedInCertification): string {
  const date = new Date(cert.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: cert.name,
    organizationName: cert.organizationName,
    issueYear: String(date.getUTCFullYear()),
    issueMonth: String(date.getUTCMonth() + 1),
    certUrl: cert.certUrl,
    certId: cert.certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
