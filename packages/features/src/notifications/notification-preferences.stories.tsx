import type { NotificationPreferences as Preferences } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorResponse, mockEndpoint, mockState, mswParameters, signedIn } from '../testing';
import {
  notificationPreferenceMessages as m,
  NOTIFICATION_KIND_LABELS,
  NotificationPreferences,
} from './notification-preferences';

const PREFERENCES: Preferences = {
  comment_reply: { email: true, in_app: true },
  team_answer: { email: true, in_app: true },
  lecture_released: { email: true, in_app: true },
  content_published: { email: false, in_app: true },
  subscription: { email: true, in_app: true },
};

const meta = {
  title: 'features/notifications/NotificationPreferences',
  component: NotificationPreferences,
  args: { notify: fn() },
  parameters: mswParameters(
    ...signedIn(),
    mockEndpoint('getNotificationPreferences', { data: PREFERENCES }),
  ),
} satisfies Meta<typeof NotificationPreferences>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = async (canvas: ReturnType<typeof within>, label: string) =>
  within(await canvas.findByRole('group', { name: label }));

/** Each event with its two channels as stored; security notices always on, not switchable. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const published = await group(canvas, NOTIFICATION_KIND_LABELS.content_published);
    await expect(published.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    await expect(published.getByRole('checkbox', { name: 'No app' })).toBeChecked();
    const security = await group(canvas, m.security);
    const always = security.getByRole('checkbox', { name: /sempre ativo/ });
    await expect(always).toBeChecked();
    await expect(always).toBeDisabled();
  },
};

/** A box changed is saved at once with only that event in the request. */
export const SavesOneEvent: Story = {
  parameters: mswParameters(
    ...signedIn(),
    mockEndpoint('getNotificationPreferences', { data: PREFERENCES }),
    mockEndpoint('updateNotificationPreferences', async ({ request }) => {
      const body = (await request.json()) as Partial<Preferences>;
      if (Object.keys(body).join() !== 'comment_reply' || body.comment_reply?.email !== false)
        return errorResponse(422, 'ValidationException');
      return { data: { ...PREFERENCES, ...body } };
    }),
  ),
  play: async ({ canvas, args }) => {
    const replies = await group(canvas, NOTIFICATION_KIND_LABELS.comment_reply);
    await userEvent.click(replies.getByRole('checkbox', { name: 'E-mail' }));
    await waitFor(() =>
      expect(replies.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked(),
    );
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** The save fails: the box goes back to what it was and the person is told in pt-BR. */
export const SaveFails: Story = {
  parameters: mswParameters(
    ...signedIn(),
    mockEndpoint('getNotificationPreferences', { data: PREFERENCES }),
    mockState.error('updateNotificationPreferences', 500),
  ),
  play: async ({ canvas, args }) => {
    const released = await group(canvas, NOTIFICATION_KIND_LABELS.lecture_released);
    await userEvent.click(released.getByRole('checkbox', { name: 'No app' }));
    await waitFor(() => expect(args.notify).toHaveBeenCalledWith('error', m.saveFailed));
    await expect(released.getByRole('checkbox', { name: 'No app' })).toBeChecked();
  },
};

/** While the preferences load: one named loading block. */
export const Loading: Story = {
  parameters: mswParameters(...signedIn(), mockState.loading('getNotificationPreferences')),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Carregando preferências de notificação…'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** They could not be read: the error in pt-BR, no boxes to misread. */
export const LoadError: Story = {
  parameters: mswParameters(...signedIn(), mockState.error('getNotificationPreferences', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.loadFailed)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
