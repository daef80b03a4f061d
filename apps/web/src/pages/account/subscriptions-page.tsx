import { Subscriptions } from '@aula/features';
import { useSearchParams } from 'react-router';
import { pathTo } from '../../routes/paths';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `/eu/assinaturas` (`?produto=<slug>` highlights a product: the player's enroll link). */
export default function SubscriptionsPage() {
  const [params] = useSearchParams();
  const produto = params.get('produto') ?? '';
  return (
    <Subscriptions
      catalogueHref={pathTo('index')}
      highlight={SLUG.test(produto) ? produto : undefined}
    />
  );
}
