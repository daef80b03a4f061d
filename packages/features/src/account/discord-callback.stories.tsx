import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { errorResponse, mockEndpoint, mockState, mswParameters, signedIn } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { DiscordCallback, discordMessages } from './discord-callback';

const base = [...signedIn()];
const connected = {
  data: {
    connected: true,
    username: 'maria_discord',
    connected_at: '2026-11-21T12:00:00.000Z',
    simulated: false,
  },
};
/** What the page sent to `connectDiscord`, for the stories that check it. */
const sent = fn();

const meta = {
  title: 'features/account/DiscordCallback',
  component: DiscordCallback,
  args: {
    code: 'codigo-do-discord',
    state: 'estado-de-teste-0001',
    onConnected: fn(),
    supportHref: '/eu/suporte',
  },
  parameters: mswParameters(
    ...base,
    mockEndpoint('connectDiscord', async ({ request }) => {
      sent(await request.json());
      return connected;
    }),
  ),
  beforeEach: () => {
    sent.mockClear();
  },
} satisfies Meta<typeof DiscordCallback>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failure is said on the page, with the way back to the support page. */
const expectFailure = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  message: string,
) => {
  await expect(
    await canvas.findByRole('heading', { name: discordMessages.failedTitle }),
  ).toBeVisible();
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  await expectLinkTo(canvas, discordMessages.back, '/eu/suporte');
};

export const Connected: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onConnected).toHaveBeenCalledWith('maria_discord'));
    await expect(sent).toHaveBeenCalledWith({
      code: 'codigo-do-discord',
      state: 'estado-de-teste-0001',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Connecting: Story = {
  parameters: mswParameters(...base, mockState.loading('connectDiscord')),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Conectando sua conta ao Discord…')).toBeVisible();
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/** The person declined on Discord (`?error=access_denied`): the state is spent, nothing else. */
export const Declined: Story = {
  args: { code: null, state: 'estado-de-teste-0001', error: 'access_denied' },
  play: async ({ args, canvas }) => {
    await expectFailure(canvas, discordMessages.denied);
    await expect(sent).toHaveBeenCalledWith({
      state: 'estado-de-teste-0001',
      error: 'access_denied',
    });
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/** The callback came without a state (opened by hand, or a broken link): nothing is sent. */
export const MissingState: Story = {
  args: { state: null },
  play: async ({ args, canvas }) => {
    await expectFailure(canvas, discordMessages.invalid);
    await expect(sent).not.toHaveBeenCalled();
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/** The server refuses the connection on `field` with `message`: `shown` says so, nothing connects. */
const refusedStory = (field: string, message: string, shown: string): Story => ({
  parameters: mswParameters(
    ...base,
    mockState.refused('connectDiscord', 'InvalidConfirmationToken', field, message),
  ),
  play: async ({ args, canvas }) => {
    await expectFailure(canvas, shown);
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
});

/** A state the server did not issue to this session, already used, or expired, is refused. */
export const InvalidState = refusedStory(
  'state',
  'A conexão com o Discord expirou ou não foi iniciada aqui.',
  discordMessages.invalid,
);

/** Discord turned the code down in the token exchange (`invalid_grant`). */
export const CodeRefused = refusedStory(
  'code',
  'O Discord não confirmou a autorização.',
  discordMessages.refused,
);

/** The API could not reach Discord, or Discord timed out (502). */
export const DiscordUnavailable: Story = {
  parameters: mswParameters(
    ...base,
    mockEndpoint('connectDiscord', () => errorResponse(502, 'ServerErrorException')),
  ),
  play: async ({ args, canvas }) => {
    await expectFailure(canvas, discordMessages.unavailable);
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};
