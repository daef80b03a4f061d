import { LifetimeAccess } from '@aula/features';
import { pathTo } from '../../routes/paths';

/** `/eu/acesso-vitalicio`: lifetime access and its claim with an order code. */
export default function LifetimeAccessPage() {
  return <LifetimeAccess subscriptionsHref={pathTo('eu-assinaturas')} />;
}
