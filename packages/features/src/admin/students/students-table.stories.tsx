import type { AdminStudent } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  csrfCookieHandler,
  FIXTURE_NOW,
  makeProduct,
  mockEndpoint,
  mockState,
} from '../../testing';
import { makeAdminStudent } from '../../testing/fixtures';
import { expectLinkTo } from '../../testing/story-expect';
import { listMessages } from '../list/list-empty';
import {
  debouncedSearchStory,
  listServer,
  loadFailedStory,
  renderWithStoryListQuery,
  rowsOf,
  searchMatches,
  tableLoadingStory,
  tablePhoneStory,
} from '../list/list-stories';
import { DEFAULT_STUDENT_LIST_QUERY, type StudentFilters } from './students-query';
import { StudentsTable, studentListMessages } from './students-table';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(FIXTURE_NOW.getTime() - ms).toISOString();
const front = { id: 1, slug: 'formacao-front-end', title: 'Formação Front-end' };
const python = { id: 2, slug: 'dados-com-python', title: 'Dados com Python' };

const accounts: AdminStudent[] = [
  makeAdminStudent({
    id: 1,
    name: 'Maria da Silva',
    email: 'aluna@aula.dev',
    created_at: '2026-09-22T12:00:00.000Z',
    last_access_at: ago(2 * DAY),
    progress_percentage: 33,
    subscriptions: [
      { product: front, status: 'active', ends_at: '2027-01-31T02:59:59.999Z' },
      { product: python, status: 'expired', ends_at: '2026-10-01T02:59:59.999Z' },
    ],
  }),
  makeAdminStudent({
    id: 3,
    name: 'João Pereira',
    email: 'joao@aula.dev',
    created_at: '2026-07-24T12:00:00.000Z',
    last_access_at: null,
    progress_percentage: 0,
    subscriptions: [{ product: python, status: 'trial', ends_at: null }],
  }),
  makeAdminStudent({
    id: 5,
    name: 'Lucas Oliveira',
    email: 'visitante@aula.dev',
    is_student: false,
    created_at: '2026-11-01T12:00:00.000Z',
    last_access_at: ago(3 * HOUR),
    progress_percentage: 0,
    subscriptions: [],
  }),
];

/** A small server: `accounts` by the request's search and filters, a page of them. */
const listHandler = (rows: AdminStudent[] = accounts, seen: string[] = []) =>
  listServer(
    'listAdminStudents',
    rows,
    (row, params) => {
      const product = params.get('product_id');
      const status = params.get('status');
      const student = params.get('is_student');
      return (
        searchMatches(params, row.name, row.email) &&
        (!product || row.subscriptions.some((s) => String(s.product.id) === product)) &&
        (!status || row.subscriptions.some((s) => s.status === status)) &&
        (!student || String(row.is_student) === student)
      );
    },
    { seen, perPage: 20 },
  );

const productsHandler = mockEndpoint('listProducts', {
  data: [makeProduct(front), makeProduct(python)],
});

const exportHref = (filters: StudentFilters) =>
  `/api/admin/students/export?${new URLSearchParams(
    Object.entries(filters).map(([key, value]) => [key, String(value)]),
  )}`;

const meta = {
  title: 'features/admin/StudentsTable',
  component: StudentsTable,
  render: renderWithStoryListQuery(StudentsTable),
  args: {
    query: DEFAULT_STUDENT_LIST_QUERY,
    onQueryChange: fn(),
    studentHref: (id: number) => `#/admin/estudantes/${id}`,
    exportHref,
    now: FIXTURE_NOW,
  },
  parameters: { msw: { handlers: [csrfCookieHandler, productsHandler, listHandler()] } },
} satisfies Meta<typeof StudentsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each account: name linking to its page, e-mail, products with states, progress, dates. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estudantes' })).toBeVisible();
    const maria = await canvas.findByRole('link', { name: 'Maria da Silva' });
    await expect(maria).toHaveAttribute('href', '#/admin/estudantes/1');
    const rows = await rowsOf(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(canvas.getByText('3 contas')).toBeVisible();
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('aluna@aula.dev')).toBeVisible();
    await expect(first.getByText('Formação Front-end')).toBeVisible();
    await expect(first.getByText('ativa')).toBeVisible();
    await expect(first.getByText('expirada')).toBeVisible();
    await expect(
      first.getByRole('progressbar', { name: 'Progresso de Maria da Silva' }),
    ).toHaveAttribute('aria-valuenow', '33');
    await expect(first.getByText('22/09/2026')).toBeVisible();
    await expect(first.getByText('há 2 dias')).toBeVisible();
    const joao = within(rows[1] as HTMLElement);
    await expect(joao.getByText('em teste')).toBeVisible();
    await expect(joao.getByText('nunca')).toBeVisible();
    await expect(
      within(rows[2] as HTMLElement).getByText(studentListMessages.noProducts),
    ).toBeVisible();
    // The export is a plain link with the list's filters (the default sort included).
    const link = canvas.getByRole('link', { name: studentListMessages.export });
    await expect(link).toHaveAttribute('href', '/api/admin/students/export?sort=-created_at');
    await expect(link).toHaveAttribute('download');
  },
};

