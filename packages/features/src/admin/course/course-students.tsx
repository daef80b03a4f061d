import {
  type CourseStudent,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionStatus,
} from '@aula/contract';
import {
  Avatar,
  Badge,
  type BadgeProps,
  Button,
  EmptyState,
  FormField,
  Input,
  Pagination,
  Progress,
  Select,
  Table,
  type TableColumn,
} from '@aula/ui';
import { useId, useRef, useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import { LoadError } from '../../forms/load-error';
import { formatDate, formatDateTime, formatRelative } from '../../i18n/dates';
import { FeatureLink } from '../../navigation/link';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../use-debounced';
import {
  type CourseStudentsQuery,
  DEFAULT_COURSE_STUDENTS_QUERY,
  isStudentsFiltered,
  listCourseStudentsInput,
  STUDENTS_PER_PAGE,
} from './course-students-query';

export const studentsMessages = {
  title: 'Alunos',
  intro: 'Quem assina o produto deste curso, com o progresso e a situação da assinatura.',
  caption: 'Alunos do curso',
  search: 'Buscar alunos',
  searchHint: 'Nome ou e-mail.',
  status: 'Assinatura',
  allStatuses: 'Todas',
  loadError: 'Não foi possível carregar os alunos do curso.',
  emptyTitle: 'Nenhum aluno ainda',
  emptyText: 'Quem assinar o produto deste curso aparece aqui.',
  noMatchTitle: 'Nenhum aluno encontrado',
  noMatchText: 'Nenhum aluno corresponde à busca e ao filtro escolhidos.',
  clearFilters: 'Limpar busca',
  pastTheEndTitle: 'Esta página não existe mais',
  firstPage: 'Ir para a primeira página',
  pagination: 'Páginas de alunos',
  never: 'nunca',
  /** Before the subscription's start date: "desde 22/09/2026". */
  since: 'desde',
  none: '—',
  columns: {
    student: 'Aluno',
    progress: 'Progresso',
    lastLecture: 'Última aula',
    lastAccess: 'Último acesso',
    status: 'Assinatura',
  },
  progressOf: (name: string) => `Progresso de ${name}`,
} as const;

/** Each subscription state's pt-BR badge and tone, as the admin reads them (ADR 012, 019). */
export const STUDENT_STATUS_BADGES: Record<
  SubscriptionStatus,
  { label: string; color: NonNullable<BadgeProps['color']> }
> = {
  active: { label: SUBSCRIPTION_STATUS_LABELS.active, color: 'success' },
  trial: { label: SUBSCRIPTION_STATUS_LABELS.trial, color: 'primary' },
  lifetime: { label: SUBSCRIPTION_STATUS_LABELS.lifetime, color: 'success' },
  pending_payment: { label: SUBSCRIPTION_STATUS_LABELS.pending_payment, color: 'warning' },
  canceled: { label: SUBSCRIPTION_STATUS_LABELS.canceled, color: 'neutral' },
  expired: { label: SUBSCRIPTION_STATUS_LABELS.expired, color: 'error' },
};

/** "1 aluno" / "3 alunos". */
export const studentsCount = (count: number) => (count === 1 ? '1 aluno' : `${count} alunos`);

export interface CourseStudentsProps {
  courseId: number;
  /** The view (search, state filter, page): the page keeps it in the URL query. */
  query: CourseStudentsQuery;
  /** A new view; `replace` for the debounced search, so history keeps one entry per search. */
  onQueryChange: (query: CourseStudentsQuery, options?: { replace?: boolean }) => void;
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
  const ids = { search: useId(), status: useId() };
  const [searchText, setSearchText] = useState(query.search);

  // Back/forward or a link changed the search: the box shows it.
  const shownSearch = useRef(query.search);
  if (shownSearch.current !== query.search) {
    shownSearch.current = query.search;
    if (searchText.trim() !== query.search.trim()) setSearchText(query.search);
  }
  useDebounced(searchText, SEARCH_DEBOUNCE_MS, (text) => {
    if (text.trim() === query.search.trim()) return;
    onQueryChange({ ...query, search: text.trim(), page: 1 }, { replace: true });
  });

  const list = useApiQuery(
    'listCourseStudents',
    courseId > 0 ? listCourseStudentsInput(courseId, query, perPage) : null,
    { keepPreviousData: true },
  );
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const filtered = isStudentsFiltered(query);

  const columns: TableColumn<CourseStudent>[] = [
    {
      id: 'student',
      header: studentsMessages.columns.student,
      rowHeader: true,
      cell: (student) => (
        <span className="flex min-w-48 items-center gap-3">
          <Avatar name={student.name} src={student.avatar_url} size="md" aria-hidden="true" />
          <span className="flex min-w-0 flex-col">
            <FeatureLink
              href={studentHref(student.id)}
              className="font-medium underline-offset-4 hover:underline"
            >
              {student.name}
            </FeatureLink>
            <span className="text-muted-foreground text-xs font-normal">{student.email}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'progress',
      header: studentsMessages.columns.progress,
      cell: (student) => (
        <Progress
          className="min-w-28"
          size="sm"
          value={student.lectures_watched_percentage}
          showValue
          label={studentsMessages.progressOf(student.name)}
        />
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
    {
      id: 'last_access',
      header: studentsMessages.columns.lastAccess,
      cell: (student) =>
        student.last_accessed_at ? (
          <time
            dateTime={student.last_accessed_at}
            title={formatDateTime(student.last_accessed_at)}
            className="whitespace-nowrap"
          >
            {formatRelative(student.last_accessed_at, now)}
          </time>
        ) : (
          studentsMessages.never
        ),
    },
    {
      id: 'status',
      header: studentsMessages.columns.status,
      cell: (student) => {
        const badge = STUDENT_STATUS_BADGES[student.subscription_status];
        return (
          <span className="flex flex-col items-start gap-1">
            <Badge color={badge.color} className="whitespace-nowrap">
              {badge.label}
            </Badge>
            <span className="text-muted-foreground text-xs whitespace-nowrap">
              {studentsMessages.since}{' '}
              <time dateTime={student.enrolled_at}>{formatDate(student.enrolled_at)}</time>
            </span>
          </span>
        );
      },
    },
  ];

  const pastTheEnd = meta !== undefined && meta.total > 0 && rows.length === 0;
  const emptyState = pastTheEnd ? (
    <EmptyState
      level={3}
      title={studentsMessages.pastTheEndTitle}
      action={
        <Button variant="outline" onClick={() => onQueryChange({ ...query, page: 1 })}>
          {studentsMessages.firstPage}
        </Button>
      }
    />
  ) : filtered ? (
    <EmptyState
      level={3}
      title={studentsMessages.noMatchTitle}
      description={studentsMessages.noMatchText}
      action={
        <Button
          variant="outline"
          onClick={() => {
            setSearchText('');
            onQueryChange(DEFAULT_COURSE_STUDENTS_QUERY);
          }}
        >
          {studentsMessages.clearFilters}
        </Button>
      }
    />
  ) : (
    <EmptyState
      level={3}
      title={studentsMessages.emptyTitle}
      description={studentsMessages.emptyText}
    />
  );

  return (
    <section aria-busy={list.isLoading || undefined} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{studentsMessages.title}</h2>
        <p className="text-muted-foreground text-sm">{studentsMessages.intro}</p>
      </div>
      <search aria-label="Filtrar alunos" className="grid items-start gap-3 md:grid-cols-[2fr_1fr]">
        <FormField
          label={studentsMessages.search}
          htmlFor={ids.search}
          hint={studentsMessages.searchHint}
        >
          <Input
            type="search"
            size="md"
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.currentTarget.value)}
          />
        </FormField>
        <FormField label={studentsMessages.status} htmlFor={ids.status}>
          <Select
            size="md"
            value={query.status ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onQueryChange({
                ...query,
                page: 1,
                status: value in STUDENT_STATUS_BADGES ? (value as SubscriptionStatus) : null,
              });
            }}
            options={[
              { value: '', label: studentsMessages.allStatuses },
              ...Object.entries(STUDENT_STATUS_BADGES).map(([value, badge]) => ({
                value,
                label: badge.label,
              })),
            ]}
          />
        </FormField>
      </search>

      {list.error && !list.data ? (
        <LoadError
          title={studentsMessages.loadError}
          error={list.error}
          onRetry={() => void list.mutate()}
        />
      ) : (
        <>
          <p className="text-muted-foreground min-h-5 text-sm" aria-live="polite">
            {meta ? studentsCount(meta.total) : null}
          </p>
          <Table
            caption={studentsMessages.caption}
            hideCaption
            columns={columns}
            rows={rows}
            getRowId={(student) => String(student.id)}
            loading={list.isLoading}
            empty={emptyState}
          />
          {meta && meta.last_page > 1 ? (
            <Pagination
              label={studentsMessages.pagination}
              page={meta.current_page}
              pageCount={meta.last_page}
              onPageChange={(page) => onQueryChange({ ...query, page })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
