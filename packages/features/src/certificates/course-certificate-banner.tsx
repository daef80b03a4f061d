import { Alert, buttonVariants } from '@aula/ui';
import { useApiQuery } from '../api/hooks';
import { FeatureLink } from '../navigation/link';
import { certificateMessages as m } from './messages';
import type { CertificateLinks } from './my-certificates';

export interface CourseCertificateLinks extends CertificateLinks {
  /** `/eu/certificados`: where the name is confirmed and every certificate listed. */
  certificatesHref: string;
}

export interface CourseCertificateBannerProps {
  courseId: number;
  courseTitle: string;
  /** Every published lecture watched: only then is the certificate asked for. */
  completed: boolean;
  links: CourseCertificateLinks;
}

/**
 * The player's congratulation once the course is complete: "Parabéns, você concluiu …" with
 * "Baixar certificado", or the way to confirm the name first (ADR 043). Nothing when the course
 * has no certificate.
 */
export function CourseCertificateBanner({
  courseId,
  courseTitle,
  completed,
  links,
}: CourseCertificateBannerProps) {
  const query = useApiQuery('courseCertificate', completed ? { params: { id: courseId } } : null);
  const certificate = query.data?.data.certificate;
  if (!certificate || certificate.status === 'revoked') return null;
  const ready = certificate.status === 'valid';
  return (
    <Alert
      variant="success"
      title={m.congratulations(courseTitle)}
      data-testid="course-certificate"
    >
      <p>{ready ? m.congratulationsReady : m.congratulationsName}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {ready ? (
          <a
            className={buttonVariants({ size: 'sm' })}
            href={links.pdfHref(certificate.id)}
            download
          >
            {m.download}
          </a>
        ) : null}
        <FeatureLink
          href={links.certificatesHref}
          className={buttonVariants({ size: 'sm', variant: ready ? 'outline' : 'solid' })}
        >
          {ready ? m.seeCertificates : m.nameConfirm}
        </FeatureLink>
      </div>
    </Alert>
  );
}
