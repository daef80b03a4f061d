import { isApiError } from '@aula/contract';
import { Avatar, Badge, buttonVariants, Skeleton } from '@aula/ui';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../api/hooks';
import { LoadError } from '../../forms/load-error';
import { FeatureLink } from '../../navigation/link';
import { RouteTabs } from '../layout/route-tabs';

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
  const { data, error, isLoading, mutate } = useApiQuery(
    'getAdminStudent',
    validId ? adminStudentInput(studentId) : null,
  );
  const tabLabel = STUDENT_TABS.find((tab) => tab.name === current)?.label ?? '';

  if (isLoading) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" data-testid="student-page-loading">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-12 w-72" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (!validId || (isApiError(error) && error.code === 'UserNotFoundException')) {
    return (
      <section className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-bold">{studentPageMessages.notFoundTitle}</h1>
        <p className="text-muted-foreground">{studentPageMessages.notFoundDescription}</p>
        <FeatureLink href={studentsHref} className={buttonVariants({ variant: 'outline' })}>
          {studentPageMessages.backToStudents}
        </FeatureLink>
      </section>
    );
  }
  if (error || !data) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{tabLabel}</h1>
        <LoadError
          title={studentPageMessages.loadError}
          error={error}
          onRetry={() => void mutate()}
        />
      </div>
    );
  }

  const student = data.data;
  return (
    <div className="flex flex-col gap-6">
      {trail ? trail(student.name) : null}
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
      <RouteTabs
        label={studentPageMessages.tabs}
        tabs={STUDENT_TABS}
        current={current}
        hrefs={hrefs}
      />
      <div>{children}</div>
    </div>
  );
}
