import { Breadcrumbs, COURSE_TABS, CoursePage, type CourseTabName } from '@aula/features';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { pathTo } from '../../routes/paths';

/** The course id of `/admin/cursos/:id/*`; a non-number is an id no course has. */
export function useCourseId(): number {
  const { id = '' } = useParams();
  const parsed = Number(id);
  return Number.isInteger(parsed) && parsed > 0 && parsed <= 2_147_483_647 ? parsed : 0;
}

/** The course page's frame (header and tabs) around one tab, with the app's paths. */
export function CourseFrame({ tab, children }: { tab: CourseTabName; children: ReactNode }) {
  const { id = '' } = useParams();
  const courseId = useCourseId();
  return (
    <CoursePage
      courseId={courseId}
      current={tab}
      coursesHref={pathTo('admin-cursos')}
      trail={(title) => (
        <Breadcrumbs
          items={[
            { label: 'Administração', href: pathTo('admin') },
            { label: 'Cursos', href: pathTo('admin-cursos') },
            { label: title, href: pathTo('admin-cursos-id', { id }) },
            { label: COURSE_TABS.find((item) => item.name === tab)?.label ?? title },
          ]}
        />
      )}
      playerHref={(slug) => pathTo('course-aula-lecture', { course: slug, lecture: 1 })}
      hrefs={{
        overview: pathTo('admin-cursos-id', { id }),
        content: pathTo('admin-cursos-id-conteudo', { id }),
        students: pathTo('admin-cursos-id-alunos', { id }),
        repositories: pathTo('admin-cursos-id-repositorios', { id }),
        basics: pathTo('admin-cursos-id-informacoes-basicas', { id }),
      }}
    >
      {children}
    </CoursePage>
  );
}
