import type { CourseSummary } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { csrfCookieHandler, mockEndpoint, mockState } from '../../testing';
import { adminProducts, makeAdminCourse, makeAdminCourses } from '../../testing/fixtures-admin';
import { listMessages } from '../list/list-empty';
import {
  debouncedSearchStory,
  listServer,
  loadFailedStory,
  renderWithStoryListQuery,
  rowsOf,
  searchMatches,
} from '../list/list-stories';
import { DEFAULT_COURSE_LIST_QUERY } from './course-list-query';
import { CoursesTable, confirmDeleteText, coursesMessages } from './courses-table';
import { createCourseMessages } from './create-course-dialog';

/** A small server for the list: `rows` by the request's search, product and status. */
const listHandler = (rows: CourseSummary[] = makeAdminCourses(), seen: string[] = []) =>
  listServer(
    'listCourses',
    rows,
    (course, params) => {
      const product = params.get('product_id');
      const status = params.get('status');
      return (
        searchMatches(params, course.title) &&
        (!product || String(course.product?.id) === product) &&
        (!status || course.is_published === (status === 'published'))
      );
    },
    { seen },
  );

const base = [csrfCookieHandler, mockEndpoint('listProducts', { data: adminProducts })];

const meta = {
  title: 'features/admin/CoursesTable',
  component: CoursesTable,
  render: renderWithStoryListQuery(CoursesTable),
  args: {
    query: DEFAULT_COURSE_LIST_QUERY,
    onQueryChange: fn(),
    onOpenCourse: fn(),
    courseHref: (id: number) => `#/admin/cursos/${id}/conteudo`,
    notify: fn(),
  },
  parameters: {
    msw: {
      handlers: [
        ...base,
        listHandler(),
        mockEndpoint('deleteCourses'),
        mockEndpoint('createCourse', {
          data: makeAdminCourse({ id: 77, title: 'Acessibilidade na web' }),
        }),
      ],
    },
  },
} satisfies Meta<typeof CoursesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The courses with their product, lectures, students, status and last change. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    const link = await canvas.findByRole('link', { name: 'React do zero' });
    await expect(link).toHaveAttribute('href', '#/admin/cursos/7/conteudo');
    const rows = await rowsOf(canvasElement);
    await expect(rows).toHaveLength(3);
    const react = within(rows[0] as HTMLElement);
    await expect(react.getByText('Formação Front-end')).toBeVisible();
    await expect(react.getByText('8 (+1 em rascunho)')).toBeVisible();
    await expect(react.getByText('42')).toBeVisible();
    await expect(react.getByText('Publicado')).toBeVisible();
    await expect(react.getByText('21/11/2026')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Rascunho')).toBeVisible();
    await expect(canvas.getByText('3 cursos')).toBeVisible();
    const title = canvas.getByRole('columnheader', { name: /Título/ });
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    // Only the columns the server sorts by are sortable.
    await expect(canvas.getByRole('columnheader', { name: 'Produto' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...base, mockState.loading('listCourses')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1 }).closest('section')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No course at all: an invitation to create the first one. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...base, mockState.empty('listCourses')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(coursesMessages.emptyTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar o primeiro curso' })).toBeVisible();
    await expect(canvas.getByText('0 cursos')).toBeVisible();
  },
};

/** Filters that match nothing: "no match", and a way back to every course. */
export const NoMatch: Story = {
  args: { query: { ...DEFAULT_COURSE_LIST_QUERY, search: 'cobol', sort: '-students' } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(coursesMessages.noMatchTitle)).toBeVisible();
    await expect(canvas.queryByText(coursesMessages.emptyTitle)).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: coursesMessages.search })).toHaveValue(
      'cobol',
    );
    await userEvent.click(canvas.getByRole('button', { name: listMessages.clearFilters }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_COURSE_LIST_QUERY,
      sort: '-students',
    });
    await expect(await canvas.findByRole('link', { name: 'React do zero' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: coursesMessages.search })).toHaveValue('');
  },
};

/**
 * A page past the end (`/admin/cursos?pagina=99`, an old link): not "no courses yet" and no offer
 * to create the first one, but a way back to the first page.
 */