const seenProduct: string[] = [];
/** Filtering by product: the request, the URL's query and the export link follow it. */
export const FilteredByProduct: Story = {
  parameters: {
    msw: { handlers: [csrfCookieHandler, productsHandler, listHandler(accounts, seenProduct)] },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: 'Maria da Silva' });
    const product = canvas.getByRole('combobox', { name: 'Produto' });
    await waitFor(() => expect(within(product).getByText('Dados com Python')).toBeTruthy());
    await userEvent.selectOptions(product, '2');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_STUDENT_LIST_QUERY,
      productId: 2,
    });
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(2));
    await expect(canvas.queryByRole('link', { name: 'Lucas Oliveira' })).toBeNull();
    await expect(seenProduct.at(-1)).toContain('product_id=2');
    await expectLinkTo(
      canvas,
      studentListMessages.export,
      '/api/admin/students/export?sort=-created_at&product_id=2',
    );
  },
};

/** State, "estudante" and sort: each a new view on page 1. */
export const StatusStudentAndSort: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('link', { name: 'Maria da Silva' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assinatura' }), 'trial');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_STUDENT_LIST_QUERY,
      status: 'trial',
    });
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Maria da Silva' })).toBeNull());
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: studentListMessages.isStudent }),
      'sim',
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_STUDENT_LIST_QUERY,
      status: 'trial',
      isStudent: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: /Nome/ }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_STUDENT_LIST_QUERY,
      status: 'trial',
      isStudent: true,
      sort: 'name',
    });
  },
};

/** Joined between two days, typed in the date fields: `YYYY-MM-DD` in the query. */
export const JoinedBetween: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('link', { name: 'Maria da Silva' });
    const from = canvas.getByRole('textbox', { name: studentListMessages.joinedFrom });
    await userEvent.type(from, '01092026{Enter}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_STUDENT_LIST_QUERY,
      joinedFrom: '2026-09-01',
    });
    const to = canvas.getByRole('textbox', { name: studentListMessages.joinedTo });
    await userEvent.type(to, '30092026{Enter}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_STUDENT_LIST_QUERY,
      joinedFrom: '2026-09-01',
      joinedTo: '2026-09-30',
    });
    await expectLinkTo(
      canvas,
      studentListMessages.export,
      '/api/admin/students/export?sort=-created_at&joined_from=2026-09-01&joined_to=2026-09-30',
    );
  },
};

const seenSearch: string[] = [];
/** Typing waits 300 ms, then the search goes to the server (and the URL, replacing the entry). */
export const Search: Story = {
  parameters: {
    msw: { handlers: [csrfCookieHandler, productsHandler, listHandler(accounts, seenSearch)] },
  },
  ...debouncedSearchStory({
    searchLabel: studentListMessages.search,
    term: 'joão',
    defaultQuery: DEFAULT_STUDENT_LIST_QUERY,
    before: 'Maria da Silva',
    after: async (canvas) => {
      await expect(canvas.getByText('1 conta')).toBeVisible();
      await expect(seenSearch.at(-1)).toContain('search=jo%C3%A3o');
    },
  }),
};

/** Server-side pages: the pagination moves the view. */
export const Paginated: Story = {
  args: { perPage: 2 },
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: 'Maria da Silva' });
    await expect(await rowsOf(canvasElement)).toHaveLength(2);
    const pages = canvas.getByRole('navigation', { name: studentListMessages.pagination });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_STUDENT_LIST_QUERY,
      page: 2,
    });
    await expect(await canvas.findByRole('link', { name: 'Lucas Oliveira' })).toBeVisible();
  },
};

/** No account yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [csrfCookieHandler, productsHandler, mockState.empty('listAdminStudents')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(studentListMessages.emptyTitle)).toBeVisible();
    await expect(canvas.getByText('0 contas')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: listMessages.clearFilters })).toBeNull();
  },
};

/** Filters that match nobody: "no match", and a way back to every account. */
export const NoMatch: Story = {
  args: { query: { ...DEFAULT_STUDENT_LIST_QUERY, search: 'cobol', isStudent: false } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(studentListMessages.noMatchTitle)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: studentListMessages.search })).toHaveValue(
      'cobol',
    );
    await userEvent.click(canvas.getByRole('button', { name: listMessages.clearFilters }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(DEFAULT_STUDENT_LIST_QUERY);
    await expect(await canvas.findByRole('link', { name: 'Maria da Silva' })).toBeVisible();
  },
};

/** The list fails to load: the pt-BR message and "Tentar de novo". */
export const LoadFailed: Story = loadFailedStory('listAdminStudents', accounts, {
  handlers: [csrfCookieHandler, productsHandler],
  loadError: studentListMessages.loadError,
  loaded: (canvas) => canvas.findByRole('link', { name: 'Maria da Silva' }, { timeout: 8000 }),
});

/** Waiting for the server: skeleton rows in a busy table. */
export const Loading: Story = tableLoadingStory('listAdminStudents', [
  csrfCookieHandler,
  productsHandler,
]);

/** A phone (375 px): the table scrolls inside its frame; the page itself does not. */
export const Phone: Story = tablePhoneStory((canvas) =>
  canvas.findByRole('link', { name: 'Maria da Silva' }),
);
