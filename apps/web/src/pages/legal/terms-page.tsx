import { TermsOfUse } from '@aula/features';
import { pathTo } from '../../routes/paths';

/** `/termos`: the Termos de uso (ADR 047); a guest gets it rendered by the server. */
export default function TermsPage() {
  return <TermsOfUse privacyHref={pathTo('privacidade')} />;
}
