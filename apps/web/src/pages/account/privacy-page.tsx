import { AccountPrivacy } from '@aula/features';
import { useNavigate } from 'react-router';
import { pathTo } from '../../routes/paths';

/** `/eu/privacidade`: "Baixar meus dados" and "Excluir minha conta" (ADR 044). */
export default function PrivacyPage() {
  const navigate = useNavigate();
  return <AccountPrivacy onDeleted={() => navigate(pathTo('conta-excluida'), { replace: true })} />;
}
