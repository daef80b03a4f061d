import type { CourseStudent } from '@aula/contract';
import type { TableColumn } from '@aula/ui';
import { SubscriptionStatusBadge } from '../../account/subscriptions/labels';
import { useApiQuery } from '../../api/hooks';
import { formatDate } from '../../i18n/dates';
import { countLabel } from '../../i18n/plural';
import { FeatureLink } from '../../navigation/link';
import { ListFrame } from '../list/list-frame';
import {
  lastAccessColumn,
  ProgressCell,
  StudentCell,
  StudentStatusFilter,
  studentRowId,
} from '../list/student-cells';
import { type ListQueryChange, listControls } from '../list/use-list-query';
import {
  type CourseStudentsQuery,
  courseStudentsQuery,
  listCourseStudentsInput,
  STUDENTS_PER_PAGE,
} from './course-students-query';

export const studentsMessages = {
  title: 'Alunos',
  filters: 'Filtrar alunos',
  intro: 'Quem assina o produto deste curso, com o progresso e a situação da assinatura.',
  caption: 'Alunos do curso',
  search: 'Buscar alunos',
  searchHint: 'Nome ou e-mail.',
  loadError: 'Não foi possível carregar os alunos do curso.',
  emptyTitle: 'Nenhum aluno ainda',
  emptyText: 'Quem assinar o produto deste curso aparece aqui.',
  noMatchTitle: 'Nenhum aluno encontrado',
  noMatchText: 'Nenhum aluno corresponde à busca e ao filtro escolhidos.',
  clearFilters: 'Limpar busca',
  pagination: 'Páginas de alunos',
  /** Before the subscription's start date: "desde 22/09/2026". */
  since: 'desde',
  none: '—',
  columns: {
    student: 'Aluno',
    progress: 'Progresso',
    lastLecture: 'Última aula',
    status: 'Assinatura',
  },
} as const;

/** "1 aluno" / "3 alunos". */
export const studentsCount = (count: number) => countLabel(count, 'aluno', 'alunos');

export interface CourseStudentsProps {
  courseId: number;
  /** The view (search, state filter, page): the page keeps it in the URL query. */
  query: CourseStudentsQuery;
  /** A new view; `replace` for the debounced search, so history keeps one entry per search. */
  onQueryChange: ListQueryChange<CourseStudentsQuery>;
  /** The student's admin page (route `admin-estudantes-id`). */
  studentHref: (id: number) => string;
  /** The lecture in the player; absent (the title is plain text) while the course is unknown. */
  lectureHref?: ((lecture: { id: number; position: number }) => string) | undefined;
  /** What "há 2 dias" counts from (stories pin it). */
  now?: Date;
  perPage?: number;
}

/**
 * "Alunos": every subscriber of the course's product with progress, last lecture, last access and
 * the subscription's state (ADR 019); debounced search and server-side pages kept in the URL.
 */
export function CourseStudents({
  courseId,
  query,
  onQueryChange,
  studentHref,
  lectureHref,
  now,
  perPage = STUDENTS_PER_PAGE,
}: CourseStudentsProps) {
  const controls = listControls(courseStudentsQuery, query, onQueryChange);
  const list = useApiQuery(
    'listCourseStudents',
    courseId > 0 ? listCourseStudentsInput(courseId, query, perPage) : null,
    { keepPreviousData: true },
  );

  const columns: TableColumn<CourseStudent>[] = [
    {
      id: 'student',
      header: studentsMessages.columns.student,
      rowHeader: true,
      cell: (student) => <StudentCell student={student} href={studentHref(student.id)} />,
    },
    {
      id: 'progress',
      header: studentsMessages.columns.progress,
      cell: (student) => (
        <ProgressCell name={student.name} value={student.lectures_watched_percentage} />
      ),
    },
    {
      id: 'last_lecture',
      header: studentsMessages.columns.lastLecture,
      cell: (student) => {
        const lecture = student.last_lecture;
        if (!lecture) return studentsMessages.none;
        const label = `${lecture.position}. ${lecture.title}`;
        return lectureHref ? (
          <FeatureLink
            href={lectureHref(lecture)}
            className="inline-block min-w-36 underline-offset-4 hover:underline"
          >
            {label}
          </FeatureLink>
        ) : (
          <span className="inline-block min-w-36">{label}</span>
        );
      },
    },
    lastAccessColumn((student) => student.last_accessed_at, now),
    {
      id: 'status',
      header: studentsMessages.columns.status,
      cell: (student) => {
        return (
          <span className="flex flex-col items-start gap-1">
            <SubscriptionStatusBadge
              className="whitespace-nowrap"
              status={student.subscription_status}
            />
            <span className="text-muted-foreground text-xs whitespace-nowrap">
              {studentsMessages.since}{' '}
              <time dateTime={student.enrolled_at}>{formatDate(student.enrolled_at)}</time>
            </span>
          </span>
        );
      },
    },
  ];

  return (
    <ListFrame
      messages={studentsMessages}
      level={2}
      controls={controls}
      filtersClassName="md:grid-cols-[2fr_1fr]"
      filters={<StudentStatusFilter value={query.status} onChange={controls.change} />}
      list={list}
      count={studentsCount}
      table={{ caption: studentsMessages.caption, columns, getRowId: studentRowId }}
    />
  );
}
