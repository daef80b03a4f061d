import { AuditLog, Breadcrumbs } from '@aula/features';
import { pathTo } from '../../routes/paths';

/** `/admin/auditoria`: what admins did to people's access and data (ADR 047). */
export default function AuditPage() {
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'Auditoria' }]}
      />
      <AuditLog studentHref={(id) => pathTo('admin-estudantes-id', { id })} />
    </div>
  );
}
