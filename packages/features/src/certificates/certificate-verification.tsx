import {
  certificateDate,
  hoursText,
  isApiError,
  isCertificateCode,
  MALFORMED_CERTIFICATE_CODE_MESSAGE,
  UNKNOWN_CERTIFICATE_CODE_MESSAGE,
} from '@aula/contract';
import { Alert, buttonVariants } from '@aula/ui';
import { useApiQuery } from '../api/hooks';
import { LoadError } from '../forms/load-error';
import { SkeletonList } from '../shared/query-state';
import { linkedInAddUrl } from './linkedin';
import { verificationMessages as m } from './messages';

export interface CertificateVerificationProps {
  code: string;
  /** This page's absolute address (what a shared link and LinkedIn point at). */
  pageUrl: string;
}

/**
 * `/certificados/{código}`, public (no sign-in): whether the certificate is valid or revoked, and
 * what it states; never the e-mail. Its Open Graph tags, for a shared link's preview, are in the
 * head the server sends (ADR 046), where a preview reads them without running the app.
 */
export function CertificateVerification({ code, pageUrl }: CertificateVerificationProps) {
  const query = useApiQuery('verifyCertificate', { params: { code } });
  const heading = <h1 className="text-2xl font-bold">{m.title}</h1>;
  if (!query.data) {
    if (query.isLoading) {
      return (
        <section className="flex flex-col gap-4">
          {heading}
          <SkeletonList count={3} className="h-10" gap="gap-3" />
        </section>
      );
    }
    const error = query.error;
    if (isApiError(error) && error.status === 404) {
      // Not even a code (a link cut short, a typo): say so, and what a code looks like.
      const malformed = !isCertificateCode(code);
      return (
        <section className="flex flex-col gap-4">
          {heading}
          <Alert variant="warning" title={malformed ? m.malformedTitle : m.unknownTitle}>
            {malformed ? MALFORMED_CERTIFICATE_CODE_MESSAGE : UNKNOWN_CERTIFICATE_CODE_MESSAGE}
          </Alert>
        </section>
      );
    }
    return (
      <section className="flex flex-col gap-4">
        {heading}
        <LoadError title={m.loadError} error={error} onRetry={() => void query.mutate()} />
      </section>
    );
  }
  const data = query.data.data;
  const valid = data.status === 'valid';
  const rows: [string, string][] = [
    [m.name, data.full_name],
    [m.course, data.course_title],
    [m.hours, hoursText(data.hours)],
    [m.completed, certificateDate(data.completed_at)],
    [m.signer, `${data.signer_name}, ${data.signer_role}`],
    [m.code, data.code],
  ];
  return (
    <section className="flex flex-col gap-4" data-status={data.status}>
      {heading}
      <Alert
        variant={valid ? 'success' : 'error'}
        title={valid ? m.valid : m.revoked}
        data-testid="verification-status"
      >
        {valid
          ? m.validText(data.school_name)
          : m.revokedText(certificateDate(data.revoked_at ?? data.issued_at))}
      </Alert>
      <dl className="border-border grid gap-x-6 gap-y-2 rounded-lg border p-4 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground text-sm">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {/* The state is the alert's title above: said once, not again in a badge here. */}
      {valid ? (
        <div className="flex flex-wrap items-center gap-2">
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={linkedInAddUrl({
              name: data.course_title,
              organizationName: data.school_name,
              issuedAt: data.completed_at,
              certUrl: pageUrl,
              certId: data.code,
            })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {m.linkedin}
          </a>
        </div>
      ) : null}
    </section>
  );
}
