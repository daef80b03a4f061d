import { Breadcrumbs, Sales, salesQuery, useListQuery } from '@aula/features';
import { useSearchParams } from 'react-router';
import { notify } from '../../app/notify';
import { pathTo } from '../../routes/paths';

/**
 * `/admin/vendas`: the checkout platforms' events and what Aula did (ADR 042). Its view
 * (platform, status, search, page) is the URL query (`plataforma`, `situacao`, `busca`, `pagina`).
 */
export default function SalesPage() {
  const list = useListQuery(salesQuery, useSearchParams());
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'Vendas' }]}
      />
      <Sales {...list} notify={notify} />
    </div>
  );
}
