import type { AdminStudent, SubscriptionStatus } from '@aula/contract';
import {
  Avatar,
  Badge,
  Button,
  buttonVariants,
  DatePicker,
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
import { STUDENT_STATUS_BADGES } from '../course/course-students';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../use-debounced';
import {
  DEFAULT_STUDENT_LIST_QUERY,
  dateOfDay,
  dayOf,
  isStudentListFiltered,
  listAdminStudentsInput,
  STUDENT_LIST_PER_PAGE,
  type StudentFilters,
  type StudentListQuery,
  studentFiltersOf,
  studentSortOf,
  studentTableSortOf,
} from './students-query';

export const studentListMessages = {
  title: 'Estudantes',
  intro: 'Todas as contas da escola, com as assinaturas e o progresso de cada uma.',
  caption: 'Estudantes',
  filters: 'Filtrar estudantes',
  search: 'Buscar',
  searchHint: 'Nome ou e-mail.',
  product: 'Produto',
  allProducts: 'Todos',
  status: 'Assinatura',
  allStatuses: 'Todas',
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
  clearFilters: 'Limpar filtros',
  pastTheEndTitle: 'Esta página não existe mais',
  firstPage: 'Ir para a primeira página',
  pagination: 'Páginas de estudantes',
  never: 'nunca',
  noProducts: 'Nenhum produto',
  until: 'até',
  columns: {
    student: 'Nome',
    products: 'Produtos',
    progress: 'Progresso',
    createdAt: 'Cadastro',
    lastAccess: 'Último acesso',
  },
  progressOf: (name: string) => `Progresso de ${name}`,
} as const;

/** "1 conta" / "3 contas". */
export const accountsCount = (count: number) => (count === 1 ? '1 conta' : `${count} contas`);

export interface StudentsTableProps {
  /** The view (search, filters, sort, page): the page keeps it in the URL query. */
  query: StudentListQuery;
  /** A new view; `replace` for the debounced search, so history keeps one entry per search. */
  onQueryChange: (query: StudentListQuery, options?: { replace?: boolean }) => void;
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
  const ids = {
    search: useId(),
    product: useId(),
    status: useId(),
    isStudent: useId(),
    from: useId(),
    to: useId(),
  };
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

  const list = useApiQuery('listAdminStudents', listAdminStudentsInput(query, perPage), {
    keepPreviousData: true,
  });
  const products = useApiQuery('listProducts', { query: {} });
  const change = (patch: Partial<StudentListQuery>) =>
    onQueryChange({ ...query, page: 1, ...patch });
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const filtered = isStudentListFiltered(query);

  const columns: TableColumn<AdminStudent>[] = [
    {
      id: 'student',
      header: studentListMessages.columns.student,
      rowHeader: true,
      // The server sorts: a constant key keeps its order while the header shows the sort.
      sortValue: () => 0,
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
      id: 'products',
      header: studentListMessages.columns.products,
      cell: (student) =>
        student.subscriptions.length === 0 ? (
          <span className="text-muted-foreground">{studentListMessages.noProducts}</span>
        ) : (
          <ul className="flex min-w-44 flex-col gap-1">
            {student.subscriptions.map((subscription) => {
              const badge = STUDENT_STATUS_BADGES[subscription.status];
              return (
                <li key={subscription.product.id} className="flex flex-wrap items-center gap-2">
                  <span className="text-sm">{subscription.product.title}</span>
                  <Badge color={badge.color} size="sm" className="whitespace-nowrap">
                    {badge.label}
                  </Badge>
                </li>
              );
            })}
          </ul>
        ),
    },
    {
      id: 'progress',
      header: studentListMessages.columns.progress,
      cell: (student) => (
        <Progress
          className="min-w-28"
          size="sm"
          value={student.progress_percentage}
          showValue
          label={studentListMessages.progressOf(student.name)}
        />
      ),
    },
    {
      id: 'created_at',
      header: studentListMessages.columns.createdAt,
      sortValue: () => 0,
      cell: (student) => (
        <time dateTime={student.created_at} className="whitespace-nowrap">
          {formatDate(student.created_at)}
        </time>
      ),
    },
    {
      id: 'last_access',
      header: studentListMessages.columns.lastAccess,
      cell: (student) =>
        student.last_access_at ? (
          <time
            dateTime={student.last_access_at}
            title={formatDateTime(student.last_access_at)}
            className="whitespace-nowrap"
          >
            {formatRelative(student.last_access_at, now)}
          </time>
        ) : (
          studentListMessages.never
        ),
    },
  ];

  const pastTheEnd = meta !== undefined && meta.total > 0 && rows.length === 0;
  const emptyState = pastTheEnd ? (
    <EmptyState
      level={2}
      title={studentListMessages.pastTheEndTitle}
      action={
        <Button variant="outline" onClick={() => onQueryChange({ ...query, page: 1 })}>
          {studentListMessages.firstPage}
        </Button>
      }
    />
  ) : filtered ? (
    <EmptyState
      level={2}
      title={studentListMessages.noMatchTitle}
      description={studentListMessages.noMatchText}
      action={
        <Button
          variant="outline"
          onClick={() => {
            setSearchText('');
            onQueryChange({ ...DEFAULT_STUDENT_LIST_QUERY, sort: query.sort });
          }}
        >
          {studentListMessages.clearFilters}
        </Button>
      }
    />
  ) : (
    <EmptyState
      level={2}
      title={studentListMessages.emptyTitle}
      description={studentListMessages.emptyText}
    />
  );

  const productOptions = products.data?.data ?? [];
  return (
    <section aria-busy={list.isLoading || undefined} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{studentListMessages.title}</h1>
          <p className="text-muted-foreground text-sm">{studentListMessages.intro}</p>
        </div>
        <a
          href={exportHref(studentFiltersOf(query))}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          {studentListMessages.export}
        </a>
      </div>
      <search
        aria-label={studentListMessages.filters}
        className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <FormField
          label={studentListMessages.search}
          htmlFor={ids.search}
          hint={studentListMessages.searchHint}
        >
          <Input
            type="search"
            size="md"
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.currentTarget.value)}
          />
        </FormField>
        <FormField label={studentListMessages.product} htmlFor={ids.product}>
          <Select
            size="md"
            value={query.productId === null ? '' : String(query.productId)}
            onChange={(event) =>
              change({ productId: event.target.value ? Number(event.target.value) : null })
            }
            options={[
              { value: '', label: studentListMessages.allProducts },
              ...productOptions.map((product) => ({
                value: String(product.id),
                label: product.title,
              })),
              // A product from a link whose list has not arrived yet keeps its value.
              ...(query.productId !== null &&
              !productOptions.some((product) => product.id === query.productId)
                ? [{ value: String(query.productId), label: `Produto ${query.productId}` }]
                : []),
            ]}
          />
        </FormField>
        <FormField label={studentListMessages.status} htmlFor={ids.status}>
          <Select
            size="md"
            value={query.status ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              change({
                status: value in STUDENT_STATUS_BADGES ? (value as SubscriptionStatus) : null,
              });
            }}
            options={[
              { value: '', label: studentListMessages.allStatuses },
              ...Object.entries(STUDENT_STATUS_BADGES).map(([value, badge]) => ({
                value,
                label: badge.label,
              })),
            ]}
          />
        </FormField>
        <FormField label={studentListMessages.isStudent} htmlFor={ids.isStudent}>
          <Select
            size="md"
            value={query.isStudent === null ? '' : query.isStudent ? 'sim' : 'nao'}
            onChange={(event) => {
              const value = event.target.value;
              change({ isStudent: value === 'sim' ? true : value === 'nao' ? false : null });
            }}
            options={[
              { value: '', label: studentListMessages.everyone },
              { value: 'sim', label: studentListMessages.students },
              { value: 'nao', label: studentListMessages.notStudents },
            ]}
          />
        </FormField>
        <FormField label={studentListMessages.joinedFrom} htmlFor={ids.from}>
          <DatePicker
            value={query.joinedFrom ? dateOfDay(query.joinedFrom) : null}
            max={query.joinedTo ? dateOfDay(query.joinedTo) : undefined}
            onChange={(date) => change({ joinedFrom: date ? dayOf(date) : null })}
          />
        </FormField>
        <FormField label={studentListMessages.joinedTo} htmlFor={ids.to}>
          <DatePicker
            value={query.joinedTo ? dateOfDay(query.joinedTo) : null}
            min={query.joinedFrom ? dateOfDay(query.joinedFrom) : undefined}
            onChange={(date) => change({ joinedTo: date ? dayOf(date) : null })}
          />
        </FormField>
      </search>

      {list.error && !list.data ? (
        <LoadError
          title={studentListMessages.loadError}
          error={list.error}
          onRetry={() => void list.mutate()}
        />
      ) : (
        <>
          <p className="text-muted-foreground min-h-5 text-sm" aria-live="polite">
            {meta ? accountsCount(meta.total) : null}
          </p>
          <Table
            caption={studentListMessages.caption}
            hideCaption
            columns={columns}
            rows={rows}
            getRowId={(student) => String(student.id)}
            loading={list.isLoading}
            sort={studentTableSortOf(query.sort)}
            onSortChange={(sort) => {
              const next = studentSortOf(sort);
              if (next) change({ sort: next });
            }}
            empty={emptyState}
          />
          {meta && meta.last_page > 1 ? (
            <Pagination
              label={studentListMessages.pagination}
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
