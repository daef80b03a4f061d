import { CertificateVerification } from '@aula/features';
import { useParams } from 'react-router';

/** `/certificados/{código}`: the public verification of a certificate (no sign-in). */
export default function CertificateVerificationPage() {
  const { code = '' } = useParams();
  const pageUrl = `${window.location.origin}${window.location.pathname}`;
  return <CertificateVerification code={code} pageUrl={pageUrl} />;
}
