import { PrivacyNotice } from '@aula/features';
import { pathTo } from '../../routes/paths';

/**
 * `/privacidade`: the Aviso de privacidade (ADR 047); a guest gets it rendered by the server. The
 * rights are exercised on `/eu/privacidade` (the account's privacy page).
 */
export default function PrivacyPage() {
  return <PrivacyNotice rightsHref={EU_PRIVACIDADE} termsHref={pathTo('termos')} />;
}

/** The account's privacy page (export and deletion, issue 38 §2), built alongside this one. */
const EU_PRIVACIDADE = '/eu/privacidade';
