import type { AdminComment } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  csrfCookieHandler,
  FIXTURE_NOW,
  makeReply,
  mockEndpoint,
  mockState,
  pageOf,
} from '../../testing';
import { makeAdminCourse } from '../../testing/fixtures-admin';
import { errorResponse } from '../../testing/mock';
import { expectLinkTo } from '../../testing/story-expect';
import { listMessages } from '../list/list-empty';
import {
  listServer,
  loadFailedStory,
  renderWithStoryListQuery,
  searchMatches,
} from '../list/list-stories';
import { AdminComments, adminCommentsMessages } from './admin-comments';
import { commentCardMessages } from './comment-card';
import { DEFAULT_ADMIN_COMMENTS_QUERY } from './comments-query';
import { adminCommentFixtures, makeAdminComment } from './fixtures';

/** The courses of the filter (only what the select reads matters). */
const coursesHandler = mockEndpoint(
  'listCourses',
  pageOf(
    [
      makeAdminCourse({ id: 1, slug: 'react-do-zero', title: 'React do zero' }),
      makeAdminCourse({ id: 2, slug: 'sql-essencial', title: 'SQL essencial' }),
    ],
    1,
    100,
  ),
);

/**
 * A small moderation server over `rows`: filters, pages, answers, deletes and replies as the API
 * does, so a story shows (and checks) what the page asked for.
 */
function server(initial: AdminComment[] = adminCommentFixtures, seen: string[] = []) {
  let rows = initial.map((comment) => ({ ...comment }));
  return [
    csrfCookieHandler,
    coursesHandler,
    listServer(
      'listAdminComments',
      () => rows,
      (c, params) => {
        const state = params.get('state') ?? 'unanswered';
        const course = Number(params.get('course_id') ?? 0);
        return (
          (state === 'all' || (state === 'answered' ? c.answered : !c.answered)) &&
          (!course || c.course.id === course) &&
          searchMatches(params, c.body)
        );
      },
      { seen, perPage: 20 },
    ),
    mockEndpoint('setCommentAnswered', async ({ request, params }) => {
      const { answered } = (await request.json()) as { answered: boolean };
      const id = Number(params.id);
      rows = rows.map((c) =>
        c.id === id
          ? { ...c, answered, answered_at: answered ? FIXTURE_NOW.toISOString() : null }
          : c,
      );
      return { data: rows.find((c) => c.id === id) as AdminComment };
    }),
    mockEndpoint('deleteComment', ({ params }) => {
      rows = rows.filter((c) => c.id !== Number(params.commentId));
      return undefined;
    }),
    mockEndpoint('replyToComment', async ({ request, params }) => {
      const { body } = (await request.json()) as { body: string };
      const id = Number(params.commentId);
      const reply = makeReply({
        id: 999,
        parent_id: id,
        body,
        author: { id: 2, name: 'Beatriz Admin Souza', avatar_url: null, is_team: true },
      });
      rows = rows.map((c) =>
        c.id === id
          ? {
              ...c,
              answered: true,
              answered_at: reply.created_at,
              replies: [...c.replies, { ...reply }],
            }
          : c,
      );
      return { data: reply };
    }),
  ];
}

const notify = fn();

const meta = {
  title: 'features/admin/AdminComments',
  component: AdminComments,
  render: renderWithStoryListQuery(AdminComments),
  args: {
    query: DEFAULT_ADMIN_COMMENTS_QUERY,
    onQueryChange: fn(),
    lectureHref: (comment) => `#/${comment.course.slug}/aula/${comment.lecture.position}`,
    notify,
    now: FIXTURE_NOW,
  },
  beforeEach: () => {
    notify.mockClear();
  },
  parameters: { msw: { handlers: server() } },
} satisfies Meta<typeof AdminComments>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole('article', { name: /^Comentário de / });

/** Clicks `button` on the card of `author`'s comment; answers the card's list item's queries. */
async function clickOnCard(canvas: ReturnType<typeof within>, author: string, button: string) {
  const card = await canvas.findByRole('article', { name: `Comentário de ${author}` });
  const item = within(card.closest('li') as HTMLElement);
  await userEvent.click(item.getByRole('button', { name: button }));
  return item;
}

