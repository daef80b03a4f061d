import { Breadcrumbs, TrialPeriods } from '@aula/features';
import { notify } from '../../app/notify';
import { pathTo } from '../../routes/paths';

/** `/admin/periodo-de-teste`: the trial periods and their drawer (ADR 023). */
export default function TrialsPage() {
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'Período de teste' }]}
      />
      <TrialPeriods notify={notify} />
    </div>
  );
}
