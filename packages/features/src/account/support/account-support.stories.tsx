import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockEndpoint, mockState, mswParameters, signedIn } from '../../testing';
import { expectLinkTo } from '../../testing/story-expect';
import { AccountSupport, badgeLabels, supportMessages } from './account-support';

const base = [...signedIn()];
const connected = mockEndpoint('getDiscord', {
  data: { connected: true, username: 'maria', connected_at: '2026-11-21T12:00:00.000Z' },
});
const notConnected = mockEndpoint('getDiscord', {
  data: { connected: false, username: null, connected_at: null },
});
const badges = mockEndpoint('listBadges', {
  data: [
    { kind: 'student' },
    { kind: 'lifetime_access' },
    { kind: 'email_verified' },
    { kind: 'discord' },
  ],
});

const meta = {
  title: 'features/account/AccountSupport',
  component: AccountSupport,
  args: {
    helpLinks: [
      { label: 'Central de ajuda', href: 'https://ajuda.aula.dev' },
      { label: 'Fale com o suporte por e-mail', href: 'mailto:suporte@aula.dev' },
    ],
    onConnectStarted: fn(),
  },
  parameters: mswParameters(...base, connected, badges, mockEndpoint('disconnectDiscord')),
} satisfies Meta<typeof AccountSupport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Connected, every badge, and the configured help links. */
export const Connected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
    await expect(await canvas.findByText('Conectado como maria.')).toBeVisible();
    const list = await canvas.findByRole('list', { name: supportMessages.badgesTitle });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(names).toEqual(Object.values(badgeLabels));
    await expectLinkTo(canvas, 'Central de ajuda', 'https://ajuda.aula.dev');
    // A configured Discord application: no demonstration notice.
    await expect(canvas.queryByText(supportMessages.simulated)).toBeNull();
  },
};

/**
 * No `DISCORD_CLIENT_ID` on the server: the page says the connection is a demonstration, and
 * connecting still works (it never leaves for Discord).
 */
export const Simulated: Story = {
  parameters: mswParameters(
    ...base,
    mockEndpoint('getDiscord', {
      data: { connected: false, username: null, connected_at: null, simulated: true },
    }),
    mockEndpoint('listBadges', { data: [{ kind: 'student' }] }),
    mockEndpoint('startDiscord', {
      data: { authorize_url: '/callbacks/discord?code=dev-1&state=abc', state: 'abc' },
    }),
  ),
  play: async ({ canvas, args }) => {
    const notice = await canvas.findByText(supportMessages.simulated);
    await expect(notice).toBeVisible();
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: supportMessages.connect }));
    await waitFor(() =>
      expect(args.onConnectStarted).toHaveBeenCalledWith('/callbacks/discord?code=dev-1&state=abc'),
    );
  },
};

/** Disconnecting reads the connection again and says so. */
export const Disconnect: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: supportMessages.disconnect }));
    await expect(await canvas.findByText(supportMessages.disconnected)).toBeVisible();
  },
};

/** Not connected: "Conectar" starts the connection and hands the address to the app. */
export const NotConnected: Story = {
  parameters: mswParameters(
    ...base,
    notConnected,
    mockEndpoint('listBadges', { data: [{ kind: 'student' }] }),
    mockEndpoint('startDiscord', {
      data: { authorize_url: '/callbacks/discord?code=dev&state=abc', state: 'abc' },
    }),
  ),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(supportMessages.notConnected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: supportMessages.connect }));
    await waitFor(() =>
      expect(args.onConnectStarted).toHaveBeenCalledWith('/callbacks/discord?code=dev&state=abc'),
    );
  },
};

export const NoBadges: Story = {
  parameters: mswParameters(...base, notConnected, mockEndpoint('listBadges', { data: [] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(supportMessages.noBadges)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: mswParameters(
    ...base,
    mockState.loading('getDiscord'),
    mockState.loading('listBadges'),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: mswParameters(
    ...base,
    mockState.error('getDiscord', 500),
    mockState.error('listBadges', 500),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(supportMessages.discordLoadError, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(supportMessages.badgesLoadError, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const DisconnectFailed: Story = {
  parameters: mswParameters(...base, connected, badges, mockState.error('disconnectDiscord', 500)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: supportMessages.disconnect }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByText('Conectado como maria.')).toBeVisible();
  },
};
