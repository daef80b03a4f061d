import type { CourseSummary } from '@aula/contract';
import { isApiError } from '@aula/contract';
import { Badge, Button, ConfirmDialog, type TableColumn } from '@aula/ui';
import { useState } from 'react';
import type { AccountNotify } from '../../account/notify';
import { useApiQuery } from '../../api/hooks';
import { useApiMutation } from '../../api/mutations';
import { formatDate } from '../../i18n/dates';
import { statusMessages } from '../../i18n/error-messages';
import { countLabel } from '../../i18n/plural';
import { FeatureLink } from '../../navigation/link';
import { ChoiceFilter } from '../list/choice-filter';
import { ProductFilter } from '../list/id-filter';
import { ListFrame } from '../list/list-frame';
import { type ListQueryChange, listControls } from '../list/use-list-query';
import {
  COURSES_PER_PAGE,
  type CourseListQuery,
  courseListQuery,
  courseSort,
  listCoursesInput,
} from './course-list-query';
import { CreateCourseDialog } from './create-course-dialog';

export const coursesMessages = {
  title: 'Cursos',
  filters: 'Filtrar cursos',
  caption: 'Cursos da plataforma',
  search: 'Buscar cursos',
  searchHint: 'Título ou endereço (slug).',
  status: 'Status',
  allStatuses: 'Todos',
  published: 'Publicado',
  draft: 'Rascunho',
  loadError: 'Não foi possível carregar os cursos.',
  emptyTitle: 'Nenhum curso ainda',
  emptyText: 'Crie o primeiro curso para começar a montar o conteúdo.',
  noMatchTitle: 'Nenhum curso encontrado',
  noMatchText: 'Nenhum curso corresponde à busca e aos filtros escolhidos.',
  create: 'Novo curso',
  deleteSelected: 'Excluir selecionados',
  pagination: 'Páginas de cursos',
} as const;

/** "1 curso" / "3 cursos". */
export const coursesCount = (count: number) => countLabel(count, 'curso', 'cursos');
export const selectedLabel = (count: number) =>
  countLabel(count, 'curso selecionado', 'cursos selecionados');
export const confirmDeleteTitle = (count: number) =>
  `Excluir ${countLabel(count, 'curso', 'cursos')}?`;
export const confirmDeleteText =
  'Os alunos perdem o acesso a ele, e as seções, aulas, repositórios, o progresso e os favoritos são excluídos junto. Não é possível desfazer.';
export const deletedMessage = (count: number) =>
  `${countLabel(count, 'curso excluído', 'cursos excluídos')}.`;

export interface CoursesTableProps {
  /** The view (search, filters, sort, page): the page keeps it in the URL query. */
  query: CourseListQuery;
  /** A new view; `replace` for each debounced keystroke, so history keeps one entry per search. */
  onQueryChange: ListQueryChange<CourseListQuery>;
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
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const controls = listControls(courseListQuery, query, onQueryChange);
  const { change } = controls;

  const list = useApiQuery('listCourses', listCoursesInput(query, perPage), {
    keepPreviousData: true,
  });
  const products = useApiQuery('listProducts', { query: {} });
  const remove = useApiMutation('deleteCourses', { revalidate: ['listCourses'] });

  // A selection belongs to the rows shown: a new view starts with none.
  const viewKey = JSON.stringify(listCoursesInput(query, perPage));
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    if (selected.length > 0) setSelected([]);
  }

  const rows = list.data?.data ?? [];

  const columns: TableColumn<CourseSummary>[] = [
    {
      id: 'title',
      header: 'Título',
      sortable: true,
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
      sortable: true,
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
      sortable: true,
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

  const productOptions = products.data?.data ?? [];
  return (
    <ListFrame
      messages={coursesMessages}
      actions={
        <CreateCourseDialog
          onCreated={onOpenCourse}
          notify={notify}
          products={productOptions}
          triggerLabel={coursesMessages.create}
        />
      }
      filtersClassName="md:grid-cols-[2fr_1fr_1fr]"
      controls={controls}
      filters={
        <>
          <ProductFilter
            options={productOptions}
            value={query.productId}
            onChange={(productId) => change({ productId })}
          />
          <ChoiceFilter
            label={coursesMessages.status}
            allLabel={coursesMessages.allStatuses}
            choices={{ published: coursesMessages.published, draft: coursesMessages.draft }}
            value={query.status}
            onChange={(status) => change({ status })}
          />
        </>
      }
      list={list}
      count={coursesCount}
      toolbar={
        selected.length > 0 ? (
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
        ) : null
      }
      table={{
        caption: coursesMessages.caption,
        columns,
        getRowId: (course) => String(course.id),
        getRowLabel: (course) => course.title,
        ...courseSort.tableProps(query.sort, (sort) => change({ sort })),
        selectable: true,
        selectedIds: selected,
        onSelectedIdsChange: setSelected,
      }}
      emptyAction={
        <CreateCourseDialog
          onCreated={onOpenCourse}
          notify={notify}
          products={productOptions}
          triggerLabel="Criar o primeiro curso"
        />
      }
    />
  );
}