/** The queue: unanswered comments, oldest first, with their course › lecture and replies. */
export const Queue: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comentários' })).toBeVisible();
    await canvas.findByRole('article', { name: 'Comentário de Maria da Silva' });
    await expect(cards(canvasElement)).toHaveLength(3);
    await expect(canvas.getByText('3 comentários sem resposta')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: adminCommentsMessages.states.unanswered }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectLinkTo(canvas, 'SQL essencial › 3. Consultas com JOIN', '#/sql-essencial/aula/3');
    await expect(canvas.getByRole('list', { name: '2 respostas' })).toBeVisible();
    await expect(
      canvas.queryByRole('navigation', { name: adminCommentsMessages.pagination }),
    ).toBeNull();
  },
};

/** Nothing waits: the team is up to date. */
export const EmptyQueue: Story = {
  parameters: { msw: { handlers: server([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum comentário sem resposta')).toBeVisible();
    await expect(canvas.getByText('0 comentários sem resposta')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: listMessages.clearFilters })).toBeNull();
  },
};

const seenFilters: string[] = [];
/** State, course and text: each goes to the URL (onQueryChange) and to the server. */
export const Filters: Story = {
  parameters: { msw: { handlers: server(adminCommentFixtures, seenFilters) } },
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'Comentário de Maria da Silva' });
    await userEvent.click(canvas.getByRole('button', { name: adminCommentsMessages.states.all }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_ADMIN_COMMENTS_QUERY,
      state: 'all',
    });
    const select = canvas.getByRole('combobox', { name: adminCommentsMessages.course });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(select, '2');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_ADMIN_COMMENTS_QUERY,
      state: 'all',
      courseId: 2,
    });
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(1));
    await expect(seenFilters.at(-1)).toContain('course_id=2');
    await expect(seenFilters.at(-1)).toContain('state=all');

    await userEvent.selectOptions(select, '');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: adminCommentsMessages.search }),
      'windows',
    );
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenLastCalledWith(
        { ...DEFAULT_ADMIN_COMMENTS_QUERY, state: 'all', search: 'windows' },
        { replace: true },
      ),
    );
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(1));
    await expect(
      canvas.getByRole('article', { name: 'Comentário de Ana Beatriz Rocha' }),
    ).toBeVisible();
    await expect(seenFilters.at(-1)).toContain('search=windows');
  },
};

/** A search that matches nothing: "no match", and a way back. */
export const NoMatch: Story = {
  args: { query: { ...DEFAULT_ADMIN_COMMENTS_QUERY, search: 'cobol' } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(adminCommentsMessages.noMatchTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: listMessages.clearFilters }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(DEFAULT_ADMIN_COMMENTS_QUERY);
    await expect(
      await canvas.findByRole('article', { name: 'Comentário de Maria da Silva' }),
    ).toBeVisible();
  },
};

const seenPages: string[] = [];
/** Server-side pages. */
export const Paginated: Story = {
  args: { perPage: 2 },
  parameters: { msw: { handlers: server(adminCommentFixtures, seenPages) } },
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'Comentário de Maria da Silva' });
    await expect(cards(canvasElement)).toHaveLength(2);
    const pages = canvas.getByRole('navigation', { name: adminCommentsMessages.pagination });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_ADMIN_COMMENTS_QUERY,
      page: 2,
    });
    await expect(
      await canvas.findByRole('article', { name: 'Comentário de João Pereira' }),
    ).toBeVisible();
    await expect(seenPages.at(-1)).toContain('page=2');
  },
};