export const PastTheEnd: Story = {
  args: { query: { ...DEFAULT_COURSE_LIST_QUERY, page: 99 } },
  parameters: {
    msw: {
      handlers: [
        ...base,
        mockEndpoint('listCourses', {
          data: [],
          meta: { current_page: 99, last_page: 1, per_page: 15, total: 3 },
        }),
      ],
    },
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(listMessages.pastTheEndTitle)).toBeVisible();
    await expect(canvas.queryByText(coursesMessages.emptyTitle)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Criar o primeiro curso' })).toBeNull();
    await expect(canvas.getByText('3 cursos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: listMessages.firstPage }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_COURSE_LIST_QUERY,
      page: 1,
    });
  },
};

/** The list fails to load: the pt-BR message and "Tentar de novo", which loads it. */
export const LoadFailed: Story = loadFailedStory('listCourses', makeAdminCourses(), {
  handlers: base,
  loadError: coursesMessages.loadError,
  loaded: (canvas) => canvas.findByRole('link', { name: 'React do zero' }, { timeout: 8000 }),
});

/** Sorted by students, most first (`?ordem=-alunos`); a click on "Título" sorts by title. */
export const Sorted: Story = {
  args: { query: { ...DEFAULT_COURSE_LIST_QUERY, sort: '-students' } },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('link', { name: 'React do zero' });
    await expect(canvas.getByRole('columnheader', { name: /Alunos/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Título/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizado em' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_COURSE_LIST_QUERY,
      sort: 'updated_at',
    });
    await expect(canvas.getByRole('columnheader', { name: /Atualizado em/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

const seenFiltered: string[] = [];
/** Filtered by product and status: the request carries both, the selects show them. */
export const Filtered: Story = {
  args: { query: { ...DEFAULT_COURSE_LIST_QUERY, productId: 2, status: 'draft' } },
  parameters: { msw: { handlers: [...base, listHandler(undefined, seenFiltered)] } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'SQL essencial' })).toBeVisible();
    await expect(await rowsOf(canvasElement)).toHaveLength(1);
    await expect(seenFiltered.at(-1)).toContain('product_id=2');
    await expect(seenFiltered.at(-1)).toContain('status=draft');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Produto' })).toHaveValue('2'));
    await expect(canvas.getByRole('combobox', { name: coursesMessages.status })).toHaveValue(
      'draft',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: coursesMessages.status }),
      'published',
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_COURSE_LIST_QUERY,
      productId: 2,
      status: 'published',
    });
    await expect(await canvas.findByText(coursesMessages.noMatchTitle)).toBeVisible();
  },
};

const seenPages: string[] = [];
/** Server-side pages: the request names the page, the pagination moves the view. */
export const Paginated: Story = {
  args: { query: { ...DEFAULT_COURSE_LIST_QUERY, sort: '-updated_at' } },
  parameters: {
    msw: {
      handlers: [
        ...base,
        mockEndpoint('listCourses', ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
          seenPages.push(new URL(request.url).searchParams.toString());
          const rows = makeAdminCourses();
          return {
            data: [
              { ...(rows[page - 1] ?? rows[0]), title: `Curso da página ${page}` } as CourseSummary,
            ],
            meta: { current_page: page, last_page: 3, per_page: 1, total: 3 },
          };
        }),
      ],
    },
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Curso da página 1' })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: coursesMessages.pagination });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_COURSE_LIST_QUERY,
      sort: '-updated_at',
      page: 2,
    });
    await expect(await canvas.findByRole('link', { name: 'Curso da página 2' })).toBeVisible();
    await expect(seenPages.at(-1)).toContain('page=2');
    await expect(seenPages.at(-1)).toContain('sort=-updated_at');
    // A new filter starts again from the first page.
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: coursesMessages.status }),
      'draft',
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_COURSE_LIST_QUERY,
      sort: '-updated_at',
      status: 'draft',
      page: 1,
    });
  },
};

/** Typing searches once the typing pauses (300 ms), not on every key, and replaces the entry. */
export const DebouncedSearch: Story = debouncedSearchStory({
  searchLabel: coursesMessages.search,
  term: 'sql',
  defaultQuery: DEFAULT_COURSE_LIST_QUERY,
  before: 'React do zero',
  after: async (canvas) => {
    await expect(canvas.getByRole('link', { name: 'SQL essencial' })).toBeVisible();
  },
});

