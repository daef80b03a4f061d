import { ADMIN_STUDENTS_EXPORT_PATH } from '@aula/contract';
import {
  Breadcrumbs,
  parseStudentListQuery,
  type StudentFilters,
  type StudentListQuery,
  StudentsTable,
  studentListQueryToParams,
} from '@aula/features';
import { useCallback, useMemo } from 'react';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseStudentListQuery(searchParams), [searchParams]);
  const onQueryChange = useCallback(
    (next: StudentListQuery, options?: { replace?: boolean }) =>
      setSearchParams(studentListQueryToParams(next), { replace: options?.replace ?? false }),
    [setSearchParams],
  );
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'Estudantes' }]}
      />
      <StudentsTable
        query={query}
        onQueryChange={onQueryChange}
        studentHref={studentHref}
        exportHref={exportHref}
      />
    </div>
  );
}
