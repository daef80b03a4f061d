import { ConsentUpdate } from '@aula/features';
import { useNavigate } from 'react-router';
import { pathTo } from '../routes/paths';

/** "Atualizamos nossos termos" with the app's addresses (loaded by ./consent-gate when needed). */
export default function ConsentDialog() {
  const navigate = useNavigate();
  return (
    <ConsentUpdate
      termsHref={pathTo('termos')}
      privacyHref={pathTo('privacidade')}
      rightsHref={pathTo('eu-privacidade')}
      onDecline={() => navigate(pathTo('logout'))}
    />
  );
}
