import { MyCertificates } from '@aula/features';
import { certificateLinks } from '../certificates/links';

/** `/eu/certificados`: the viewer's certificates and the name printed on them. */
export default function CertificatesPage() {
  return (
    <MyCertificates pdfHref={certificateLinks.pdfHref} verifyHref={certificateLinks.verifyHref} />
  );
}
