import type { BookmarkedLecture } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadErrorStory, loadingStory } from '../../shared/query-state.story-helpers';
import {
  FIXTURE_NOW,
  mockEndpoint,
  mockState,
  mswParameters,
  pageOf,
  signedIn,
} from '../../testing';
import { expectLinkTo } from '../../testing/story-expect';
import { AccountFavorites, favoritesMessages } from './account-favorites';

const react = { id: 1, title: 'React do zero', slug: 'react-do-zero' };
const ts = { id: 2, title: 'TypeScript na prática', slug: 'typescript-na-pratica' };
const item = (
  course: BookmarkedLecture['course'],
  id: number,
  position: number,
  title: string,
): BookmarkedLecture => ({
  course,
  lecture: { id, title, position },
  bookmarked_at: FIXTURE_NOW.toISOString(),
});
const demo = [
  item(react, 11, 2, 'Preparando o ambiente'),
  item(react, 17, 7, 'Buscando dados com SWR'),
  item(ts, 25, 5, 'Genéricos sem medo'),
];

/** A server with the bookmarks in `initial`: the list and the toggle, paginated like the API. */
function server(initial: BookmarkedLecture[]) {
  const all = [...initial];
  const marked = new Set(all.map((b) => b.lecture.id));
  const toggled = fn();
  return {
    toggled,
    handlers: [
      ...signedIn(),
      mockEndpoint('myBookmarks', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const perPage = Number(url.searchParams.get('per_page') ?? 20);
        const listed = all.filter((b) => marked.has(b.lecture.id));
        return HttpResponse.json(pageOf(listed, page, perPage));
      }),
      mockEndpoint('bookmarkLecture', async ({ params, request }) => {
        const id = Number(params.id);
        // The state asked for (`{"bookmarked": …}`); a bodiless call toggles, as the API does.
        const asked = (await request.json().catch(() => ({}))) as { bookmarked?: boolean };
        const wanted = asked.bookmarked ?? !marked.has(id);
        if (wanted) marked.add(id);
        else marked.delete(id);
        toggled(id, marked.has(id));
        return HttpResponse.json({ data: { is_bookmarked: marked.has(id) } });
      }),
    ],
  };
}

const meta = {
  title: 'features/account/AccountFavorites',
  component: AccountFavorites,
  args: {
    courseHref: (course) => `/${course.slug}`,
    lectureHref: (course, lecture) => `/${course.slug}/aula/${lecture.position}`,
    catalogueHref: '/',
    notify: fn(),
  },
  parameters: { msw: { handlers: server(demo).handlers } },
} satisfies Meta<typeof AccountFavorites>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by course: the course links to its player, each lecture to its page. */
export const GroupedByCourse: Story = {
  play: async ({ canvas }) => {
    const reactGroup = await canvas.findByRole('region', { name: 'React do zero' });
    await expect(within(reactGroup).getByRole('link', { name: 'React do zero' })).toHaveAttribute(
      'href',
      '/react-do-zero',
    );
    await expect(
      within(reactGroup).getByRole('link', { name: 'Aula 7: Buscando dados com SWR' }),
    ).toHaveAttribute('href', '/react-do-zero/aula/7');
    await expect(within(reactGroup).getAllByRole('listitem')).toHaveLength(2);
    const tsGroup = canvas.getByRole('region', { name: 'TypeScript na prática' });
    await expect(within(tsGroup).getByRole('link', { name: /Genéricos sem medo/ })).toHaveAttribute(
      'href',
      '/typescript-na-pratica/aula/5',
    );
    await expect(canvas.getAllByText('Favoritada em 21/11/2026')).toHaveLength(3);
    await expect(canvas.queryByRole('navigation', { name: 'Páginas dos favoritos' })).toBeNull();
  },
};

const removal = server(demo);
/** "Remover" takes it off the list; the toast's "Desfazer" puts it back. */
export const RemoveThenUndo: Story = {
  parameters: { msw: { handlers: removal.handlers } },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remover “Genéricos sem medo” dos favoritos' }),
    );
    await waitFor(() => expect(canvas.queryByText(/Genéricos sem medo/)).toBeNull());
    await expect(removal.toggled).toHaveBeenLastCalledWith(25, false);
    const notify = args.notify as ReturnType<typeof fn>;
    await expect(notify).toHaveBeenCalledWith(
      'success',
      favoritesMessages.removed('Genéricos sem medo'),
      expect.objectContaining({ action: expect.objectContaining({ label: 'Desfazer' }) }),
    );
    const [, , options] = notify.mock.lastCall as [
      string,
      string,
      { action: { onClick: () => void } },
    ];
    options.action.onClick();
    await expect(await canvas.findByText('Aula 5: Genéricos sem medo')).toBeVisible();
    await expect(removal.toggled).toHaveBeenLastCalledWith(25, true);
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith(
        'success',
        favoritesMessages.restored('Genéricos sem medo'),
        expect.anything(),
      ),
    );
  },
};

/** The toggle fails: the lecture stays and a toast says so. */
export const RemoveFails: Story = {
  parameters: mswParameters(
    mockState.error('bookmarkLecture', 500, 'ServerErrorException'),
    ...server(demo).handlers,
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remover “Preparando o ambiente” dos favoritos' }),
    );
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('error', favoritesMessages.removeFailed, {
        id: 'favorito-11',
      }),
    );
    await expect(canvas.getByText('Aula 2: Preparando o ambiente')).toBeVisible();
  },
};

const many = Array.from({ length: 5 }, (_, index) =>
  item(react, 100 + index, index + 1, `Aula de exemplo ${index + 1}`),
);
/** Paginated by the server: the next page is asked for with `page`. */
export const Paginated: Story = {
  args: { perPage: 2 },
  parameters: { msw: { handlers: server(many).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aula 1: Aula de exemplo 1')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Páginas dos favoritos' });
    await userEvent.click(within(pages).getByRole('button', { name: /3/ }));
    await expect(await canvas.findByText('Aula 5: Aula de exemplo 5')).toBeVisible();
    await expect(canvas.queryByText('Aula 1: Aula de exemplo 1')).toBeNull();
  },
};

/** No bookmark yet: an invitation to the catalogue. */
export const Empty: Story = {
  parameters: { msw: { handlers: server([]).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma aula favorita ainda')).toBeVisible();
    await expectLinkTo(canvas, 'Explorar cursos', '/');
  },
};

export const Loading: Story = loadingStory(
  [...signedIn(), mockState.loading('myBookmarks')],
  'Carregando seus favoritos…',
);

export const LoadError: Story = loadErrorStory(
  [...signedIn(), mockState.error('myBookmarks', 500, 'ServerErrorException')],
  favoritesMessages.loadFailed,
);