/** The team's reply: the card leaves the queue, a toast confirms. */
export const ReplyAsTeam: Story = {
  parameters: { msw: { handlers: server() } },
  play: async ({ canvas, canvasElement }) => {
    const item = await clickOnCard(canvas, 'Maria da Silva', commentCardMessages.reply);
    await userEvent.type(
      item.getByRole('textbox', { name: commentCardMessages.replyLabel('Maria da Silva') }),
      'Usamos o VS Code.',
    );
    await userEvent.click(item.getByRole('button', { name: commentCardMessages.send }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    await expect(
      canvas.queryByRole('article', { name: 'Comentário de Maria da Silva' }),
    ).toBeNull();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', adminCommentsMessages.replied),
    );
    await expect(canvas.getByText('2 comentários sem resposta')).toBeVisible();
  },
};

/** The server refuses the reply: the card stays with the text and the message. */
export const ReplyRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockEndpoint('replyToComment', () =>
          errorResponse(403, 'ServerErrorException', {
            message: 'Os comentários estão desativados neste curso.',
          }),
        ),
        ...server(),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const item = await clickOnCard(canvas, 'Maria da Silva', commentCardMessages.reply);
    const box = item.getByRole('textbox', {
      name: commentCardMessages.replyLabel('Maria da Silva'),
    });
    await userEvent.type(box, 'Usamos o VS Code.');
    await userEvent.click(item.getByRole('button', { name: commentCardMessages.send }));
    await expect(await item.findByRole('alert')).toBeVisible();
    await expect(box).toHaveValue('Usamos o VS Code.');
    await expect(cards(canvasElement)).toHaveLength(3);
  },
};

/** Delete: the confirmation counts the replies; the card goes at once. */
export const DeleteWithReplies: Story = {
  parameters: { msw: { handlers: server() } },
  play: async ({ canvas, canvasElement }) => {
    await clickOnCard(canvas, 'Ana Beatriz Rocha', commentCardMessages.delete);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Este comentário tem 2 respostas, que também serão excluídas.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', adminCommentsMessages.deleted),
    );
  },
};

/** The server refuses the delete: the card comes back and a toast says so. */
export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: [mockState.error('deleteComment', 500, 'ServerErrorException'), ...server()],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await clickOnCard(canvas, 'João Pereira', commentCardMessages.delete);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'O comentário será excluído e não poderá ser recuperado.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', adminCommentsMessages.deleteFailed),
    );
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(3));
    await expect(canvas.getByRole('article', { name: 'Comentário de João Pereira' })).toBeVisible();
  },
};

/** Marked answered: the card leaves the queue at once. */
export const MarkAnswered: Story = {
  parameters: { msw: { handlers: server() } },
  play: async ({ canvas, canvasElement }) => {
    await clickOnCard(canvas, 'João Pereira', commentCardMessages.markAnswered);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', adminCommentsMessages.marked),
    );
  },
};

/** The server refuses the mark: the card returns, with a toast. */
export const MarkRefused: Story = {
  parameters: {
    msw: {
      handlers: [mockState.error('setCommentAnswered', 500, 'ServerErrorException'), ...server()],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await clickOnCard(canvas, 'João Pereira', commentCardMessages.markAnswered);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', adminCommentsMessages.markFailed),
    );
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(3));
  },
};

/** "Todos": the answered ones too, after the queue, with the team's badge. */
export const AllStates: Story = {
  args: { query: { ...DEFAULT_ADMIN_COMMENTS_QUERY, state: 'all' } },
  parameters: {
    msw: {
      handlers: server([
        ...adminCommentFixtures,
        makeAdminComment({
          id: 104,
          body: 'Consegui terminar o projeto!',
          answered: true,
          answered_at: '2026-11-20T12:00:00.000Z',
          replies: [
            {
              id: 300,
              body: 'Parabéns!',
              author: { id: 2, name: 'Beatriz Admin Souza', avatar_url: null, is_team: true },
              created_at: '2026-11-20T12:00:00.000Z',
            },
          ],
        }),
      ]),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Consegui terminar o projeto!');
    await expect(cards(canvasElement)).toHaveLength(4);
    await expect(canvas.getByText('4 comentários')).toBeVisible();
    await expect(canvas.getByText('Respondido')).toBeVisible();
    await expect(canvas.getByText('Equipe')).toBeVisible();
  },
};

/** The list fails to load: the pt-BR message and "Tentar de novo". */
export const LoadFailedThenRetry: Story = loadFailedStory(
  'listAdminComments',
  adminCommentFixtures,
  {
    handlers: [csrfCookieHandler, coursesHandler],
    loadError: adminCommentsMessages.loadError,
    loaded: (canvas) =>
      canvas.findByRole('article', { name: 'Comentário de Maria da Silva' }, { timeout: 8000 }),
  },
);

/** Waiting for the server: skeleton cards in a busy section. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [csrfCookieHandler, coursesHandler, mockState.loading('listAdminComments')] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('comments-loading')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Comentários' }).closest('section'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
