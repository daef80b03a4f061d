import type { CourseStudent } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { csrfCookieHandler, FIXTURE_NOW, mockState } from '../../testing';
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
  useStoryListQuery,
} from '../list/list-stories';
import { CourseStudents, studentsMessages } from './course-students';
import { DEFAULT_COURSE_STUDENTS_QUERY } from './course-students-query';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(FIXTURE_NOW.getTime() - ms).toISOString();

/** React do zero's subscribers, one per state the table shows. */
const students: CourseStudent[] = [
  {
    id: 4,
    name: 'Ana Beatriz Rocha',
    email: 'ana@aula.dev',
    avatar_url: null,
    lectures_watched_percentage: 67,
    last_lecture: { id: 17, title: 'Buscando dados com SWR', position: 7 },
    last_accessed_at: ago(2 * DAY),
    subscription_status: 'lifetime',
    enrolled_at: '2026-09-22T12:00:00.000Z',
  },
  {
    id: 3,
    name: 'João Pereira',
    email: 'joao@aula.dev',
    avatar_url: null,
    lectures_watched_percentage: 0,
    last_lecture: null,
    last_accessed_at: null,
    subscription_status: 'expired',
    enrolled_at: '2026-07-24T12:00:00.000Z',
  },
  {
    id: 5,
    name: 'Lucas Oliveira',
    email: 'visitante@aula.dev',
    avatar_url: null,
    lectures_watched_percentage: 100,
    last_lecture: { id: 19, title: 'Ao vivo: revisão do projeto final', position: 9 },
    last_accessed_at: ago(3 * HOUR),
    subscription_status: 'trial',
    enrolled_at: '2026-11-01T12:00:00.000Z',
  },
  {
    id: 1,
    name: 'Maria da Silva',
    email: 'aluna@aula.dev',
    avatar_url: null,
    lectures_watched_percentage: 33,
    last_lecture: { id: 14, title: 'useState na prática', position: 4 },
    last_accessed_at: ago(40 * DAY),
    subscription_status: 'canceled',
    enrolled_at: '2026-09-22T12:00:00.000Z',
  },
];

/** The tab's server: `students` by the request's search and state, a page of them. */
const listHandler = (rows: CourseStudent[] = students, seen: string[] = []) =>
  listServer(
    'listCourseStudents',
    rows,
    (student, params) =>
      searchMatches(params, student.name, student.email) &&
      (!params.has('status') || student.subscription_status === params.get('status')),
    { seen },
  );

const meta = {
  title: 'features/admin/CourseStudents',
  component: CourseStudents,
  render: renderWithStoryListQuery(CourseStudents),
  args: {
    courseId: 1,
    query: DEFAULT_COURSE_STUDENTS_QUERY,
    onQueryChange: fn(),
    studentHref: (id: number) => `#/admin/estudantes/${id}`,
    lectureHref: (lecture: { position: number }) => `#/react-do-zero/aula/${lecture.position}`,
    now: FIXTURE_NOW,
  },
  parameters: { msw: { handlers: [csrfCookieHandler, listHandler()] } },
} satisfies Meta<typeof CourseStudents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each student with e-mail, progress, last lecture, last access, subscription and start date. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alunos' })).toBeVisible();
    const ana = await canvas.findByRole('link', { name: 'Ana Beatriz Rocha' });
    await expect(ana).toHaveAttribute('href', '#/admin/estudantes/4');
    const rows = await rowsOf(canvasElement);
    await expect(rows).toHaveLength(4);
    await expect(canvas.getByText('4 alunos')).toBeVisible();

    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('ana@aula.dev')).toBeVisible();
    await expect(
      first.getByRole('progressbar', { name: 'Progresso de Ana Beatriz Rocha' }),
    ).toHaveAttribute('aria-valuenow', '67');
    await expect(first.getByText('67%')).toBeVisible();
    await expectLinkTo(first, '7. Buscando dados com SWR', '#/react-do-zero/aula/7');
    await expect(first.getByText('há 2 dias')).toBeVisible();
    await expect(first.getByText('vitalícia')).toBeVisible();
    await expect(first.getByText('22/09/2026')).toBeVisible();

    const joao = within(rows[1] as HTMLElement);
    await expect(joao.getByText('nunca')).toBeVisible();
    await expect(joao.getByText('expirada')).toBeVisible();
    await expect(joao.getByText('—')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('em teste')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('há 3 horas')).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText('cancelada')).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText('há um mês')).toBeVisible();
    // One page only: no pagination.
    await expect(
      canvas.queryByRole('navigation', { name: studentsMessages.pagination }),
    ).toBeNull();
  },
};

/** Before the course is known the last lecture is plain text, not a link. */
export const WithoutLectureLinks: Story = {
  render: function Render(args) {
    return <CourseStudents {...args} {...useStoryListQuery(args)} lectureHref={undefined} />;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('7. Buscando dados com SWR')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '7. Buscando dados com SWR' })).toBeNull();
  },
};

