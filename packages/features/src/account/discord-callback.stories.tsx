import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockEndpoint, mockState } from '../testing';
import { DiscordCallback, discordMessages } from './discord-callback';

const base = [csrfCookieHandler, meHandlers.user()];
const meta = {
  title: 'features/account/DiscordCallback',
  component: DiscordCallback,
  args: { code: 'dev-code', state: 'estado-de-teste-0001', onConnected: fn(), onFailed: fn() },
  parameters: {
    msw: {
      handlers: [
        ...base,
        mockEndpoint('connectDiscord', {
          data: { connected: true, username: 'maria', connected_at: '2026-11-21T12:00:00.000Z' },
        }),
      ],
    },
  },
} satisfies Meta<typeof DiscordCallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onConnected).toHaveBeenCalledWith('maria'));
    await expect(args.onFailed).not.toHaveBeenCalled();
  },
};

export const Connecting: Story = {
  parameters: { msw: { handlers: [...base, mockState.loading('connectDiscord')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Conectando sua conta ao Discord…')).toBeVisible();
  },
};

/** The person declined on Discord (`?error=access_denied`): nothing is sent. */
export const Declined: Story = {
  args: { code: null, state: null, error: 'access_denied' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledWith(discordMessages.denied));
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/** A state the server did not issue (or already used) is refused. */
export const InvalidState: Story = {
  parameters: {
    msw: {
      handlers: [...base, mockState.error('connectDiscord', 422, 'InvalidConfirmationToken')],
    },
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledWith(discordMessages.invalid));
  },
};
