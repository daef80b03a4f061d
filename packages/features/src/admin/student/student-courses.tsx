import type { AdminStudentCourse } from '@aula/contract';
import { Progress, type TableColumn } from '@aula/ui';
import { useApiQuery } from '../../api/hooks';
import { FeatureLink } from '../../navigation/link';
import { DrawerListFrame, DrawerListTable } from '../list/drawer-list';
import { isStudentId } from './student-page';

export const studentCoursesMessages = {
  title: 'Cursos',
  intro: 'Os cursos publicados a que a conta tem acesso agora, pelas assinaturas ativas.',
  caption: 'Cursos do estudante',
  course: 'Curso',
  product: 'Produto',
  lectures: 'Aulas assistidas',
  progress: 'Progresso',
  emptyTitle: 'Sem acesso a cursos',
  emptyText: 'Nenhuma assinatura ativa dá acesso a um curso publicado.',
  loadError: 'Não foi possível carregar os cursos do estudante.',
  watchedOf: (watched: number, total: number) => `${watched} de ${total}`,
  progressOf: (title: string) => `Progresso em ${title}`,
} as const;

export interface StudentCoursesProps {
  studentId: number;
  /** The course's admin page. */
  courseHref: (id: number) => string;
}

/** "Cursos": the courses the student can watch, with how far they got in each. */
export function StudentCourses({ studentId, courseHref }: StudentCoursesProps) {
  const list = useApiQuery(
    'listAdminStudentCourses',
    isStudentId(studentId) ? { params: { id: studentId } } : null,
  );
  const columns: TableColumn<AdminStudentCourse>[] = [
    {
      id: 'course',
      header: studentCoursesMessages.course,
      rowHeader: true,
      cell: (row) => (
        <FeatureLink
          href={courseHref(row.course.id)}
          className="font-medium underline-offset-4 hover:underline"
        >
          {row.course.title}
        </FeatureLink>
      ),
    },
    { id: 'product', header: studentCoursesMessages.product, cell: (row) => row.product.title },
    {
      id: 'lectures',
      header: studentCoursesMessages.lectures,
      cell: (row) => studentCoursesMessages.watchedOf(row.watched_count, row.lectures_count),
    },
    {
      id: 'progress',
      header: studentCoursesMessages.progress,
      cell: (row) => (
        <Progress
          className="min-w-28"
          size="sm"
          value={row.progress_percentage}
          showValue
          label={studentCoursesMessages.progressOf(row.course.title)}
        />
      ),
    },
  ];
  return (
    <DrawerListFrame messages={studentCoursesMessages} list={list}>
      {(rows) => (
        <DrawerListTable
          caption={studentCoursesMessages.caption}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.course.id)}
          loading={list.isLoading}
          empty={{
            title: studentCoursesMessages.emptyTitle,
            description: studentCoursesMessages.emptyText,
          }}
        />
      )}
    </DrawerListFrame>
  );
}