const seenSearch: string[] = [];
/** Typing waits 300 ms, then the search goes to the server (and the URL, replacing the entry). */
export const Search: Story = {
  parameters: { msw: { handlers: [csrfCookieHandler, listHandler(students, seenSearch)] } },
  ...debouncedSearchStory({
    searchLabel: studentsMessages.search,
    term: 'Silva',
    defaultQuery: DEFAULT_COURSE_STUDENTS_QUERY,
    before: 'Ana Beatriz Rocha',
    after: async (canvas) => {
      await expect(canvas.getByRole('link', { name: 'Maria da Silva' })).toBeVisible();
      await expect(canvas.getByText('1 aluno')).toBeVisible();
      await expect(seenSearch.at(-1)).toContain('search=Silva');
    },
  }),
};

const seenStatus: string[] = [];
/** The subscription filter: the request carries the state, the list narrows, page 1 again. */
export const FilteredByStatus: Story = {
  args: { query: { ...DEFAULT_COURSE_STUDENTS_QUERY, page: 1 } },
  parameters: { msw: { handlers: [csrfCookieHandler, listHandler(students, seenStatus)] } },
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: 'Ana Beatriz Rocha' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assinatura' }), 'expired');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_COURSE_STUDENTS_QUERY,
      status: 'expired',
    });
    await waitFor(async () => expect(await rowsOf(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: 'João Pereira' })).toBeVisible();
    await expect(seenStatus.at(-1)).toContain('status=expired');
  },
};

const seenPages: string[] = [];
/** Server-side pages: the request names the page, the pagination moves the view. */
export const Paginated: Story = {
  args: { perPage: 2 },
  parameters: { msw: { handlers: [csrfCookieHandler, listHandler(students, seenPages)] } },
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: 'Ana Beatriz Rocha' });
    await expect(await rowsOf(canvasElement)).toHaveLength(2);
    await expect(canvas.getByText('4 alunos')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: studentsMessages.pagination });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_COURSE_STUDENTS_QUERY,
      page: 2,
    });
    await expect(await canvas.findByRole('link', { name: 'Maria da Silva' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ana Beatriz Rocha' })).toBeNull();
    await expect(seenPages.at(-1)).toContain('page=2');
    await expect(seenPages.at(-1)).toContain('per_page=2');
  },
};

/** A page past the end (an old link): a way back to the first page. */
export const PastTheEnd: Story = {
  args: { perPage: 2, query: { ...DEFAULT_COURSE_STUDENTS_QUERY, page: 7 } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(listMessages.pastTheEndTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: listMessages.firstPage }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(DEFAULT_COURSE_STUDENTS_QUERY);
    await expect(await canvas.findByRole('link', { name: 'Ana Beatriz Rocha' })).toBeVisible();
  },
};

/** Nobody subscribes to the product yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [csrfCookieHandler, mockState.empty('listCourseStudents')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(studentsMessages.emptyTitle)).toBeVisible();
    await expect(canvas.getByText('0 alunos')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: studentsMessages.clearFilters })).toBeNull();
  },
};

/** A search that matches nobody: "no match", and a way back to every student. */
export const NoMatch: Story = {
  args: { query: { ...DEFAULT_COURSE_STUDENTS_QUERY, search: 'cobol', status: 'trial' } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(studentsMessages.noMatchTitle)).toBeVisible();
    await expect(canvas.queryByText(studentsMessages.emptyTitle)).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: studentsMessages.search })).toHaveValue(
      'cobol',
    );
    await expect(canvas.getByRole('combobox', { name: 'Assinatura' })).toHaveValue('trial');
    await userEvent.click(canvas.getByRole('button', { name: studentsMessages.clearFilters }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(DEFAULT_COURSE_STUDENTS_QUERY);
    await expect(await canvas.findByRole('link', { name: 'Ana Beatriz Rocha' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: studentsMessages.search })).toHaveValue('');
  },
};

/** The list fails to load: the pt-BR message and "Tentar de novo", which loads it. */
export const LoadFailedThenRetry: Story = loadFailedStory('listCourseStudents', students, {
  handlers: [csrfCookieHandler],
  loadError: studentsMessages.loadError,
  loaded: (canvas) => canvas.findByRole('link', { name: 'Ana Beatriz Rocha' }, { timeout: 8000 }),
});

const loading = tableLoadingStory('listCourseStudents', [csrfCookieHandler]);
/** Waiting for the server: skeleton rows in a busy table. */
export const Loading: Story = {
  ...loading,
  play: async (context) => {
    await loading.play(context);
    await expect(
      context.canvas.getByRole('heading', { name: 'Alunos' }).closest('section'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const phone = tablePhoneStory((canvas) => canvas.findByRole('link', { name: 'Ana Beatriz Rocha' }));
/** A phone (375 px): the table scrolls sideways inside its frame; the page itself does not. */
export const Phone: Story = {
  ...phone,
  play: async (context) => {
    await phone.play(context);
    const { canvas, canvasElement } = context;
    const frame = canvasElement.querySelector('[data-slot="table-container"]') as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(canvas.getByRole('searchbox', { name: studentsMessages.search })).toBeVisible();
  },
};
