import type { AdminStudent } from '@aula/contract';
import { buttonVariants, DatePicker, FormField, type TableColumn } from '@aula/ui';
import { SubscriptionStatusBadge } from '../../account/subscriptions/labels';
import { useApiQuery } from '../../api/hooks';
import { formatDate } from '../../i18n/dates';
import { countLabel } from '../../i18n/plural';
import { ChoiceFilter } from '../list/choice-filter';
import { ProductFilter } from '../list/id-filter';
import { ListFrame } from '../list/list-frame';
import {
  lastAccessColumn,
  ProgressCell,
  StudentCell,
  StudentStatusFilter,
  studentRowId,
} from '../list/student-cells';
import { type ListQueryChange, listControls } from '../list/use-list-query';
import { fromDay, toDay } from '../shared/calendar-days';
import {
  listAdminStudentsInput,
  STUDENT_LIST_PER_PAGE,
  type StudentFilters,
  type StudentListQuery,
  studentFiltersOf,
  studentListQuery,
  studentSort,
} from './students-query';

export const studentListMessages = {
  title: 'Estudantes',
  intro: 'Todas as contas da escola, com as assinaturas e o progresso de cada uma.',
  caption: 'Estudantes',
  filters: 'Filtrar estudantes',
  search: 'Buscar',
  searchHint: 'Nome ou e-mail.',
  isStudent: 'Estudante',
  everyone: 'Todos',
  students: 'Estudantes',
  notStudents: 'Não estudantes',
  joinedFrom: 'Cadastro desde',
  joinedTo: 'Cadastro até',
  export: 'Exportar CSV',
  loadError: 'Não foi possível carregar os estudantes.',
  emptyTitle: 'Nenhuma conta ainda',
  emptyText: 'Quem se cadastrar na escola aparece aqui.',
  noMatchTitle: 'Nenhum estudante encontrado',
  noMatchText: 'Nenhuma conta corresponde à busca e aos filtros escolhidos.',
  pagination: 'Páginas de estudantes',
  noProducts: 'Nenhum produto',
  until: 'até',
  columns: {
    student: 'Nome',
    products: 'Produtos',
    progress: 'Progresso',
    createdAt: 'Cadastro',
  },
  progressOf: (name: string) => `Progresso de ${name}`,
} as const;

/** "1 conta" / "3 contas". */
export const accountsCount = (count: number) => countLabel(count, 'conta', 'contas');

export interface StudentsTableProps {
  /** The view (search, filters, sort, page): the page keeps it in the URL query. */
  query: StudentListQuery;
  /** A new view; `replace` for the debounced search, so history keeps one entry per search. */
  onQueryChange: ListQueryChange<StudentListQuery>;
  /** The student's admin page (route `admin-estudantes-id`). */
  studentHref: (id: number) => string;
  /** The CSV export's address with these filters (a plain link: the browser downloads it). */
  exportHref: (filters: StudentFilters) => string;
  /** What "há 2 dias" counts from (stories pin it). */
  now?: Date;
  perPage?: number;
}

/**
 * The admin's student list (issue 19, ADR 021): debounced search, product, subscription state,
 * "estudante" and joined-between filters, server-side sort and pages, all kept in the URL; the
 * CSV export is a link with the same filters.
 */
export function StudentsTable({
  query,
  onQueryChange,
  studentHref,
  exportHref,
  now,
  perPage = STUDENT_LIST_PER_PAGE,
}: StudentsTableProps) {
  const controls = listControls(studentListQuery, query, onQueryChange);
  const { change } = controls;
  const list = useApiQuery('listAdminStudents', listAdminStudentsInput(query, perPage), {
    keepPreviousData: true,
  });
  const products = useApiQuery('listProducts', { query: {} });

  const columns: TableColumn<AdminStudent>[] = [
    {
      id: 'student',
      header: studentListMessages.columns.student,
      rowHeader: true,
      sortable: true,
      cell: (student) => <StudentCell student={student} href={studentHref(student.id)} />,
    },
    {
      id: 'products',
      header: studentListMessages.columns.products,
      cell: (student) =>
        student.subscriptions.length === 0 ? (
          <span className="text-muted-foreground">{studentListMessages.noProducts}</span>
        ) : (
          <ul className="flex min-w-44 flex-col gap-1">
            {student.subscriptions.map((subscription) => {
              return (
                <li key={subscription.product.id} className="flex flex-wrap items-center gap-2">
                  <span className="text-sm">{subscription.product.title}</span>
                  <SubscriptionStatusBadge
                    className="whitespace-nowrap"
                    status={subscription.status}
                    size="sm"
                  />
                </li>
              );
            })}
          </ul>
        ),
    },
    {
      id: 'progress',
      header: studentListMessages.columns.progress,
      cell: (student) => <ProgressCell name={student.name} value={student.progress_percentage} />,
    },
    {
      id: 'created_at',
      header: studentListMessages.columns.createdAt,
      sortable: true,
      cell: (student) => (
        <time dateTime={student.created_at} className="whitespace-nowrap">
          {formatDate(student.created_at)}
        </time>
      ),
    },
    lastAccessColumn((student) => student.last_access_at, now),
  ];

  const productOptions = products.data?.data ?? [];
  return (
    <ListFrame
      messages={studentListMessages}
      actions={
        <a
          href={exportHref(studentFiltersOf(query))}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          {studentListMessages.export}
        </a>
      }
      filtersClassName="sm:grid-cols-2 lg:grid-cols-3"
      controls={controls}
      filters={
        <>
          <ProductFilter
            allLabel="Todos"
            options={productOptions}
            value={query.productId}
            onChange={(productId) => change({ productId })}
          />
          <StudentStatusFilter value={query.status} onChange={change} />
          <ChoiceFilter
            label={studentListMessages.isStudent}
            allLabel={studentListMessages.everyone}
            choices={{ sim: studentListMessages.students, nao: studentListMessages.notStudents }}
            value={query.isStudent === null ? null : query.isStudent ? 'sim' : 'nao'}
            onChange={(value) => change({ isStudent: value === null ? null : value === 'sim' })}
          />
          <FormField label={studentListMessages.joinedFrom}>
            <DatePicker
              value={fromDay(query.joinedFrom ?? '')}
              max={fromDay(query.joinedTo ?? '') ?? undefined}
              onChange={(date) => change({ joinedFrom: date ? toDay(date) : null })}
            />
          </FormField>
          <FormField label={studentListMessages.joinedTo}>
            <DatePicker
              value={fromDay(query.joinedTo ?? '')}
              min={fromDay(query.joinedFrom ?? '') ?? undefined}
              onChange={(date) => change({ joinedTo: date ? toDay(date) : null })}
            />
          </FormField>
        </>
      }
      list={list}
      count={accountsCount}
      table={{
        caption: studentListMessages.caption,
        columns,
        getRowId: studentRowId,
        ...studentSort.tableProps(query.sort, (sort) => change({ sort })),
      }}
    />
  );
}