/** Two rows chosen: the header box is mixed; deleting asks first, naming how many. */
export const SelectAndDelete: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: 'React do zero' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar React do zero' }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Selecionar TypeScript na prática' }),
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'Selecionar todas as linhas' }),
    ).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.getByText('2 cursos selecionados')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: coursesMessages.deleteSelected }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Excluir 2 cursos?');
    await expect(dialog).toHaveTextContent(confirmDeleteText);
    await expect(dialog).toHaveTextContent(/Os alunos perdem o acesso/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', '2 cursos excluídos.'));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryByText('2 cursos selecionados')).toBeNull();
  },
};

/** "Select all" picks every row on the page; again, none. */
export const SelectAll: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'React do zero' });
    const all = canvas.getByRole('checkbox', { name: 'Selecionar todas as linhas' });
    await userEvent.click(all);
    await expect(canvas.getByText('3 cursos selecionados')).toBeVisible();
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(all);
    await expect(canvas.queryByText(/selecionados?$/)).toBeNull();
  },
};

/** The server refuses the delete: an error toast, the rows stay, the dialog offers a retry. */
export const DeleteFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...base,
        listHandler(),
        mockState.error('deleteCourses', 500, 'ServerErrorException'),
      ],
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: 'React do zero' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar React do zero' }));
    await userEvent.click(canvas.getByRole('button', { name: coursesMessages.deleteSelected }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Excluir 1 curso?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('error', expect.any(String)));
    await expect(args.notify).not.toHaveBeenCalledWith('success', expect.anything());
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByRole('link', { name: 'React do zero' })).toBeVisible();
    await expect(canvas.getByText('1 curso selecionado')).toBeVisible();
  },
};

const openCreate = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('link', { name: 'React do zero' });
  await userEvent.click(canvas.getByRole('button', { name: coursesMessages.create }));
  return within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: createCourseMessages.title,
    }),
  );
};

/** Sending the empty form: every field says what it needs; the title proposes the slug. */
export const CreateValidation: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: createCourseMessages.submit }));
    await expect(dialog.getByRole('textbox', { name: /Título/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog.getByRole('textbox', { name: /Endereço/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog.getByRole('combobox', { name: /Produto/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog.getByRole('textbox', { name: /Título/ })).toHaveFocus();
    await userEvent.type(dialog.getByRole('textbox', { name: /Título/ }), 'Introdução à IA');
    await expect(dialog.getByRole('textbox', { name: /Endereço/ })).toHaveValue('introducao-a-ia');
    // Once edited by hand, the slug stays as typed.
    await userEvent.type(dialog.getByRole('textbox', { name: /Endereço/ }), '-2026');
    await userEvent.type(dialog.getByRole('textbox', { name: /Título/ }), ' generativa');
    await expect(dialog.getByRole('textbox', { name: /Endereço/ })).toHaveValue(
      'introducao-a-ia-2026',
    );
    await expect(args.onOpenCourse).not.toHaveBeenCalled();
  },
};

/** A slug another course has: the server's pt-BR message on the field. */
export const TakenSlug: Story = {
  parameters: {
    msw: {
      handlers: [
        ...base,
        listHandler(),
        mockState.validation('createCourse', {
          slug: ['Este endereço (slug) já está em uso por outro curso.'],
        }),
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Título/ }), 'React do zero');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Produto/ }), '1');
    await userEvent.click(dialog.getByRole('button', { name: createCourseMessages.submit }));
    await expect(
      await dialog.findByText('Este endereço (slug) já está em uso por outro curso.'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Endereço/ })).toHaveFocus();
    await expect(args.onOpenCourse).not.toHaveBeenCalled();
  },
};

/** Created: the dialog closes, a toast says so, and the page opens the new course. */
export const Created: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Título/ }), 'Acessibilidade na web');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Produto/ }), '2');
    await userEvent.click(dialog.getByRole('button', { name: createCourseMessages.submit }));
    await waitFor(() => expect(args.onOpenCourse).toHaveBeenCalledWith(77));
    await expect(args.notify).toHaveBeenCalledWith('success', createCourseMessages.created);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};
