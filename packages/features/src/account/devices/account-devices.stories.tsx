import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadErrorStory } from '../../shared/query-state.story-helpers';
import { FIXTURE_NOW, mockEndpoint, mockState, mswParameters, signedIn } from '../../testing';
import { makeDevice, makeDevices } from '../../testing/fixtures-devices';
import { AccountDevices, devicesMessages } from './account-devices';

const base = [...signedIn()];
const listed = (devices = makeDevices()) => mockEndpoint('listDevices', { data: devices });

const meta = {
  title: 'features/account/AccountDevices',
  component: AccountDevices,
  args: { now: FIXTURE_NOW },
  parameters: mswParameters(
    ...base,
    listed(),
    mockEndpoint('revokeDevice'),
    mockEndpoint('revokeOtherDevices'),
  ),
} satisfies Meta<typeof AccountDevices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current device first, marked; the others with their masked address and last activity. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: devicesMessages.title }),
    ).toBeVisible();
    const items = await canvas.findAllByTestId('device');
    await expect(items).toHaveLength(3);
    const current = within(items[0] as HTMLElement);
    await expect(current.getByRole('heading', { name: /Chrome 131 em Windows 10/ })).toBeVisible();
    await expect(current.getByText(devicesMessages.current)).toBeVisible();
    await expect(current.queryByRole('button')).toBeNull();
    const other = within(items[1] as HTMLElement);
    await expect(current.getByText('189.10.x.x · ativo agora')).toBeVisible();
    await expect(other.getByText('200.150.x.x · ativo há 20 minutos')).toBeVisible();
    await expect(
      within(items[2] as HTMLElement).getByText('Endereço desconhecido · ativo há 3 horas'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: devicesMessages.signOutOthers })).toBeEnabled();
  },
};

/** Signing one other device out: the list is read again and a status says so. */
export const SignOutOneDevice: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', {
      name: `${devicesMessages.signOut}: Firefox 133 em Android 14 (200.150.x.x · ativo há 20 minutos)`,
    });
    await userEvent.click(button);
    await expect(await canvas.findByText(devicesMessages.signedOut)).toBeVisible();
  },
};

/** "Sair de todos os outros" asks first; confirming signs them out. */
export const SignOutOthers: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: devicesMessages.signOutOthers }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(devicesMessages.confirmTitle);
    await userEvent.click(
      within(dialog).getByRole('button', { name: devicesMessages.confirmLabel }),
    );
    await expect(await canvas.findByText(devicesMessages.signedOutOthers)).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

const minutesAgo = (minutes: number) =>
  new Date(FIXTURE_NOW.getTime() - minutes * 60_000).toISOString();

/**
 * Rows that read alike ("Chrome 156 em Linux") are told apart by their address and last activity,
 * each sign-out button naming them; several unknown browsers fold into one closed group.
 */
export const AlikeAndUnknown: Story = {
  parameters: {
    msw: {
      handlers: [
        ...base,
        listed([
          makeDevice({ browser: 'Chrome 156', os: 'Linux' }),
          makeDevice({
            id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
            browser: 'Chrome 156',
            os: 'Linux',
            ip: '189.6.x.x',
            last_active_at: minutesAgo(180),
            is_current: false,
          }),
          ...[1, 2, 3].map((n) =>
            makeDevice({
              id: `3d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f7${n}`,
              browser: null,
              os: null,
              ip: n === 1 ? '2804:14c:65:x:x' : null,
              last_active_at: minutesAgo(n * 30),
              is_current: false,
            }),
          ),
        ]),
      ],
    },
  },
  play: async ({ canvas }) => {
    const items = await canvas.findAllByTestId('device');
    const current = within(items[0] as HTMLElement);
    await expect(current.getByText(devicesMessages.current)).toBeVisible();
    await expect(
      within(items[1] as HTMLElement).getByText('189.6.x.x · ativo há 3 horas'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: `${devicesMessages.signOut}: Chrome 156 em Linux (189.6.x.x · ativo há 3 horas)`,
      }),
    ).toBeVisible();
    // The three unknown browsers sit in one group, closed until asked for.
    const group = canvas.getByTestId('unknown-devices');
    await expect(group).not.toHaveAttribute('open');
    const summary = canvas.getByText(devicesMessages.unknownGroup(3));
    await expect(summary).toBeVisible();
    await expect(
      within(group).getByText('2804:14c:65:x:x · ativo há 30 minutos'),
    ).not.toBeVisible();
    await userEvent.click(summary);
    await expect(group).toHaveAttribute('open');
    await expect(within(group).getAllByTestId('device')).toHaveLength(3);
    await expect(within(group).getByText('2804:14c:65:x:x · ativo há 30 minutos')).toBeVisible();
  },
};

/** Only the current device: nothing to sign out. */
export const OnlyThisDevice: Story = {
  parameters: mswParameters(...base, listed([makeDevice()])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(devicesMessages.onlyThis)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: devicesMessages.signOutOthers })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: mswParameters(...base, mockState.loading('listDevices')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const section = canvas.getByRole('heading', { level: 1 }).closest('section');
    await expect(section?.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadFailed: Story = loadErrorStory(
  [...base, mockState.error('listDevices', 500)],
  devicesMessages.loadError,
);

/** The sign-out failed (the device was already gone): the server's pt-BR message is shown. */
export const SignOutFailed: Story = {
  parameters: mswParameters(
    ...base,
    listed(),
    mockState.error('revokeDevice', 404, 'ServerErrorException'),
  ),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', {
      name: `${devicesMessages.signOut}: Firefox 133 em Android 14 (200.150.x.x · ativo há 20 minutos)`,
    });
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByText(devicesMessages.signedOut)).toBeNull();
  },
};
