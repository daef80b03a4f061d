import { AdminProducts, Breadcrumbs } from '@aula/features';
import { notify } from '../../app/notify';
import { pathTo } from '../../routes/paths';

/** `/admin/produtos`: products, their offers and their drawer (issue 37 §1, ADR 041). */
export default function ProductsPage() {
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'Produtos' }]}
      />
      <AdminProducts notify={notify} />
    </div>
  );
}
