import { AdminEmails, Breadcrumbs } from '@aula/features';
import { pathTo } from '../../routes/paths';

/** `/admin/emails`: the outbox's latest messages and their delivery (ADR 039). */
export default function EmailsPage() {
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'E-mails' }]}
      />
      <AdminEmails />
    </div>
  );
}
