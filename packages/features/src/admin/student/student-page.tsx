import { isApiError } from '@aula/contract';
import { Avatar, Badge } from '@aula/ui';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../api/hooks';
import { RecordPage } from '../layout/record-page';

/** The student page's tabs, each a child route of `/admin/estudantes/{id}`, in the order shown. */
export const STUDENT_TABS = [
  { name: 'profile', label: 'Perfil' },
  { name: 'courses', label: 'Cursos' },
  { name: 'progress', label: 'Progresso' },
  { name: 'subscriptions', label: 'Assinaturas' },
] as const;

export type StudentTabName = (typeof STUDENT_TABS)[number]['name'];
/** Where each tab lives; the app owns its routes and passes their paths. */
export type StudentTabHrefs = Record<StudentTabName, string>;

export const studentPageMessages = {
  student: 'Estudante',
  notStudent: 'Não estudante',
  admin: 'Administrador',
  tabs: 'Seções do estudante',
  notFoundTitle: 'Estudante não encontrado',
  notFoundDescription: 'Esta conta não existe ou foi excluída.',
  backToStudents: 'Voltar para os estudantes',
  loadError: 'Não foi possível carregar o estudante.',
} as const;

/** The read the header and the profile tab share (one request, SWR dedupes it). */
export const adminStudentInput = (studentId: number) => ({ params: { id: studentId } });

/** An id the API can have (`/admin/estudantes/abc` is not asked for: it is not found). */
export const isStudentId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

export interface StudentPageProps {
  studentId: number;
  /** The tab being shown (marked `aria-current="page"`). */
  current: StudentTabName;
  hrefs: StudentTabHrefs;
  /** The list (`/admin/estudantes`), for the "not found" state. */
  studentsHref: string;
  /** The trail above the name (the admin's breadcrumbs), given the student's name. */
  trail?: (name: string) => ReactNode;
  children: ReactNode;
}

/**
 * The admin's student page (issue 19): its header (avatar, name, e-mail, badges) and the tabs,
 * which are links to child routes, so the URL, back and forward follow them. An unknown id is the
 * contract's `UserNotFoundException`, shown as "Estudante não encontrado".
 */
export function StudentPage({
  studentId,
  current,
  hrefs,
  studentsHref,
  trail,
  children,
}: StudentPageProps) {
  const validId = isStudentId(studentId);
  const read = useApiQuery('getAdminStudent', validId ? adminStudentInput(studentId) : null);
  return (
    <RecordPage
      read={read}
      notFound={!validId || (isApiError(read.error) && read.error.code === 'UserNotFoundException')}
      messages={{ ...studentPageMessages, back: studentPageMessages.backToStudents }}
      listHref={studentsHref}
      tabs={{ label: studentPageMessages.tabs, tabs: STUDENT_TABS, current, hrefs }}
      loadingTestId="student-page-loading"
      loadingTitleClassName="h-12"
      trail={({ data: student }) => (trail ? trail(student.name) : null)}
      header={({ data: student }) => (
        <header className="flex flex-wrap items-center gap-4">
          <Avatar name={student.name} src={student.avatar_url} size="lg" aria-hidden="true" />
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold break-words">{student.name}</h1>
              <Badge color={student.is_student ? 'success' : 'neutral'} size="sm">
                {student.is_student ? studentPageMessages.student : studentPageMessages.notStudent}
              </Badge>
              {student.is_admin ? (
                <Badge color="primary" size="sm">
                  {studentPageMessages.admin}
                </Badge>
              ) : null}
            </div>
            <p className="text-muted-foreground text-sm break-all">{student.email}</p>
          </div>
        </header>
      )}
    >
      {children}
    </RecordPage>
  );
}
