import { UnsubscribePage } from '@aula/features';
import { useSearchParams } from 'react-router';
import { pathTo } from '../routes/paths';

/** `/descadastrar?token=`: an e-mail's unsubscribe link, confirmed by a click (ADR 040). */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <UnsubscribePage token={params.get('token')} preferencesHref={pathTo('eu-preferencias')} />
  );
}
