import { UnsubscribePage } from '@aula/features';
import { useSearchParams } from 'react-router';

/** `/descadastrar?token=`: an e-mail's unsubscribe link, confirmed by a click (ADR 040). */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return <UnsubscribePage token={params.get('token')} />;
}
