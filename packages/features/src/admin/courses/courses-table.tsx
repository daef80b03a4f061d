import type { CourseSort, CourseSummary } from '@aula/contract';
import { isApiError } from '@aula/contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  FormField,
  Input,
  Pagination,
  Select,
  Table,
  type TableColumn,
} from '@aula/ui';
import { useId, useRef, useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { LoadError } from '../../forms/load-error';
import { formatDate } from '../../i18n/dates';
import { statusMessages } from '../../i18n/error-messages';
import { FeatureLink } from '../../navigation/link';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../use-debounced';
import {
  COURSES_PER_PAGE,
  type CourseListQuery,
  courseSortOf,
  DEFAULT_COURSE_LIST_QUERY,
  isFiltered,
  listCoursesInput,
  tableSortOf,
} from './course-list-query';
import { CreateCourseDialog } from './create-course-dialog';

export const coursesMessages = {
  title: 'Cursos',
  caption: 'Cursos da plataforma',
  search: 'Buscar cursos',
  searchHint: 'Título ou endereço (slug).',
  product: 'Produto',
  allProducts: 'Todos os produtos',
  status: 'Status',
  allStatuses: 'Todos',
  published: 'Publicado',
  draft: 'Rascunho',
  loadError: 'Não foi possível carregar os cursos.',
  emptyTitle: 'Nenhum curso ainda',
  emptyText: 'Crie o primeiro curso para começar a montar o conteúdo.',
  noMatchTitle: 'Nenhum curso encontrado',
  noMatchText: 'Nenhum curso corresponde à busca e aos filtros escolhidos.',
  clearFilters: 'Limpar filtros',
  create: 'Novo curso',
  deleteSelected: 'Excluir selecionados',
  pagination: 'Páginas de cursos',
} as const;

/** "1 curso" / "3 cursos". */
export const coursesCount = (count: number) => (count === 1 ? '1 curso' : `${count} cursos`);
export const selectedLabel = (count: number) =>
  count === 1 ? '1 curso selecionado' : `${count} cursos selecionados`;
export const confirmDeleteTitle = (count: number) =>
  count === 1 ? 'Excluir 1 curso?' : `Excluir ${count} cursos?`;
export const confirmDeleteText =
  'Os alunos perdem o acesso a ele, e as seções, aulas, repositórios, o progresso e os favoritos são excluídos junto. Não é possível desfazer.';
export const deletedMessage = (count: number) =>
  count === 1 ? '1 curso excluído.' : `${count} cursos excluídos.`;

export interface CoursesTableProps {
  /** The view (search, filters, sort, page): the page keeps it in the URL query. */
  query: CourseListQuery;
  /** A new view; `replace` for each debounced keystroke, so history keeps one entry per search. */
  onQueryChange: (query: CourseListQuery, options?: { replace?: boolean }) => void;
  /** The course's admin page, for the title's link. */
  courseHref: (id: number) => string;
  /** After creating a course: open it. */
  onOpenCourse: (id: number) => void;
  notify: AccountNotify;
  perPage?: number;
}

/**
 * The admin list of courses: debounced search, product and status filters, server-side sorting
 * and pagination (the state is the page's `query`), row selection with bulk delete behind a
 * confirmation, and "Novo curso".
 */
export function CoursesTable({
  query,
  onQueryChange,
  courseHref,
  onOpenCourse,
  notify,
  perPage = COURSES_PER_PAGE,
}: CoursesTableProps) {
  const ids = { search: useId(), product: useId(), status: useId() };
  const [searchText, setSearchText] = useState(query.search);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

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

  const list = useApiQuery('listCourses', listCoursesInput(query, perPage), {
    keepPreviousData: true,
  });
  const products = useApiQuery('listProducts', { query: {} });
  const remove = useApiMutation('deleteCourses', { revalidate: ['listCourses'] });

  // A selection belongs to the rows shown: a new view starts with none.
  const viewKey = JSON.stringify(listCoursesInput(query, perPage));
  const selectionView = useRef(viewKey);
  if (selectionView.current !== viewKey) {
    selectionView.current = viewKey;
    if (selected.length > 0) setSelected([]);
  }

  const change = (patch: Partial<CourseListQuery>) =>
    onQueryChange({ ...query, page: 1, ...patch });
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const filtered = isFiltered(query);

  const columns: TableColumn<CourseSummary>[] = [
    {
      id: 'title',
      header: 'Título',
      // The server sorts: a constant key keeps its order while the header shows the sort.
      sortValue: () => 0,
      cell: (course) => (
        <FeatureLink
          href={courseHref(course.id)}
          className="font-medium underline-offset-4 hover:underline"
        >
          {course.title}
        </FeatureLink>
      ),
    },
    { id: 'product', header: 'Produto', cell: (course) => course.product?.title ?? '—' },
    {
      id: 'lectures',
      header: 'Aulas',
      align: 'end',
      cell: (course) =>
        course.drafts_count
          ? `${course.lectures_count} (+${course.drafts_count} em rascunho)`
          : course.lectures_count,
    },
    {
      id: 'students',
      header: 'Alunos',
      align: 'end',
      sortValue: () => 0,
      cell: (course) => course.students_count ?? '—',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (course) =>
        course.is_published ? (
          <Badge color="success">{coursesMessages.published}</Badge>
        ) : (
          <Badge color="neutral">{coursesMessages.draft}</Badge>
        ),
    },
    {
      id: 'updated_at',
      header: 'Atualizado em',
      sortValue: () => 0,
      cell: (course) => (course.updated_at ? formatDate(course.updated_at) : '—'),
    },
  ];

  async function deleteSelected() {
    const chosen = selected.map(Number);
    try {
      await remove.trigger({ body: { ids: chosen } });
    } catch (error) {
      notify('error', isApiError(error) ? error.message : statusMessages.malformedResponse);
      throw error;
    }
    setSelected([]);
    notify('success', deletedMessage(chosen.length));
    // The last rows of the last page are gone: show the page before it.
    if (chosen.length === rows.length && query.page > 1) change({ page: query.page - 1 });
  }

  const emptyState = filtered ? (
    <EmptyState
      level={2}
      title={coursesMessages.noMatchTitle}
      description={coursesMessages.noMatchText}
      action={
        <Button
          variant="outline"
          onClick={() => {
            setSearchText('');
            onQueryChange({ ...DEFAULT_COURSE_LIST_QUERY, sort: query.sort });
          }}
        >
          {coursesMessages.clearFilters}
        </Button>
      }
    />
  ) : (
    <EmptyState
      level={2}
      title={coursesMessages.emptyTitle}
      description={coursesMessages.emptyText}
      action={
        <CreateCourseDialog
          onCreated={onOpenCourse}
          notify={notify}
          products={products.data?.data ?? []}
          triggerLabel="Criar o primeiro curso"
        />
      }
    />
  );

  return (
    <section aria-busy={list.isLoading || undefined} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{coursesMessages.title}</h1>
        <CreateCourseDialog
          onCreated={onOpenCourse}
          notify={notify}
          products={products.data?.data ?? []}
          triggerLabel={coursesMessages.create}
        />
      </div>
      <search
        aria-label="Filtrar cursos"
        className="grid items-start gap-3 md:grid-cols-[2fr_1fr_1fr]"
      >
        <FormField
          label={coursesMessages.search}
          htmlFor={ids.search}
          hint={coursesMessages.searchHint}
        >
          <Input
            type="search"
            size="md"
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.currentTarget.value)}
          />
        </FormField>
        <FormField label={coursesMessages.product} htmlFor={ids.product}>
          <Select
            size="md"
            value={query.productId === null ? '' : String(query.productId)}
            onChange={(event) =>
              change({ productId: event.target.value ? Number(event.target.value) : null })
            }
            options={[
              { value: '', label: coursesMessages.allProducts },
              ...(products.data?.data ?? []).map((product) => ({
                value: String(product.id),
                label: product.title,
              })),
              // A product from a link whose list has not arrived yet keeps its value.
              ...(query.productId !== null &&
              !(products.data?.data ?? []).some((product) => product.id === query.productId)
                ? [{ value: String(query.productId), label: `Produto ${query.productId}` }]
                : []),
            ]}
          />
        </FormField>
        <FormField label={coursesMessages.status} htmlFor={ids.status}>
          <Select
            size="md"
            value={query.status ?? ''}
            onChange={(event) =>
              change({
                status:
                  event.target.value === 'published' || event.target.value === 'draft'
                    ? event.target.value
                    : null,
              })
            }
            options={[
              { value: '', label: coursesMessages.allStatuses },
              { value: 'published', label: coursesMessages.published },
              { value: 'draft', label: coursesMessages.draft },
            ]}
          />
        </FormField>
      </search>

      {list.error && !list.data ? (
        <LoadError
          title={coursesMessages.loadError}
          error={list.error}
          onRetry={() => void list.mutate()}
        />
      ) : (
        <>
          <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {meta ? coursesCount(meta.total) : null}
            </p>
            {selected.length > 0 ? (
              <div className="flex items-center gap-3">
                <span className="text-sm font-medium">{selectedLabel(selected.length)}</span>
                <ConfirmDialog
                  open={confirming}
                  onOpenChange={setConfirming}
                  trigger={
                    <Button color="error" variant="outline" size="sm">
                      {coursesMessages.deleteSelected}
                    </Button>
                  }
                  title={confirmDeleteTitle(selected.length)}
                  description={confirmDeleteText}
                  confirmLabel="Excluir"
                  onConfirm={deleteSelected}
                />
              </div>
            ) : null}
          </div>
          <Table
            caption={coursesMessages.caption}
            hideCaption
            columns={columns}
            rows={rows}
            getRowId={(course) => String(course.id)}
            getRowLabel={(course) => course.title}
            loading={list.isLoading}
            sort={tableSortOf(query.sort)}
            onSortChange={(sort) => {
              const next: CourseSort | null = courseSortOf(sort);
              if (next) change({ sort: next });
            }}
            selectable
            selectedIds={selected}
            onSelectedIdsChange={setSelected}
            empty={emptyState}
          />
          {meta ? (
            <Pagination
              label={coursesMessages.pagination}
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
