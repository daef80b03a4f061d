import { AccountPrivacy } from '@aula/features';
import { pathTo } from '../../routes/paths';

/**
 * `/eu/privacidade`: "Baixar meus dados" and "Excluir minha conta" (ADR 044). After a deletion the
 * browser loads `/conta-excluida` afresh: nothing of the person stays in memory, and no request of
 * this page, answered 401 a moment later, reads as "your session ended" and sends them to the login.
 */
export default function PrivacyPage() {
  return <AccountPrivacy onDeleted={() => window.location.replace(pathTo('conta-excluida'))} />;
}
