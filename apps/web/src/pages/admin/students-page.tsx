import { ADMIN_STUDENTS_EXPORT_PATH } from '@aula/contract';
import {
  Breadcrumbs,
  type StudentFilters,
  StudentsTable,
  studentListQuery,
  useListQuery,
} from '@aula/features';
import { useSearchParams } from 'react-router';
import { config } from '../../config';
import { pathTo } from '../../routes/paths';

const studentHref = (id: number) => pathTo('admin-estudantes-id', { id });

/** The CSV export with the list's filters: a same-origin GET the browser downloads (ADR 021). */
const exportHref = (filters: StudentFilters) => {
  const params = new URLSearchParams(
    Object.entries(filters).map(([key, value]) => [key, String(value)]),
  );
  const base = config.apiBaseUrl.endsWith('/') ? config.apiBaseUrl : `${config.apiBaseUrl}/`;
  return `${base}${ADMIN_STUDENTS_EXPORT_PATH}?${params}`;
};

/**
 * `/admin/estudantes`: every account. Its view (search, filters, sort, page) is the URL query
 * (`busca`, `produto`, `situacao`, `estudante`, `desde`, `ate`, `ordem`, `pagina`), so back/forward
 * and a shared link restore it.
 */
export default function StudentsPage() {
  const list = useListQuery(studentListQuery, useSearchParams());
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'Estudantes' }]}
      />
      <StudentsTable {...list} studentHref={studentHref} exportHref={exportHref} />
    </div>
  );
}
