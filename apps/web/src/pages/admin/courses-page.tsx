import {
  Breadcrumbs,
  type CourseListQuery,
  CoursesTable,
  courseListQueryToParams,
  parseCourseListQuery,
} from '@aula/features';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../app/notify';
import { pathTo } from '../../routes/paths';

const courseHref = (id: number) => pathTo('admin-cursos-id-conteudo', { id });

/**
 * `/admin/cursos`: the course list. Its view (search, filters, sort, page) is the URL query, so
 * back/forward and a shared link restore it (ADR 016).
 */
export default function CoursesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parseCourseListQuery(searchParams), [searchParams]);
  const onQueryChange = useCallback(
    (next: CourseListQuery, options?: { replace?: boolean }) =>
      setSearchParams(courseListQueryToParams(next), { replace: options?.replace ?? false }),
    [setSearchParams],
  );
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'Cursos' }]}
      />
      <CoursesTable
        query={query}
        onQueryChange={onQueryChange}
        courseHref={courseHref}
        onOpenCourse={(id) => navigate(courseHref(id))}
        notify={notify}
      />
    </div>
  );
}
