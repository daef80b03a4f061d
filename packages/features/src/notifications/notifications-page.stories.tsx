import type { Notification } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { loadErrorStory } from '../shared/query-state.story-helpers';
import { FIXTURE_NOW, mockEndpoint, mockState, mswParameters, pageOf, signedIn } from '../testing';
import { findLinkTo } from '../testing/story-expect';
import { notificationMessages } from './notification-bell';
import { NotificationsPage } from './notifications-page';

const items: Notification[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  kind: 'lecture_released',
  title: `Nova aula liberada: Aula ${i + 1}`,
  context: 'React do zero',
  excerpt: null,
  path: `/react-do-zero/aula/${i + 1}`,
  read_at: i === 0 ? null : FIXTURE_NOW.toISOString(),
  created_at: new Date(FIXTURE_NOW.getTime() - (i + 1) * 3_600_000).toISOString(),
}));

const list = (rows: Notification[]) =>
  mockEndpoint('myNotifications', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 20);
    return HttpResponse.json(pageOf(rows, page, perPage));
  });

const meta = {
  title: 'features/notifications/NotificationsPage',
  component: NotificationsPage,
  args: { perPage: 2, now: FIXTURE_NOW },
  parameters: { msw: { handlers: [...signedIn(), list(items)] } },
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, a page at a time. */
export const Paginated: Story = {
  play: async ({ canvas }) => {
    await findLinkTo(canvas, /Nova aula liberada: Aula 1/, '/react-do-zero/aula/1');
    await expect(canvas.getByText('há uma hora')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Páginas das notificações' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 3' }));
    await expect(await canvas.findByRole('link', { name: /Aula 5/ })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...signedIn(), list([])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(notificationMessages.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mswParameters(mockState.loading('myNotifications'), ...signedIn()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando notificações…')).toBeInTheDocument();
  },
};

export const LoadError: Story = loadErrorStory(
  [mockState.error('myNotifications', 500, 'ServerErrorException'), ...signedIn()],
  notificationMessages.loadFailed,
);
