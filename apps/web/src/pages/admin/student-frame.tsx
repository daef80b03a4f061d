import { Breadcrumbs, STUDENT_TABS, StudentPage, type StudentTabName } from '@aula/features';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { pathTo } from '../../routes/paths';

/** The student id of `/admin/estudantes/:id/*`; a non-number is an id no account has. */
export function useStudentId(): number {
  const { id = '' } = useParams();
  const parsed = Number(id);
  return Number.isInteger(parsed) && parsed > 0 && parsed <= 2_147_483_647 ? parsed : 0;
}

/** The student page's frame (header and tabs) around one tab, with the app's paths. */
export function StudentFrame({ tab, children }: { tab: StudentTabName; children: ReactNode }) {
  const { id = '' } = useParams();
  const studentId = useStudentId();
  return (
    <StudentPage
      studentId={studentId}
      current={tab}
      studentsHref={pathTo('admin-estudantes')}
      trail={(name) => (
        <Breadcrumbs
          items={[
            { label: 'Administração', href: pathTo('admin') },
            { label: 'Estudantes', href: pathTo('admin-estudantes') },
            { label: name, href: pathTo('admin-estudantes-id', { id }) },
            { label: STUDENT_TABS.find((item) => item.name === tab)?.label ?? name },
          ]}
        />
      )}
      hrefs={{
        profile: pathTo('admin-estudantes-id', { id }),
        courses: pathTo('admin-estudantes-id-cursos', { id }),
        progress: pathTo('admin-estudantes-id-progresso', { id }),
        subscriptions: pathTo('admin-estudantes-id-assinaturas', { id }),
      }}
    >
      {children}
    </StudentPage>
  );
}
