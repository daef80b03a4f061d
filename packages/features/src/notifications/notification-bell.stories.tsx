import type { Notification } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectLoadError } from '../shared/query-state.story-helpers';
import { FIXTURE_NOW, mockEndpoint, mockState, mswParameters, pageOf, signedIn } from '../testing';
import { NotificationBell, notificationMessages } from './notification-bell';

const minutesAgo = (m: number) => new Date(FIXTURE_NOW.getTime() - m * 60_000).toISOString();
const item = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'comment_reply',
  title: 'Ana Beatriz Rocha respondeu ao seu comentário',
  context: 'React do zero · Boas-vindas e como estudar',
  excerpt: 'Também tive essa dúvida!',
  path: `/react-do-zero/aula/1#comentario-${id}`,
  read_at: null,
  created_at: minutesAgo(id * 5),
  ...over,
});

/** A server with `initial`: the list, the count and "mark all", as the API answers them. */
function server(initial: Notification[]) {
  const all = initial.map((n) => ({ ...n }));
  const markedAll = fn();
  return {
    markedAll,
    handlers: [
      ...signedIn(),
      mockEndpoint('unreadNotifications', () =>
        HttpResponse.json({ data: { unread: all.filter((n) => n.read_at === null).length } }),
      ),
      mockEndpoint('myNotifications', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const perPage = Number(url.searchParams.get('per_page') ?? 20);
        return HttpResponse.json(pageOf(all, page, perPage));
      }),
      mockEndpoint('markAllNotificationsRead', () => {
        for (const n of all) n.read_at ??= FIXTURE_NOW.toISOString();
        markedAll();
        return new HttpResponse(null, { status: 204 });
      }),
      mockEndpoint('markNotificationRead', () => new HttpResponse(null, { status: 204 })),
    ],
  };
}

const unread = server([
  item(1),
  item(2, {
    kind: 'team_answer',
    title: 'A equipe respondeu ao seu comentário',
    read_at: minutesAgo(1),
  }),
]);

const meta = {
  title: 'features/notifications/NotificationBell',
  component: NotificationBell,
  args: { allHref: '/eu/notificacoes', now: FIXTURE_NOW },
  parameters: { msw: { handlers: unread.handlers } },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const openBell = async (canvas: ReturnType<typeof within>, name: string | RegExp) => {
  await userEvent.click(await canvas.findByRole('button', { name }));
  return within(document.body).findByRole('dialog', { name: notificationMessages.title });
};

/** One unread: the count on the bell; the panel says what, where and when, and links to it. */
export const Unread: Story = {
  play: async ({ canvas }) => {
    const panel = await openBell(canvas, 'Notificações: 1 não lida');
    const link = await within(panel).findByRole('link', { name: /Ana Beatriz Rocha respondeu/ });
    await expect(link).toHaveAttribute('href', '/react-do-zero/aula/1#comentario-1');
    // The panel fades in: visible once its opening animation has run.
    await waitFor(() =>
      expect(within(link).getByText('React do zero · Boas-vindas e como estudar')).toBeVisible(),
    );
    await waitFor(() => expect(within(link).getByText('há 5 minutos')).toBeVisible());
    await expect(within(panel).getByRole('link', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/eu/notificacoes',
    );
  },
};

const marking = server([item(1), item(2), item(3)]);
/** "Marcar todas como lidas" clears the count. */
export const MarkAllRead: Story = {
  parameters: { msw: { handlers: marking.handlers } },
  play: async ({ canvas }) => {
    const panel = await openBell(canvas, 'Notificações: 3 não lidas');
    await userEvent.click(
      within(panel).getByRole('button', { name: notificationMessages.markAll }),
    );
    await waitFor(() => expect(marking.markedAll).toHaveBeenCalledTimes(1));
    await expect(
      await canvas.findByRole('button', { name: notificationMessages.bell(0) }),
    ).toBeVisible();
  },
};

/** Nothing yet: no count, and the panel says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: server([]).handlers } },
  play: async ({ canvas, canvasElement }) => {
    // Closed, the panel takes no room under the bell (a display utility once showed it empty).
    const closed = canvasElement.ownerDocument.querySelector('[data-slot="popover-content"]');
    await expect(closed).not.toBeVisible();
    const panel = await openBell(canvas, 'Notificações');
    // The panel may still be fading in: visible once it has.
    const empty = await within(panel).findByText(notificationMessages.empty);
    await waitFor(() => expect(empty).toBeVisible());
    await expect(
      within(panel).getByRole('button', { name: notificationMessages.markAll }),
    ).toBeDisabled();
  },
};

/** Many: the count stops at 99+, the panel lists the latest eight. */
export const Many: Story = {
  parameters: {
    msw: { handlers: server(Array.from({ length: 120 }, (_, i) => item(i + 1))).handlers },
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Notificações: 99+ não lidas' });
    await expect(within(button).getByText('99+')).toBeVisible();
    const panel = await openBell(canvas, 'Notificações: 99+ não lidas');
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(8));
  },
};

/** The list is on its way. */
export const Loading: Story = {
  parameters: mswParameters(mockState.loading('myNotifications'), ...unread.handlers),
  play: async ({ canvas }) => {
    const panel = await openBell(canvas, 'Notificações: 1 não lida');
    await expect(await within(panel).findByText('Carregando notificações…')).toBeInTheDocument();
  },
};

/** The list fails: the panel says so and offers to try again. */
export const LoadError: Story = {
  parameters: mswParameters(
    mockState.error('myNotifications', 500, 'ServerErrorException'),
    ...unread.handlers,
  ),
  play: async ({ canvas }) => {
    await openBell(canvas, 'Notificações: 1 não lida');
    await expectLoadError(within(document.body), notificationMessages.loadFailed);
  },
};
