import { FeatureLink } from '@aula/features';
import { buttonVariants, EmptyState } from '@aula/ui';
import { useLocation } from 'react-router';
import { matchPath, pathTo } from '../routes/paths';

/** A page registered with its guard whose screen arrives with a later issue. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const route = matchPath(pathname);
  return (
    <div className="flex flex-col gap-6" data-route={route}>
      <h1 className="text-2xl font-bold">Em breve</h1>
      <EmptyState
        level={2}
        title="Esta área está sendo preparada"
        description="Esta página chega em uma próxima versão da Aula."
        action={
          <FeatureLink href={pathTo('index')} className={buttonVariants({ variant: 'outline' })}>
            Voltar para o início
          </FeatureLink>
        }
      />
    </div>
  );
}
