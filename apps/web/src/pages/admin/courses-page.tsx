import { Breadcrumbs, CoursesTable, courseListQuery, useListQuery } from '@aula/features';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../app/notify';
import { pathTo } from '../../routes/paths';

const courseHref = (id: number) => pathTo('admin-cursos-id-conteudo', { id });

/**
 * `/admin/cursos`: the course list. Its view (search, filters, sort, page) is the URL query, so
 * back/forward and a shared link restore it (ADR 016).
 */
export default function CoursesPage() {
  const list = useListQuery(courseListQuery, useSearchParams());
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs
        items={[{ label: 'Administração', href: pathTo('admin') }, { label: 'Cursos' }]}
      />
      <CoursesTable
        {...list}
        courseHref={courseHref}
        onOpenCourse={(id) => navigate(courseHref(id))}
        notify={notify}
      />
    </div>
  );
}
